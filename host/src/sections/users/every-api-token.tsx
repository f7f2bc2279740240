import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from '@mediawatch/shared';
import { useEveryApiToken } from '@mediawatch/shared/queries';
import { useApiErrorText } from '@mediawatch/shared/ui';

import { ApiTokensTable } from '../account/api-tokens-table';

// ----------------------------------------------------------------------

/** Every account's live API tokens, with their owners, each revocable (admins; docs/decisions/0055-api-tokens.md). */
export function EveryApiToken() {
  const { t } = useTranslation();
  const apiErrorText = useApiErrorText();
  const { data, isPending, isError, error } = useEveryApiToken();

  return (
    <section aria-labelledby="every-api-token-title">
      <Typography variant="h6" component="h2" id="every-api-token-title" sx={{ mt: 5 }}>
        {t('apiTokens.adminTitle')}
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
        {t('apiTokens.adminText')}
      </Typography>
      {isPending ? (
        <CircularProgress aria-label={t('apiTokens.loading')} />
      ) : isError ? (
        <Alert severity="error">{t('apiTokens.loadFailed', { message: apiErrorText(error) })}</Alert>
      ) : data.tokens.length === 0 ? (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t('apiTokens.empty')}
        </Typography>
      ) : (
        <Paper variant="outlined">
          <ApiTokensTable tokens={data.tokens} label={t('apiTokens.adminTitle')} withOwner />
        </Paper>
      )}
    </section>
  );
}
