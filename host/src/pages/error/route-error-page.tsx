import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from '@mediawatch/shared';

/** What a thrown value says: an HTTP-like response's status, or an error's message. */
export function describeRouteError(error: unknown): string {
  if (error && typeof error === 'object' && 'status' in error && typeof error.status === 'number') {
    const statusText = 'statusText' in error && typeof error.statusText === 'string' ? error.statusText : '';
    return `${error.status} ${statusText}`.trim();
  }
  return error instanceof Error ? error.message : String(error);
}

/** The router's generic fallback (docs/spec.md §2 and §8), shown by RouteErrorBoundary. */
export function RouteErrorPage({ error }: { error: unknown }) {
  const { t } = useTranslation();

  return (
    <Box role="alert" sx={{ p: 4 }}>
      <Typography variant="h4" component="h1" sx={{ mb: 2 }}>
        {t('errors.unexpected')}
      </Typography>
      <Typography component="pre" sx={{ fontFamily: 'monospace', whiteSpace: 'pre-wrap', color: 'text.secondary' }}>
        {describeRouteError(error)}
      </Typography>
    </Box>
  );
}
