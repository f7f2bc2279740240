import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import {
  MEDIA_TYPES,
  REACH_TIERS,
  SOURCE_LIMITS,
  toApiError,
  type Source,
  type SourceGroup,
  type SourceInput,
} from '@mediawatch/shared';
import { sourceInputSchema } from '@mediawatch/shared/schemas';

import { useCreateSource } from '../../api/create-source';
import { FieldMultiSelect } from '../../components/form/field-multi-select';
import { FieldSwitch } from '../../components/form/field-switch';
import { FieldText, numberOr } from '../../components/form/field-text';
import { useTestFeeds } from '../../api/test-feed';
import { useUpdateSource } from '../../api/update-source';
import { TestFeedResults } from './test-feed-results';

// ----------------------------------------------------------------------

export interface SourceFormDialogProps {
  open: boolean;
  /** The source to edit; none to add one. */
  source?: Source | null;
  groups: SourceGroup[];
  onClose: () => void;
  /** Called with the saved source. */
  onSaved: (source: Source) => void;
}

function defaultsOf(source?: Source | null): SourceInput {
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
    };
  }
  const { name, homepage, feedUrls, language, country, mediaType, reach, reachTier, active } = source;
  const { pollIntervalMinutes, ignoreHttpCache, fetchFullText, groupIds } = source;
  return { name, homepage, feedUrls, language, country, mediaType, reach, reachTier, active, pollIntervalMinutes, ignoreHttpCache, fetchFullText, groupIds };
}

const MEDIA_TYPE_LABELS: Record<(typeof MEDIA_TYPES)[number], string> = {
  newspaper: 'Newspaper',
  broadcaster: 'Broadcaster',
  agency: 'News agency',
  magazine: 'Magazine',
  online: 'Online outlet',
  blog: 'Blog',
  other: 'Other',
};

/** Add or edit a source, with a test of its feeds before saving. */
export function SourceFormDialog({ open, source, groups, onClose, onSaved }: SourceFormDialogProps) {
  const create = useCreateSource();
  const update = useUpdateSource();
  const test = useTestFeeds();
  const editing = !!source;

  const { control, handleSubmit, getValues, trigger, formState } = useForm({
    resolver: zodResolver(sourceInputSchema),
    defaultValues: defaultsOf(source),
  });
  // The feed URLs are typed one per line; the form holds the list.
  const [feedText, setFeedText] = useState(() => defaultsOf(source).feedUrls?.join('\n') ?? '');

  const saving = create.isPending || update.isPending;
  const saveError = create.error ?? update.error;

  const onSubmit = handleSubmit(async (values) => {
    const saved = editing ? await update.mutateAsync({ id: source.id, update: values }) : await create.mutateAsync(values);
    onSaved(saved);
  });

  const onTest = async () => {
    if (!(await trigger('feedUrls'))) return;
    test.mutate(getValues('feedUrls') ?? []);
  };

  const feedError = (() => {
    const error = formState.errors.feedUrls;
    if (!error) return undefined;
    if (error.message) return error.message;
    const first = Array.isArray(error) ? error.find(Boolean) : undefined;
    return first?.message as string | undefined;
  })();

  return (
    <Dialog open={open} onClose={saving ? undefined : onClose} aria-labelledby="source-form-title" maxWidth="md" fullWidth>
      <DialogTitle id="source-form-title">{editing ? `Edit ${source.name}` : 'Add source'}</DialogTitle>
      <form noValidate aria-label={editing ? 'Edit source' : 'Add source'} onSubmit={(event) => void onSubmit(event).catch(() => undefined)}>
        <DialogContent>
          <Stack spacing={2.5} sx={{ pt: 1 }}>
            {saveError ? <Alert severity="error">{toApiError(saveError).message}</Alert> : null}
            <FieldText control={control} name="name" label="Name" required />
            <FieldText control={control} name="homepage" label="Homepage" required placeholder="https://example.com" />
            <Controller
              name="feedUrls"
              control={control}
              render={({ field: { ref, onChange, onBlur } }) => (
                <TextField
                  inputRef={ref}
                  label="Feed URLs"
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
                  helperText={feedError ?? 'One per line: RSS, Atom or JSON Feed'}
                />
              )}
            />
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <Button variant="outlined" onClick={() => void onTest()} loading={test.isPending}>
                Test feed
              </Button>
            </Stack>
            {test.error ? <Alert severity="error">{toApiError(test.error).message}</Alert> : null}
            {test.data ? <TestFeedResults results={test.data} /> : null}
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <FieldText control={control} name="language" label="Language" required helperText="ISO 639-1, e.g. en" />
              <FieldText control={control} name="country" label="Country" required helperText="ISO 3166, e.g. FR" />
              <FieldText control={control} name="mediaType" label="Media type" select>
                {MEDIA_TYPES.map((type) => (
                  <MenuItem key={type} value={type}>
                    {MEDIA_TYPE_LABELS[type]}
                  </MenuItem>
                ))}
              </FieldText>
            </Stack>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <FieldText
                control={control}
                name="pollIntervalMinutes"
                label="Polling interval (minutes)"
                type="number"
                parse={numberOr(undefined)}
                helperText={`${SOURCE_LIMITS.pollMinutesMin} to ${SOURCE_LIMITS.pollMinutesMax}`}
              />
              <FieldText control={control} name="reach" label="Monthly visitors" type="number" parse={numberOr(null)} helperText="When known" />
              <FieldText control={control} name="reachTier" label="Reach tier" select parse={(text) => text || null}>
                <MenuItem value="">Unknown</MenuItem>
                {REACH_TIERS.map((tier) => (
                  <MenuItem key={tier} value={tier}>
                    {tier.charAt(0).toUpperCase() + tier.slice(1)}
                  </MenuItem>
                ))}
              </FieldText>
            </Stack>
            <FieldMultiSelect
              control={control}
              name="groupIds"
              label="Groups"
              options={groups.map((group) => ({ value: group.id, label: group.name }))}
              helperText={() => (groups.length === 0 ? 'No source groups yet' : undefined)}
            />
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <FieldSwitch control={control} name="active" label="Active (polled)" />
              <FieldSwitch control={control} name="fetchFullText" label="Fetch the full text of each article" />
              <FieldSwitch control={control} name="ignoreHttpCache" label="Ignore HTTP caching headers" />
            </Stack>
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={saving}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" loading={saving}>
            {editing ? 'Save' : 'Add source'}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
