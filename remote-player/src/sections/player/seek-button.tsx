import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import type { ReactNode } from 'react';
import { Hint } from '@mediawatch/shared/ui';

// ----------------------------------------------------------------------

export interface SeekButtonProps {
  label: string;
  seconds: number;
  /** The arrow icon. */
  children: ReactNode;
  onClick: () => void;
  disabled: boolean;
}

/** A seek button: the arrow icon with its step written under it. */
export function SeekButton({ label, seconds, children, onClick, disabled }: SeekButtonProps) {
  return (
    <Hint title={label}>
      <span>
        <IconButton aria-label={label} onClick={onClick} disabled={disabled} size="small" sx={{ flexDirection: 'column', lineHeight: 1 }}>
          {children}
          <Box component="span" aria-hidden sx={{ fontSize: 9, fontWeight: 700, mt: '-2px' }}>
            {Math.abs(seconds)}
          </Box>
        </IconButton>
      </span>
    </Hint>
  );
}
