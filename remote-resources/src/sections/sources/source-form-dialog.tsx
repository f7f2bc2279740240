import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { paths, toApiError, type Source, type SourceGroup, type SourceInput } from '@mediawatch/shared';
import { MEDIA_TYPES, REACH_TIERS, SOURCE_LIMITS } from '@mediawatch/shared/constants';
import { duplicateFeedBodySchema, sourceInputSchema, type DuplicateFeedBody } from '@mediawatch/shared/schemas';
import { Link as RouterLink } from '@mediawatch/shared/router';
import { useCreateSource, useTestFeeds, useUpdateSource } from '@mediawatch/shared/queries';
import {
  FieldMultiSelect,
  FieldSwitch,
  FieldSelect,
  FieldText,
  FormDialog,
  numberOr,
  useApiErrorText,
  useFormat,
  useMessage,
} from '@mediawatch/shared/ui';

import { useSourcesTexts } from './texts';
import { useLocalizedResolver } from '../../utils/localized-resolver';
import { feedPrefill } from './feed-prefill';
import { TestFeedResults } from './test-feed-results';

// ----------------------------------------------------------------------

export interface SourceFormDialogProps {
  /** The source to edit; none to add one. */
  source?: Source | null;
  /** When adding: values to start from (the feeds found from a homepage). */
  initial?: Partial<SourceInput>;
  groups: SourceGroup[];
  onClose: () => void;
  /** Called with the saved source. */
  onSaved: (source: Source) => void;
}

function defaultsOf(source?: Source | null, initial: Partial<SourceInput> = {}): SourceInput {
  if (!source) {
    return {
      name: '',
      homepage: '',
      feedUrls: [],
      language: 'en',
      country: '',
      mediaType: 'online',
      reach: null,
      reachTier: null,
      active: true,
      pollIntervalMinutes: SOURCE_LIMITS.pollMinutesDefault,
      ignoreHttpCache: false,
      fetchFullText: false,
      groupIds: [],
      ...initial,
    };
  }
  const { name, homepage, feedUrls, language, country, mediaType, reach, reachTier, active } = source;
  const { pollIntervalMinutes, ignoreHttpCache, fetchFullText, groupIds } = source;
  return {
    name,
    homepage,
    feedUrls,
    language,
    country,
    mediaType,
    reach,
    reachTier,
    active,
    pollIntervalMinutes,
    ignoreHttpCache,
    fetchFullText,
    groupIds,
  };
}

/** The 409 of a feed another source already polls (docs/decisions/0045-one-feed-one-source.md); null for any other error. */
function duplicateOf(error: unknown): DuplicateFeedBody | null {
  if (!error) return null;
  const apiError = toApiError(error);
  if (apiError.status !== 409) return null;
  const parsed = duplicateFeedBodySchema.safeParse(apiError.body);
  return parsed.success ? parsed.data : null;
}

/** Addresses read left to right whatever the page's direction. */
const LTR_INPUT = { htmlInput: { dir: 'ltr' } } as const;

