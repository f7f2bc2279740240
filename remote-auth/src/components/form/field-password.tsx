import { useState } from 'react';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import { useTranslation } from 'react-i18next';

import { EyeIcon, EyeOffIcon } from '../icons';
import { FieldText, type FieldTextProps } from './field-text';

// ----------------------------------------------------------------------

export type FieldPasswordProps = Omit<FieldTextProps, 'type' | 'slotProps'>;

/** A password {@link FieldText} with a button that shows or hides what was typed. */
export function FieldPassword(props: FieldPasswordProps) {
  const [visible, setVisible] = useState(false);
  const { t } = useTranslation('auth');

  return (
    <FieldText
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
