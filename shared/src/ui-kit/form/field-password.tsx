import { useState } from 'react';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import type { FieldValues } from 'react-hook-form';

import { EyeIcon } from '../icons/eye-icon';
import { EyeOffIcon } from '../icons/eye-off-icon';
import { useUiTranslation } from '../texts';
import { FieldText, type FieldTextProps } from './field-text';

// ----------------------------------------------------------------------

export type FieldPasswordProps<T extends FieldValues = FieldValues> = Omit<FieldTextProps<T>, 'type' | 'slotProps'>;

/** A password {@link FieldText} with a button that shows or hides what was typed. */
export function FieldPassword<T extends FieldValues = FieldValues>(props: FieldPasswordProps<T>) {
  const [visible, setVisible] = useState(false);
  const { t } = useUiTranslation();

  return (
    <FieldText<T>
      type={visible ? 'text' : 'password'}
      slotProps={{
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <IconButton
                edge="end"
                aria-label={t(visible ? 'hidePassword' : 'showPassword')}
                onClick={() => setVisible((value) => !value)}
              >
                {visible ? <EyeOffIcon /> : <EyeIcon />}
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
      {...props}
    />
  );
}
