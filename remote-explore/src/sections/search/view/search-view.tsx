import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Divider from '@mui/material/Divider';
import Grid from '@mui/material/Grid';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Pagination from '@mui/material/Pagination';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import Alert from '@mui/material/Alert';
import { ApiError, PageHeader, toApiError, type ArticleSearchQuery, type QueryErrorBody } from '@mediawatch/shared';

import { useSearchArticles } from '../../../api/search-articles';
import { QueryError } from '../query-error';
import { SearchFacets } from '../search-facets';
import { SearchHit } from '../search-hit';

// ----------------------------------------------------------------------

const PAGE_SIZE = 20;

const SYNTAX_HELP = 'AND, OR, NOT, "exact phrase", (parentheses), intitle:word, source:name, lang:fr';

function nextDay(day: string): string {
  const date = new Date(`${day}T00:00:00.000Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

/** The search's state is the URL: a search can be shared, reloaded and gone back to. */
function readSearch(params: URLSearchParams) {
  return {
    q: params.get('q') ?? '',
    sourceId: params.get('sourceId') ?? undefined,
    language: params.get('language') ?? undefined,
    day: params.get('day') ?? undefined,
    sort: params.get('sort') === 'publishedAt' ? ('publishedAt' as const) : ('relevance' as const),
    page: Math.max(1, Number(params.get('page')) || 1),
  };
}

type SearchState = ReturnType<typeof readSearch>;

function writeSearch(state: SearchState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.q) params.set('q', state.q);
  if (state.sourceId) params.set('sourceId', state.sourceId);
  if (state.language) params.set('language', state.language);
  if (state.day) params.set('day', state.day);
  if (state.sort !== 'relevance') params.set('sort', state.sort);
  if (state.page > 1) params.set('page', String(state.page));
  return params;
}

function toQuery(state: SearchState): ArticleSearchQuery {
  return {
    q: state.q,
    sourceId: state.sourceId ? [state.sourceId] : undefined,
    language: state.language ? [state.language] : undefined,
    from: state.day,
    to: state.day ? nextDay(state.day) : undefined,
    sort: state.sort,
    page: state.page,
    pageSize: PAGE_SIZE,
  };
}

/** Full-text search over the articles in the topic language, with highlights and facets. */
export function SearchView() {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => readSearch(params), [params]);
  const query = useMemo(() => toQuery(state), [state]);
  const search = useSearchArticles(query);
  const [draft, setDraft] = useState(state.q);

  // Back and forward change the URL: the box follows.
  useEffect(() => setDraft(state.q), [state.q]);

  const update = (change: Partial<SearchState>) => setParams(writeSearch({ ...state, page: 1, ...change }));

  const parseError = (() => {
    if (!(search.error instanceof ApiError) || search.error.status !== 400) return null;
    const body = search.error.body as Partial<QueryErrorBody> | undefined;
    return { message: search.error.message, position: body?.position, length: body?.length };
  })();

  return (
    <>
      <PageHeader title="Search" description="Search every stored article with the topic language. Results are ranked by relevance, with the matching words highlighted." />
      <Stack spacing={3}>
        <Card sx={{ p: 2 }}>
          <Stack
            component="form"
            role="search"
            aria-label="Articles"
            direction={{ xs: 'column', sm: 'row' }}
            spacing={1.5}
            onSubmit={(event) => {
              event.preventDefault();
              update({ q: draft.trim() });
            }}
          >
            <TextField
              label="Search query"
              value={draft}
              onChange={(event) => setDraft(event.target.value)}
              fullWidth
              error={!!parseError}
              helperText={SYNTAX_HELP}
              slotProps={{ htmlInput: { spellCheck: false, autoCapitalize: 'off' } }}
            />
            <TextField select label="Sort by" value={state.sort} onChange={(event) => update({ sort: event.target.value as SearchState['sort'] })} sx={{ minWidth: 160 }}>
              <MenuItem value="relevance">Relevance</MenuItem>
              <MenuItem value="publishedAt">Newest first</MenuItem>
            </TextField>
            <Button type="submit" variant="contained" sx={{ alignSelf: { sm: 'flex-start' }, height: 56, px: 4 }}>
              Search
            </Button>
          </Stack>
        </Card>

        {!state.q ? (
          <Typography sx={{ color: 'text.secondary' }}>Type a query, for example: energy AND (grid OR "power cut") NOT sport</Typography>
        ) : parseError ? (
          <QueryError query={state.q} message={parseError.message} position={parseError.position} length={parseError.length} />
        ) : search.isError ? (
          <Alert severity="error" action={<Button color="inherit" size="small" onClick={() => void search.refetch()}>Retry</Button>}>
            {`The search failed: ${toApiError(search.error).message}`}
          </Alert>
        ) : search.isPending ? (
          <Box role="status" sx={{ py: 4 }}>
            <LinearProgress aria-hidden />
            <Typography sx={{ mt: 1, color: 'text.secondary' }}>Searching…</Typography>
          </Box>
        ) : (
          <Grid container spacing={3}>
            <Grid size={{ xs: 12, md: 3 }}>
              <Card sx={{ p: 2 }} component="aside" aria-label="Facets">
                <SearchFacets
                  facets={search.data.facets}
                  selectedSource={state.sourceId}
                  selectedLanguage={state.language}
                  selectedDay={state.day}
                  onSource={(sourceId) => update({ sourceId })}
                  onLanguage={(language) => update({ language })}
                  onDay={(day) => update({ day })}
                />
              </Card>
            </Grid>
            <Grid size={{ xs: 12, md: 9 }}>
              <Card sx={{ p: 2 }} component="section" aria-label="Results">
                <Typography role="status" variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
                  {`${search.data.total.toLocaleString('en')} result${search.data.total === 1 ? '' : 's'} in ${search.data.tookMs} ms`}
                </Typography>
                {search.isFetching ? <LinearProgress aria-label="Updating results" sx={{ mb: 2 }} /> : null}
                {search.data.items.length === 0 ? (
                  <Typography>{`Nothing matches ${state.q}${state.sourceId || state.language || state.day ? ' with these facets' : ''}.`}</Typography>
                ) : (
                  <Stack spacing={2} divider={<Divider flexItem />}>
                    {search.data.items.map((hit) => (
                      <SearchHit key={hit.id} hit={hit} />
                    ))}
                  </Stack>
                )}
                {search.data.total > PAGE_SIZE ? (
                  <Pagination
                    sx={{ mt: 3 }}
                    count={Math.ceil(search.data.total / PAGE_SIZE)}
                    page={state.page}
                    onChange={(_, page) => update({ page })}
                  />
                ) : null}
              </Card>
            </Grid>
          </Grid>
        )}
      </Stack>
    </>
  );
}
