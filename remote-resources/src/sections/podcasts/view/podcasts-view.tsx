import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CircularProgress from '@mui/material/CircularProgress';
import InputAdornment from '@mui/material/InputAdornment';
import Snackbar from '@mui/material/Snackbar';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  PageHeader,
  podcastSearchQuery,
  podcastsQuery,
  useAuthStore,
  usePodcastMutations,
  type Podcast,
} from '@mediawatch/shared';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';

import { PodcastDeleteDialog } from '../podcast-delete-dialog';
import { PodcastFormDialog } from '../podcast-form-dialog';

// ----------------------------------------------------------------------

const SEARCH_DELAY_MS = 300;

function formatDuration(seconds: number | null): string {
  if (seconds === null) return '—';
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

function useDebounced(value: string, delay: number): string {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setDebounced(value), delay);
    return () => window.clearTimeout(timer);
  }, [value, delay]);
  return debounced;
}

/** Resources › Podcasts: the footer player's playlist, managed by analysts and admins. */
export function PodcastsView() {
  const role = useAuthStore((state) => state.user?.role);
  const canWrite = role === 'admin' || role === 'analyst';
  const [search, setSearch] = useState('');
  const query = useDebounced(search.trim(), SEARCH_DELAY_MS);
  const list = useQuery(podcastsQuery());
  const found = useQuery(podcastSearchQuery(query));
  const current = query ? found : list;
  const rows = current.data ?? [];
  const { update } = usePodcastMutations();

  const [editing, setEditing] = useState<Podcast | null | undefined>(undefined);
  const [deleting, setDeleting] = useState<Podcast | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  return (
    <>
      <PageHeader
        title="Podcasts"
        description="What the footer player plays, in this order. Changes reach the player at once."
        action={
          canWrite ? (
            <Button variant="contained" onClick={() => setEditing(null)}>
              Add podcast
            </Button>
          ) : undefined
        }
      />

      <Card>
        <Stack direction="row" sx={{ p: 2.5 }}>
          <TextField
            type="search"
            label="Search podcasts"
            placeholder="Title, author or description"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            sx={{ width: { xs: 1, sm: 360 } }}
            slotProps={{
              input: {
                endAdornment: current.isFetching ? (
                  <InputAdornment position="end">
                    <CircularProgress size={18} aria-label="Searching" />
                  </InputAdornment>
                ) : undefined,
              },
            }}
          />
        </Stack>

        {current.error && (
          <Alert severity="error" sx={{ mx: 2.5, mb: 2 }}>
            {current.error.message}
          </Alert>
        )}

        <TableContainer>
          <Table aria-label="Podcasts">
            <TableHead>
              <TableRow>
                <TableCell>Podcast</TableCell>
                <TableCell>Duration</TableCell>
                <TableCell>Featured</TableCell>
                <TableCell>Added</TableCell>
                {canWrite && <TableCell align="right">Actions</TableCell>}
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((podcast) => (
                <TableRow key={podcast._id} hover>
                  <TableCell>
                    <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
                      <Avatar variant="rounded" src={podcast.coverArtUrl ?? undefined} alt="" sx={{ width: 48, height: 48 }} />
                      <Stack sx={{ minWidth: 0 }}>
                        <Typography variant="subtitle2">{podcast.title}</Typography>
                        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
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
                      slotProps={{ input: { 'aria-label': `Featured: ${podcast.title}` } }}
                      onChange={(event) =>
                        update.mutate(
                          { id: podcast._id, body: { featured: event.target.checked } },
                          { onError: (error) => setNotice(error.message) },
                        )
                      }
                    />
                  </TableCell>
                  <TableCell>{new Date(podcast.createdAt).toLocaleDateString()}</TableCell>
                  {canWrite && (
                    <TableCell align="right">
                      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
                        <Button size="small" onClick={() => setEditing(podcast)} aria-label={`Edit ${podcast.title}`}>
                          Edit
                        </Button>
                        <Button size="small" color="error" onClick={() => setDeleting(podcast)} aria-label={`Delete ${podcast.title}`}>
                          Delete
                        </Button>
                      </Stack>
                    </TableCell>
                  )}
                </TableRow>
              ))}
              {!current.isPending && rows.length === 0 && !current.error && (
                <TableRow>
                  <TableCell colSpan={canWrite ? 5 : 4} sx={{ py: 6, textAlign: 'center', color: 'text.secondary' }}>
                    {query ? `No podcast matches “${query}”.` : 'No podcasts yet.'}
                  </TableCell>
                </TableRow>
              )}
              {current.isPending && (
                <TableRow>
                  <TableCell colSpan={canWrite ? 5 : 4} sx={{ py: 6, textAlign: 'center' }}>
                    <CircularProgress size={24} aria-label="Loading podcasts" />
                  </TableCell>
                </TableRow>
              )}
            </TableBody>
          </Table>
        </TableContainer>
      </Card>

      <PodcastFormDialog
        open={editing !== undefined}
        podcast={editing}
        onClose={() => setEditing(undefined)}
        onSaved={(saved) => {
          setNotice(editing ? `Saved “${saved.title}”` : `Added “${saved.title}”`);
          setEditing(undefined);
        }}
      />
      <PodcastDeleteDialog
        podcast={deleting}
        onClose={() => setDeleting(null)}
        onDeleted={(removed) => {
          setNotice(`Deleted “${removed.title}”`);
          setDeleting(null);
        }}
      />
      <Snackbar open={!!notice} autoHideDuration={4000} onClose={() => setNotice(null)} message={notice} />
    </>
  );
}
