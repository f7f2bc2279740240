import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';

import { useSearchTexts } from './texts';

// ----------------------------------------------------------------------

export interface QueryErrorProps {
  query: string;
  message: string;
  /** 0-based offset of the problem in `query`, when the server gave one. */
  position?: number;
  length?: number;
}

/** The server's parse error with the query shown and the faulty part marked. */
export function QueryError({ query, message, position, length = 1 }: QueryErrorProps) {
  const { t } = useSearchTexts();
  const hasPosition = typeof position === 'number' && position >= 0 && position <= query.length;
  const start = hasPosition ? position : 0;
  const end = hasPosition ? Math.min(query.length, start + Math.max(1, length)) : 0;
  return (
    <Alert severity="error" role="alert">
      {hasPosition ? t('search.parseErrorAt', { message, position: start + 1 }) : message}
      {hasPosition ? (
        <Box
          component="pre"
          dir="auto"
          aria-hidden
          sx={{ m: 0, mt: 1, fontFamily: 'monospace', whiteSpace: 'pre-wrap', wordBreak: 'break-all', textAlign: 'start' }}
        >
          {query.slice(0, start)}
          <Box
            component="mark"
            sx={{ bgcolor: 'error.main', color: 'error.contrastText', borderRadius: 0.5, px: start === query.length ? 0.5 : 0 }}
          >
            {query.slice(start, end) || ' '}
          </Box>
          {query.slice(end)}
        </Box>
      ) : null}
    </Alert>
  );
}
