import type { ReactNode } from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

import { CONFIG } from '@mediawatch/shared';

// ----------------------------------------------------------------------

export interface PageHeaderProps {
  title: string;
  /** One sentence on what the page is for. */
  description?: ReactNode;
  /** Buttons shown at the end of the header (under the description on a phone). */
  action?: ReactNode;
}

/**
 * The heading every dashboard page starts with; it also sets the document
 * title. On a phone the page's buttons go under the description, in a row
 * that wraps: beside the title they would leave the heading a third of the width.
 */
export function PageHeader({ title, description, action }: PageHeaderProps) {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 4, alignItems: { xs: 'stretch', sm: 'flex-start' } }}>
      <title>{`${title} | ${CONFIG.appName}`}</title>
      <Stack spacing={1} sx={{ flexGrow: 1 }}>
        <Typography variant="h4" component="h1">
          {title}
        </Typography>
        {description ? (
          <Typography variant="body1" sx={{ color: 'text.secondary', maxWidth: 720 }}>
            {description}
          </Typography>
        ) : null}
      </Stack>
      {action ? (
        <Stack direction="row" useFlexGap spacing={1} sx={{ flexShrink: 0, flexWrap: 'wrap' }}>
          {action}
        </Stack>
      ) : null}
    </Stack>
  );
}
