import { useState } from 'react';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation, type ApiTokenCreated } from '@mediawatch/shared';
import { useApiTokens } from '@mediawatch/shared/queries';

import { ApiTokenSecretDialog } from './api-token-secret-dialog';
import { ApiTokensTable } from './api-tokens-table';
import { CreateApiTokenDialog } from './create-api-token-dialog';

// ----------------------------------------------------------------------

/**
 * The signed-in user's personal API tokens: create one (its secret shown
 * once), see each one's scopes, dates and last use, revoke it
 * (docs/decisions/0055-api-tokens.md).
 */
export function ApiTokensCard() {
  const { t } = useTranslation();
  const tokens = useApiTokens();
  const [creating, setCreating] = useState(false);
  const [created, setCreated] = useState<ApiTokenCreated | null>(null);

  return (
    <Card variant="outlined" component="section" aria-labelledby="api-tokens-title">
      <CardContent>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={2}
          sx={{ justifyContent: 'space-between', alignItems: { sm: 'flex-start' }, mb: 2 }}
        >
          <div>
            <Typography variant="h6" component="h2" id="api-tokens-title">
              {t('apiTokens.title')}
            </Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary', maxWidth: 640 }}>
              {t('apiTokens.text')}
            </Typography>
          </div>
          <Button variant="contained" onClick={() => setCreating(true)} sx={{ flexShrink: 0, alignSelf: { xs: 'flex-start', sm: 'auto' } }}>
            {t('apiTokens.create')}
          </Button>
        </Stack>
        <ApiTokensTable query={tokens} label={t('apiTokens.title')} />
      </CardContent>
      {creating ? (
        <CreateApiTokenDialog
          onClose={() => setCreating(false)}
          onCreated={(token) => {
            setCreating(false);
            setCreated(token);
          }}
        />
      ) : null}
      {created ? <ApiTokenSecretDialog token={created} onClose={() => setCreated(null)} /> : null}
    </Card>
  );
}
