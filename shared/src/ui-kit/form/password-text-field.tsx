import { useState } from 'react';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';

import { EyeIcon } from '../icons/eye-icon';
import { EyeOffIcon } from '../icons/eye-off-icon';
import { useUiTranslation } from '../texts';
import { OutlinedTextField, type OutlinedTextFieldProps } from './outlined-text-field';

// ----------------------------------------------------------------------

export type PasswordTextFieldProps = Omit<OutlinedTextFieldProps, 'type' | 'slotProps'>;

/** A password {@link OutlinedTextField} with a button that shows or hides what was typed. */
export function PasswordTextField(props: PasswordTextFieldProps) {
  const [visible, setVisible] = useState(false);
  const { t } = useUiTranslation();

  return (
    <OutlinedTextField
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
