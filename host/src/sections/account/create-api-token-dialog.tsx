import { useId, useState } from 'react';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import { can, TOKEN_SCOPES, useAuthStore, useTranslation, type ApiTokenCreated, type TokenScope } from '@mediawatch/shared';
import { API_TOKEN_LIMITS } from '@mediawatch/shared/constants';
import { useCreateApiToken } from '@mediawatch/shared/queries';
import { ActionDialog, OutlinedTextField, useApiErrorText } from '@mediawatch/shared/ui';

// ----------------------------------------------------------------------

type ExpiryDays = (typeof API_TOKEN_LIMITS.expiryDays)[number];

export interface CreateApiTokenDialogProps {
  onClose: () => void;
  /** The new token, with its secret: shown once by the caller. */
  onCreated: (token: ApiTokenCreated) => void;
}

/**
 * A new personal API token: a name, the scopes the user's role holds (read
 * ticked to begin with), and how long it lives. Mount it when it opens.
 */
export function CreateApiTokenDialog({ onClose, onCreated }: CreateApiTokenDialogProps) {
  const { t } = useTranslation();
  const apiErrorText = useApiErrorText();
  const role = useAuthStore((state) => state.user?.role);
  const create = useCreateApiToken();
  const offered = TOKEN_SCOPES.filter((scope) => can(role, scope));
  const [name, setName] = useState('');
  const [scopes, setScopes] = useState<readonly TokenScope[]>(['read']);
  const [days, setDays] = useState<ExpiryDays>(90);
  const [tried, setTried] = useState(false);
  const expiryLabelId = useId();

  const nameMissing = name.trim() === '';
  const scopesMissing = scopes.length === 0;

  const submit = () => {
    setTried(true);
    if (nameMissing || scopesMissing) return;
    create.mutate(
      { name: name.trim(), scopes: TOKEN_SCOPES.filter((scope) => scopes.includes(scope)), expiresInDays: days },
      { onSuccess: onCreated },
    );
  };

  const toggle = (scope: TokenScope, on: boolean) =>
    setScopes((current) => (on ? [...current, scope] : current.filter((other) => other !== scope)));

  return (
    <ActionDialog
      title={t('apiTokens.createTitle')}
      submitLabel={t('apiTokens.create')}
      onClose={onClose}
      onSubmit={submit}
      pending={create.isPending}
      error={create.isError ? t('apiTokens.createFailed', { message: apiErrorText(create.error) }) : null}
    >
      <OutlinedTextField
        label={t('apiTokens.name')}
        name="name"
        value={name}
        onChange={(event) => setName(event.target.value)}
        required
        autoFocus
        fullWidth
        error={tried && nameMissing}
        helperText={tried && nameMissing ? t('apiTokens.required') : t('apiTokens.nameHint')}
        slotProps={{ htmlInput: { maxLength: API_TOKEN_LIMITS.nameMax } }}
      />
      <FormControl component="fieldset" required error={tried && scopesMissing}>
        <FormLabel component="legend">{t('apiTokens.scopes')}</FormLabel>
        <FormGroup>
          {offered.map((scope) => (
            <FormControlLabel
              key={scope}
              label={t(`apiTokens.scope.${scope}`)}
              control={
                <Checkbox
                  name="scopes"
                  value={scope}
                  checked={scopes.includes(scope)}
                  onChange={(event) => toggle(scope, event.target.checked)}
                />
              }
            />
          ))}
        </FormGroup>
        <FormHelperText>{t('apiTokens.scopesHint')}</FormHelperText>
      </FormControl>
      <FormControl fullWidth>
        <InputLabel id={expiryLabelId}>{t('apiTokens.expiry')}</InputLabel>
        <Select
          labelId={expiryLabelId}
          label={t('apiTokens.expiry')}
          value={days}
          onChange={(event) => setDays(Number(event.target.value) as ExpiryDays)}
        >
          {API_TOKEN_LIMITS.expiryDays.map((option) => (
            <MenuItem key={option} value={option}>
              {t(`apiTokens.expiryOption.${option}`)}
            </MenuItem>
          ))}
        </Select>
      </FormControl>
    </ActionDialog>
  );
}
