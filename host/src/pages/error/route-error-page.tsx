import { isRouteErrorResponse, useRouteError } from '@mediawatch/shared/router';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

/** The router's generic fallback (docs/spec.md §2 and §8). */
export function RouteErrorPage() {
  const error = useRouteError();
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : String(error);

  console.error(error);
  const { t } = useTranslation();

  return (
    <Box role="alert" sx={{ p: 4 }}>
      <Typography variant="h4" component="h1" sx={{ mb: 2 }}>
        {t('errors.unexpected')}
      </Typography>
      <Typography component="pre" sx={{ fontFamily: 'monospace', whiteSpace: 'pre-wrap', color: 'text.secondary' }}>
        {detail}
      </Typography>
    </Box>
  );
}
