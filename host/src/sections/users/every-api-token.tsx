import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from '@mediawatch/shared';
import { useEveryApiToken } from '@mediawatch/shared/queries';

import { ApiTokensTable } from '../account/api-tokens-table';

// ----------------------------------------------------------------------

/** Every account's live API tokens, with their owners, each revocable (admins; docs/decisions/0055-api-tokens.md). */
export function EveryApiToken() {
  const { t } = useTranslation();
  const tokens = useEveryApiToken();

  return (
    <section aria-labelledby="every-api-token-title">
      <Typography variant="h6" component="h2" id="every-api-token-title" sx={{ mt: 5 }}>
        {t('apiTokens.adminTitle')}
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
        {t('apiTokens.adminText')}
      </Typography>
      <Paper variant="outlined" sx={{ p: tokens.data?.tokens.length ? 0 : 2 }}>
        <ApiTokensTable query={tokens} label={t('apiTokens.adminTitle')} withOwner />
      </Paper>
    </section>
  );
}
