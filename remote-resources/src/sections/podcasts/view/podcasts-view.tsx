import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CircularProgress from '@mui/material/CircularProgress';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { type Podcast } from '@mediawatch/shared';
import { podcastSearchQuery, podcastsQuery, useDeletePodcast, useUpdatePodcast } from '@mediawatch/shared/queries';
import {
  ListState,
  useCan,
  useMayChange,
  useDebouncedValue,
  useFormat,
  ScrollTable,
  PageHeader,
  lazyWithPreload,
  OutlinedTextField,
} from '@mediawatch/shared/ui';

import { usePodcastsTexts } from '../texts';
import { ResourceEditorOverlays, useResourceEditor } from '../../resource-list';

// ----------------------------------------------------------------------

// The form (react-hook-form, the shared zod schema) loads when it is about to open, not with the list.
const PodcastFormDialog = lazyWithPreload(() => import('../podcast-form-dialog').then((module) => module.PodcastFormDialog));

const SEARCH_DELAY_MS = 300;

/** "1:35", as the footer player shows a length. */
function formatDuration(seconds: number | null): string {
  if (seconds === null) return '—';
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/** Resources › Podcasts: the footer player's playlist, managed by analysts and admins. */
export function PodcastsView() {
  const { t } = usePodcastsTexts();
  const format = useFormat();
  const canWrite = useCan('managePodcasts');
  const mayChange = useMayChange();
  const [search, setSearch] = useState('');
  const query = useDebouncedValue(search.trim(), SEARCH_DELAY_MS);
  const list = useQuery(podcastsQuery());
  const found = useQuery(podcastSearchQuery(query));
  const current = query ? found : list;
  const update = useUpdatePodcast();
  const remove = useDeletePodcast();

  const editor = useResourceEditor<Podcast>(
    remove,
    (podcast) => podcast._id,
    (removed) => t('podcasts.deletedNotice', { title: removed.title }),
  );
  const { deletion } = editor;

  return (
    <>
      <PageHeader
        title={t('nav:podcasts')}
        description={t('podcasts.description')}
        action={
          canWrite ? (
            <Button variant="contained" onClick={() => editor.edit('new')} {...PodcastFormDialog.preloadOn}>
              {t('podcasts.add')}
            </Button>
          ) : undefined
        }
      />

      <Card>
        <Stack direction="row" sx={{ p: 2.5 }}>
          <OutlinedTextField
            type="search"
            label={t('podcasts.searchLabel')}
            placeholder={t('podcasts.searchPlaceholder')}
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            sx={{ width: { xs: 1, sm: 360 } }}
            slotProps={{
              input: {
                endAdornment: current.isFetching ? (
                  <InputAdornment position="end">
                    <CircularProgress size={18} aria-label={t('podcasts.searching')} />
                  </InputAdornment>
                ) : undefined,
              },
            }}
          />
        </Stack>

        <ListState
          query={current}
          loadingLabel={t('podcasts.loading')}
          errorTitle={t('podcasts.loadFailed')}
          emptyTitle={query ? t('podcasts.noMatch', { query }) : t('podcasts.empty')}
        >
          {(rows) => (
            <ScrollTable label={t('podcasts.tableLabel')} minWidth={640}>
              <TableHead>
                <TableRow>
                  <TableCell>{t('podcasts.columns.podcast')}</TableCell>
                  <TableCell>{t('podcasts.columns.duration')}</TableCell>
                  <TableCell>{t('podcasts.columns.featured')}</TableCell>
                  <TableCell>{t('podcasts.columns.added')}</TableCell>
                  {canWrite && <TableCell align="right">{t('common.actions')}</TableCell>}
                </TableRow>
              </TableHead>
              <TableBody>
                {rows.map((podcast) => (
                  <TableRow key={podcast._id} hover>
                    <TableCell>
                      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
                        <Avatar variant="rounded" src={podcast.coverArtUrl ?? undefined} alt="" sx={{ width: 48, height: 48 }} />
                        <Stack sx={{ minWidth: 0 }}>
                          <Typography variant="subtitle2" component="p" dir="auto">
                            {podcast.title}
                          </Typography>
                          <Typography variant="body2" dir="auto" sx={{ color: 'text.secondary' }}>
                            {podcast.author}
                          </Typography>
                        </Stack>
                      </Stack>
                    </TableCell>
                    <TableCell>{formatDuration(podcast.durationSeconds)}</TableCell>
                    <TableCell>
                      <Switch
                        checked={podcast.featured}
                        disabled={!canWrite || update.isPending}
                        slotProps={{ input: { 'aria-label': t('podcasts.featuredOf', { title: podcast.title }) } }}
                        onChange={(event) =>
                          update.mutate(
                            { id: podcast._id, body: { featured: event.target.checked } },
                            { onError: (error) => editor.notify({ severity: 'error', text: error.message }) },
                          )
                        }
                      />
                    </TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>{format.date(podcast.createdAt)}</TableCell>
                    {canWrite && (
                      <TableCell align="right">
                        {/* Two visible buttons rather than a menu: a podcast row has only these two actions,
                            its author's or an admin's (docs/decisions/0042-accounts-and-ownership.md). */}
                        <Stack
                          direction="row"
                          spacing={1}
                          sx={{ justifyContent: 'flex-end', display: mayChange(podcast.createdBy, 'managePodcasts') ? 'flex' : 'none' }}
                        >
                          <Button
                            size="small"
                            onClick={() => editor.edit(podcast)}
                            {...PodcastFormDialog.preloadOn}
                            aria-label={t('podcasts.editOf', { title: podcast.title })}
                          >
                            {t('common.edit')}
                          </Button>
                          <Button
                            size="small"
                            color="error"
                            onClick={() => deletion.ask(podcast)}
                            aria-label={t('podcasts.deleteOf', { title: podcast.title })}
                          >
                            {t('common.delete')}
                          </Button>
                        </Stack>
                      </TableCell>
                    )}
                  </TableRow>
                ))}
              </TableBody>
            </ScrollTable>
          )}
        </ListState>
      </Card>

      <ResourceEditorOverlays
        editor={editor}
        form={
          <PodcastFormDialog
            podcast={editor.edited}
            onClose={editor.close}
            onSaved={(saved) =>
              editor.saved(
                editor.editing === 'new'
                  ? t('podcasts.addedNotice', { title: saved.title })
                  : t('podcasts.savedNotice', { title: saved.title }),
              )
            }
          />
        }
        deleteTitle={() => t('podcasts.deleteTitle')}
        deleteText={(podcast) => t('podcasts.deleteText', { title: podcast.title })}
      />
    </>
  );
}
