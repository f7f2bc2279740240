import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from '@mediawatch/shared/router';
import Alert from '@mui/material/Alert';
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
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { ApiError, type ArticleSearchQuery, type QueryErrorBody, toApiError, Trans } from '@mediawatch/shared';
import { SEARCH_TYPES } from '@mediawatch/shared/constants';
import { useExportArticles, useSearchArticles } from '@mediawatch/shared/queries';
import {
  ErrorState,
  InlineList,
  LoadingState,
  PageHeader,
  useFormat,
  useMessage,
  usePaginationLabels,
  useUiTranslation,
  QUERY_INPUT_PROPS,
  QueryHelp,
} from '@mediawatch/shared/ui';

import { useSearchTexts } from '../texts';
import { usePdfsTexts } from '../../pdfs/texts';
import { QueryError } from '../query-error';
import { SearchFacets } from '../search-facets';
import { PdfHits } from '../pdf-hits';
import { SearchHit } from '../search-hit';

// ----------------------------------------------------------------------

const PAGE_SIZE = 20;

type SearchType = (typeof SEARCH_TYPES)[number];

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
    type: (SEARCH_TYPES as readonly string[]).includes(params.get('type') ?? '') ? (params.get('type') as SearchType) : 'all',
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
  if (state.type !== 'all') params.set('type', state.type);
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
  const { t } = useSearchTexts();
  const { t: tPdfs } = usePdfsTexts();
  const { t: tUi } = useUiTranslation();
  const format = useFormat();
  const say = useMessage();
  const { getItemAriaLabel } = usePaginationLabels();
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => readSearch(params), [params]);
  const query = useMemo(() => toQuery(state), [state]);
  const search = useSearchArticles(state.type === 'pdfs' ? { ...query, q: '' } : query);
  const withArticles = state.type !== 'pdfs';
  const withPdfs = state.type !== 'articles';
  const [draft, setDraft] = useState(state.q);
  const exportCsv = useExportArticles();
  const [exportError, setExportError] = useState<string | null>(null);

  // Back and forward change the URL: the box follows.
  useEffect(() => setDraft(state.q), [state.q]);

  const update = (change: Partial<SearchState>) => setParams(writeSearch({ ...state, page: 1, ...change }));

  const parseError = (() => {
    if (!(search.error instanceof ApiError) || search.error.status !== 400) return null;
    const body = search.error.body as Partial<QueryErrorBody> | undefined;
    return { message: say(body?.coded ?? search.error.message), position: body?.position, length: body?.length };
  })();

  const narrowed = !!(state.sourceId || state.language || state.day);

  return (
    <>
      <PageHeader title={t('nav:search')} description={t('search.description')} />
      <Stack spacing={3}>
        <Card sx={{ p: 2 }}>
          <Stack
            component="form"
            role="search"
            aria-label={t('search.form')}
            direction={{ xs: 'column', sm: 'row' }}
            spacing={1.5}
            onSubmit={(event) => {
              event.preventDefault();
              update({ q: draft.trim() });
            }}
          >
            <TextField
              label={t('search.query')}
              value={draft}
              onChange={(event) => setDraft(event.target.value)}
              fullWidth
              error={!!parseError}
              helperText={
                <InlineList
                  separator={tUi('listSeparator')}
                  items={[
                    'AND',
                    'OR',
                    'NOT',
                    `"${t('search.syntax.phrase')}"`,
                    `(${t('search.syntax.parentheses')})`,
                    `intitle:${t('search.syntax.word')}`,
                    `source:${t('search.syntax.name')}`,
                    'lang:fr',
                    `person:${t('search.syntax.name')}`,
                    'country:FR',
                  ]}
                />
              }
              slotProps={{ htmlInput: QUERY_INPUT_PROPS }}
            />
            <TextField
              select
              label={t('search.sortBy')}
              value={state.sort}
              onChange={(event) => update({ sort: event.target.value as SearchState['sort'] })}
              sx={{ minWidth: 160 }}
            >
              <MenuItem value="relevance">{t('search.relevance')}</MenuItem>
              <MenuItem value="publishedAt">{t('search.newest')}</MenuItem>
            </TextField>
            <Button type="submit" variant="contained" sx={{ alignSelf: { sm: 'flex-start' }, height: 56, px: 4 }}>
              {t('search.submit')}
            </Button>
          </Stack>
          <QueryHelp />
        </Card>

        <ToggleButtonGroup
          exclusive
          size="small"
          color="primary"
          aria-label={tPdfs('pdfs.search.type')}
          value={state.type}
          onChange={(_, type: SearchType | null) => {
            if (type) update({ type });
          }}
        >
          {SEARCH_TYPES.map((type) => (
            <ToggleButton key={type} value={type} sx={{ px: 2 }}>
              {tPdfs(`pdfs.search.${type}`)}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>

        {!state.q ? (
          <Typography sx={{ color: 'text.secondary' }}>{t('search.hint')}</Typography>
        ) : !withArticles ? (
          <PdfHits q={state.q} />
        ) : parseError ? (
          <QueryError query={state.q} message={parseError.message} position={parseError.position} length={parseError.length} />
        ) : search.isError ? (
          <ErrorState title={t('search.failed')} error={search.error} onRetry={() => void search.refetch()} />
        ) : search.isPending ? (
          <LoadingState label={t('search.searching')} />
        ) : (
          <Grid container spacing={3}>
            <Grid size={{ xs: 12, md: 3 }}>
              <Card sx={{ p: 2 }} component="aside" aria-label={t('search.facets')}>
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
              <Card sx={{ p: 2 }} component="section" aria-label={t('search.results')}>
                <Stack direction="row" spacing={2} sx={{ mb: 2, alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }}>
                  <Typography role="status" variant="body2" sx={{ color: 'text.secondary' }}>
                    <Trans
                      t={t}
                      i18nKey="search.summary"
                      count={search.data.total}
                      values={{ total: format.number(search.data.total), took: format.duration(search.data.tookMs) }}
                      components={{ took: <bdi /> }}
                    />
                  </Typography>
                  {search.data.total > 0 ? (
                    <Button
                      size="small"
                      variant="outlined"
                      loading={exportCsv.isPending}
                      onClick={() => {
                        setExportError(null);
                        const { page: _page, pageSize: _pageSize, sort, ...filter } = query;
                        exportCsv.mutate(
                          { ...filter, ...(sort === 'publishedAt' ? { sort: 'publishedAt', order: 'desc' } : {}) },
                          { onError: (error) => setExportError(t('search.exportFailed', { message: toApiError(error).message })) },
                        );
                      }}
                    >
                      {t('search.exportCsv')}
                    </Button>
                  ) : null}
                </Stack>
                {exportError ? (
                  <Alert severity="error" sx={{ mb: 2 }} onClose={() => setExportError(null)} closeText={tUi('close')}>
                    {exportError}
                  </Alert>
                ) : null}
                {search.isFetching ? <LinearProgress aria-label={t('search.updating')} sx={{ mb: 2 }} /> : null}
                {search.data.items.length === 0 ? (
                  <Typography>{t(narrowed ? 'search.nothingWithFacets' : 'search.nothing', { query: state.q })}</Typography>
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
                    getItemAriaLabel={getItemAriaLabel}
                  />
                ) : null}
              </Card>
              {withPdfs ? (
                <Stack sx={{ mt: 3 }}>
                  <PdfHits q={state.q} />
                </Stack>
              ) : null}
            </Grid>
          </Grid>
        )}
      </Stack>
    </>
  );
}
