import { useMemo, useState } from 'react';
import { useSearchParams } from '@mediawatch/shared/router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import { toApiError } from '@mediawatch/shared';
import { useExportArticles, useArticles, useRetention, useSourceGroups, useSources, useTopics } from '@mediawatch/shared/queries';
import { EmptyState, ErrorState, LoadingState, useUiTranslation, TablePager, PageHeader, useUntonedText } from '@mediawatch/shared/ui';
import Typography from '@mui/material/Typography';

import { useWarehouseTexts } from '../texts';
import { ArticlesTable } from '../articles-table';
import { RetentionNotice } from '../retention-notice';
import { PAGE_SIZES, readFilter, toListQuery, writeFilter, type WarehouseFilter } from '../warehouse-filter';
import { WarehouseFilters } from '../warehouse-filters';

// ----------------------------------------------------------------------

/** The Data Warehouse: the production article table, filtered, sorted and paged on the server. */
export function WarehouseView() {
  const { t } = useWarehouseTexts();
  const { t: tUi } = useUiTranslation();
  const [params, setParams] = useSearchParams();
  const filter = useMemo(() => readFilter(params), [params]);
  const query = useMemo(() => toListQuery(filter), [filter]);

  const articles = useArticles(query);
  const untoned = useUntonedText()(articles.data?.untoned ?? 0);
  const retention = useRetention();
  const sources = useSources();
  const groups = useSourceGroups();
  const topics = useTopics();
  const exportCsv = useExportArticles();
  const [exportError, setExportError] = useState<string | null>(null);

  const setFilter = (next: WarehouseFilter) => setParams(writeFilter(next), { replace: true });
  const patch = (change: Partial<WarehouseFilter>) => setFilter({ ...filter, ...change, page: 1 });

  const languages = useMemo(
    () => [...new Set((sources.data ?? []).map((source) => source.language))].sort().map((code) => ({ value: code, label: code })),
    [sources.data],
  );

  const onExport = () => {
    setExportError(null);
    const { page: _page, pageSize: _pageSize, ...exportQuery } = query;
    exportCsv.mutate(exportQuery, {
      onError: (error) => setExportError(t('warehouse.exportFailed', { message: toApiError(error).message })),
    });
  };

  const filtered = writeFilter({ ...filter, page: 1, pageSize: PAGE_SIZES[0], sort: 'publishedAt', order: 'desc' }).size > 0;

  return (
    <>
      <PageHeader
        title={t('warehouse.title')}
        description={t('warehouse.description')}
        action={
          <Button variant="contained" onClick={onExport} loading={exportCsv.isPending} disabled={articles.data?.total === 0}>
            {t('warehouse.exportCsv')}
          </Button>
        }
      />
      <Stack spacing={2}>
        {retention.data ? <RetentionNotice policy={retention.data} /> : null}
        {exportError ? (
          <Alert severity="error" onClose={() => setExportError(null)} closeText={tUi('close')}>
            {exportError}
          </Alert>
        ) : null}
        <Card>
          <Box sx={{ p: 2 }}>
            <WarehouseFilters
              filter={filter}
              sources={(sources.data ?? []).map((source) => ({ value: source.id, label: source.name }))}
              groups={(groups.data ?? []).map((group) => ({ value: group.id, label: group.name }))}
              topics={(topics.data ?? []).map((topic) => ({ value: topic.id, label: topic.name }))}
              languages={languages}
              onChange={patch}
              onClear={() => setFilter(readFilter(new URLSearchParams()))}
            />
          </Box>
          {/* The previous page stays while the next loads; the bar says a load is on. */}
          {articles.isFetching && articles.data ? <LinearProgress aria-label={t('warehouse.loadingBar')} /> : null}
          {untoned ? (
            // A tone filter leaves out the articles that have no tone: the table says how many.
            <Typography variant="body2" sx={{ px: 2, pt: 1.5, color: 'text.secondary' }}>
              {untoned}
            </Typography>
          ) : null}
          {articles.isPending ? (
            <LoadingState label={t('warehouse.loading')} />
          ) : articles.isError ? (
            <Box sx={{ p: 2 }}>
              <ErrorState title={t('warehouse.loadFailed')} error={articles.error} onRetry={() => void articles.refetch()} />
            </Box>
          ) : articles.data.items.length === 0 ? (
            <EmptyState title={filtered ? t('warehouse.noMatch') : t('warehouse.empty')}>
              {filtered ? t('warehouse.noMatchText') : t('warehouse.emptyText')}
            </EmptyState>
          ) : (
            <>
              <ArticlesTable
                articles={articles.data.items}
                sort={filter.sort}
                order={filter.order}
                onSort={(sort, order) => setFilter({ ...filter, sort, order, page: 1 })}
              />
              <TablePager
                count={articles.data.total}
                page={filter.page - 1}
                rowsPerPage={filter.pageSize}
                rowsPerPageOptions={[...PAGE_SIZES]}
                onPageChange={(next) => setFilter({ ...filter, page: next + 1 })}
                onRowsPerPageChange={(pageSize) => setFilter({ ...filter, pageSize, page: 1 })}
              />
            </>
          )}
        </Card>
      </Stack>
    </>
  );
}
