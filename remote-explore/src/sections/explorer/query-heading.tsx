import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/**
 * A compared query's heading in a panel: ink text after a swatch of the
 * query's series colour (some series colours are under 4.5:1 as text).
 */
export function QueryHeading({ color, noWrap, children }: { color: string; noWrap?: boolean; children: ReactNode }) {
  return (
    <Typography variant="subtitle2" component="h3" dir="auto" noWrap={noWrap} sx={{ mb: 1 }}>
      <Box
        component="span"
        aria-hidden
        sx={{ display: 'inline-block', width: 10, height: 10, borderRadius: 0.5, bgcolor: color, marginInlineEnd: 1 }}
      />
      {children}
    </Typography>
  );
}