/** Add or edit a source, with a test of its feeds before saving. */
export function SourceFormDialog({ source, initial, groups, onClose, onSaved }: SourceFormDialogProps) {
  const { t } = useSourcesTexts();
  const apiErrorText = useApiErrorText();
  const format = useFormat();
  const create = useCreateSource();
  const update = useUpdateSource();
  const test = useTestFeeds();
  const editing = !!source;

  const resolver = useLocalizedResolver(zodResolver(sourceInputSchema));
  const methods = useForm({ resolver, defaultValues: defaultsOf(source, initial) });
  const { getValues, setValue, trigger, formState } = methods;
  // Which fields the last "Test feed" filled in (announced, so the change is not silent).
  const [prefilled, setPrefilled] = useState(false);
  // The feed URLs are typed one per line; the form holds the list.
  const [feedText, setFeedText] = useState(() => defaultsOf(source, initial).feedUrls?.join('\n') ?? '');

  const say = useMessage();
  const saving = create.isPending || update.isPending;
  const saveError = create.error ?? update.error;
  const duplicate = duplicateOf(saveError);
  const [reason, setReason] = useState('');

  const onSubmit = methods.handleSubmit(async (values) => {
    try {
      onSaved(editing ? await update.mutateAsync({ id: source.id, update: values }) : await create.mutateAsync(values));
    } catch {
      // Shown from the mutation's error.
    }
  });

  // An admin adds the source anyway, with a reason the server keeps.
  const onAddAnyway = methods.handleSubmit(async (values) => {
    try {
      onSaved(await create.mutateAsync({ ...values, duplicateReason: reason.trim() }));
    } catch {
      // Shown from the mutation's error.
    }
  });

  const onTest = async () => {
    if (!(await trigger('feedUrls'))) return;
    setPrefilled(false);
    test.mutate(getValues('feedUrls') ?? [], {
      onSuccess: (results) => {
        const { name = '', homepage = '', language = '' } = getValues();
        // A new source's language is only its default until someone (or the discovery it started from) chose one.
        const languageEmpty = !language.trim() || (!editing && !initial?.language && !formState.dirtyFields.language);
        const fill = feedPrefill(results, { name, homepage, language }, languageEmpty);
        for (const [field, value] of Object.entries(fill) as Array<[keyof typeof fill, string]>) {
          setValue(field, value, { shouldDirty: true, shouldValidate: true });
        }
        setPrefilled(Object.keys(fill).length > 0);
      },
    });
  };

  const feedError = (() => {
    const error = formState.errors.feedUrls;
    if (!error) return undefined;
    if (error.message) return error.message;
    const first = Array.isArray(error) ? error.find(Boolean) : undefined;
    return first?.message as string | undefined;
  })();

  return (
    <FormDialog
      methods={methods}
      onSubmit={onSubmit}
      aria-label={editing ? t('sourceForm.editForm') : t('sourceForm.addTitle')}
      title={editing ? t('common.editNamed', { name: source.name }) : t('sourceForm.addTitle')}
      submitLabel={editing ? t('common.save') : t('sourceForm.addTitle')}
      onClose={onClose}
      pending={saving}
      error={saveError && !duplicate ? apiErrorText(saveError) : null}
      maxWidth="md"
    >
      {duplicate ? (
        <Alert severity="warning" role="alert">
          <Stack spacing={1.5}>
            <span>{say(duplicate.coded, duplicate.message)}</span>
            <Link component={RouterLink} to={paths.sourceAnalysis.getHref({ source: duplicate.sourceId })} underline="always">
              {t('sourceForm.duplicate.open', { name: duplicate.sourceName })}
            </Link>
            {editing ? null : (
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'flex-start' } }}>
                <TextField
                  size="small"
                  fullWidth
                  label={t('sourceForm.duplicate.reason')}
                  helperText={t('sourceForm.duplicate.reasonHelp')}
                  value={reason}
                  onChange={(event) => setReason(event.target.value)}
                  slotProps={{ htmlInput: { maxLength: 500 } }}
                />
                <Button
                  variant="outlined"
                  color="warning"
                  onClick={() => void onAddAnyway()}
                  disabled={saving || reason.trim().length < 3}
                  sx={{ flexShrink: 0 }}
                >
                  {t('sourceForm.duplicate.addAnyway')}
                </Button>
              </Stack>
            )}
          </Stack>
        </Alert>
      ) : null}
      <FieldText name="name" label={t('common.name')} required />
      <FieldText name="homepage" label={t('sourceForm.homepage')} required placeholder="https://example.com" slotProps={LTR_INPUT} />
      <Controller
        name="feedUrls"
        control={methods.control}
        render={({ field: { ref, onChange, onBlur } }) => (
          <TextField
            inputRef={ref}
            label={t('sourceForm.feedUrls')}
            required
            fullWidth
            multiline
            minRows={2}
            value={feedText}
            onBlur={onBlur}
            onChange={(event) => {
              setFeedText(event.target.value);
              onChange(
                event.target.value
                  .split('\n')
                  .map((line) => line.trim())
                  .filter(Boolean),
              );
            }}
            error={!!feedError}
            helperText={feedError ?? t('sourceForm.feedUrlsHelp')}
            slotProps={LTR_INPUT}
          />
        )}
      />
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Button variant="outlined" onClick={() => void onTest()} loading={test.isPending}>
          {t('sourceForm.testFeed')}
        </Button>
      </Stack>
      {test.error ? <Alert severity="error">{apiErrorText(test.error)}</Alert> : null}
      {prefilled ? (
        <Alert severity="info" role="status">
          {t('sourceForm.prefilled')}
        </Alert>
      ) : null}
      {test.data ? <TestFeedResults results={test.data} /> : null}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <FieldText name="language" label={t('sourceForm.language')} required helperText={t('sourceForm.languageHelp')} />
        <FieldText name="country" label={t('sourceForm.country')} required helperText={t('sourceForm.countryHelp')} />
        <FieldSelect name="mediaType" label={t('sourceForm.mediaType')}>
          {MEDIA_TYPES.map((type) => (
            <MenuItem key={type} value={type}>
              {t(`sourceForm.mediaTypes.${type}`)}
            </MenuItem>
          ))}
        </FieldSelect>
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <FieldText
          name="pollIntervalMinutes"
          label={t('sourceForm.pollInterval')}
          type="number"
          parse={numberOr(undefined)}
          helperText={t('sourceForm.pollIntervalHelp', {
            min: format.number(SOURCE_LIMITS.pollMinutesMin),
            max: format.number(SOURCE_LIMITS.pollMinutesMax, { useGrouping: false }),
          })}
        />
        <FieldText name="reach" label={t('sourceForm.reach')} type="number" parse={numberOr(null)} helperText={t('sourceForm.reachHelp')} />
        <FieldSelect name="reachTier" label={t('sourceForm.reachTier')} parse={(text) => text || null}>
          <MenuItem value="">{t('sourceForm.reachTierUnknown')}</MenuItem>
          {REACH_TIERS.map((tier) => (
            <MenuItem key={tier} value={tier}>
              {t(`sourceForm.reachTiers.${tier}`)}
            </MenuItem>
          ))}
        </FieldSelect>
      </Stack>
      <FieldMultiSelect
        name="groupIds"
        label={t('sourceForm.groups')}
        options={groups.map((group) => ({ value: group.id, label: group.name }))}
        helperText={() => (groups.length === 0 ? t('sourceForm.noGroups') : undefined)}
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <FieldSwitch name="active" label={t('sourceForm.active')} />
        <FieldSwitch name="fetchFullText" label={t('sourceForm.fetchFullText')} />
        <FieldSwitch name="ignoreHttpCache" label={t('sourceForm.ignoreHttpCache')} />
      </Stack>
    </FormDialog>
  );
}
