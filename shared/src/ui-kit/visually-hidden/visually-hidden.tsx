import type { ReactNode } from 'react';
import Box from '@mui/material/Box';

/**
 * Text for screen readers only (a column header with no visible label). It is
 * pinned to the start of its containing block, so inside a wide table that
 * scrolls it never widens the page (nor shifts it, right to left).
 */
export function VisuallyHidden({ children }: { children: ReactNode }) {
  return (
    <Box
      component="span"
      sx={{
        border: 0,
        clip: 'rect(0 0 0 0)',
        height: '1px',
        margin: '-1px',
        overflow: 'hidden',
        p: 0,
        position: 'absolute',
        top: 0,
        insetInlineStart: 0,
        whiteSpace: 'nowrap',
        width: '1px',
      }}
    >
      {children}
    </Box>
  );
}
