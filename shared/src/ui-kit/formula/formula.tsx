import type { ReactNode } from 'react';
import Box from '@mui/material/Box';

// ----------------------------------------------------------------------

/** Mathematics (the formulas the analyst pages publish): left to right and in a serif face in every language. */
export function Formula({ children, inline }: { children: ReactNode; inline?: boolean }) {
  return (
    <Box
      component="code"
      dir="ltr"
      sx={{
        display: inline ? 'inline' : 'block',
        fontFamily: '"Cambria Math", "STIX Two Math", "Times New Roman", serif',
        fontSize: '1.05rem',
        textAlign: 'start',
        whiteSpace: 'normal',
        unicodeBidi: 'isolate',
        '& var': { fontStyle: 'italic' },
      }}
    >
      {children}
    </Box>
  );
}
