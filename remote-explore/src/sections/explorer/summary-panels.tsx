import type { ExploreEntities, ExploreSummary } from '@mediawatch/shared';
import { paths } from '@mediawatch/shared';
import { Link as RouterLink } from '@mediawatch/shared/router';
import type { UseQueryResult } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ChartPanel, ErrorState, useFormat, useSeriesColors } from '@mediawatch/shared/ui';

import { ArticleRefItem } from '../../utils/article-ref-item';
import { entityHref } from '../entity/entity-links';
import { useExplorerTexts } from './texts';
import { QueryHeading } from './query-heading';

// ----------------------------------------------------------------------

type Summaries = Array<UseQueryResult<ExploreSummary>>;

interface Ranked {
  key: string;
  label: string;
  count: number;
  /** Of the query's matches, 0..1 (the entity panels). */
  share?: number;
  href?: string;
}

/** One query's ranked items as bars (the panel's table and CSV carry the same). */
function RankedBars({ items, color, empty }: { items: Ranked[]; color: string; empty: string }) {
  const format = useFormat();
  const max = Math.max(1, ...items.map((item) => item.count));
  if (items.length === 0) return <Typography sx={{ color: 'text.secondary' }}>{empty}</Typography>;
  return (
    <Stack spacing={0.5}>
      {items.map((item) => (
        <Box key={item.key} sx={{ position: 'relative', py: 0.25, px: 1 }}>
          <Box
            sx={{
              position: 'absolute',
              insetBlock: 0,
              insetInlineStart: 0,
              width: `${(100 * item.count) / max}%`,
              bgcolor: color,
              opacity: 0.18,
              borderRadius: 0.5,
            }}
          />
          <Stack direction="row" spacing={1} sx={{ position: 'relative', justifyContent: 'space-between' }}>
            <Typography variant="body2" noWrap dir="auto">
              {item.href ? (
                // Ink, not the primary tone: the link sits on the bar's tint.
                <Link component={RouterLink} to={item.href} color="inherit">
                  {item.label}
                </Link>
              ) : (
                item.label
              )}
            </Typography>
            <Typography variant="body2" sx={{ fontVariantNumeric: 'tabular-nums', flexShrink: 0 }}>
              {format.number(item.count)}
              {item.share === undefined ? null : (
                // Ink, not the secondary grey: on the widest bars' tint that grey falls under 4.5:1.
                <Box component="span" sx={{ marginInlineStart: 1 }}>
                  {format.percent(item.share, 1)}
                </Box>
              )}
            </Typography>
          </Stack>
        </Box>
      ))}
    </Stack>
  );
}

/** A panel with one column per compared query. */
function PerQueryPanel<T>({
  title,
  description,
  summaries,
  queries,
  pick,
  columns,
  csvName,
  empty,
}: {
  title: string;
  description?: string;
  summaries: Array<UseQueryResult<T>>;
  queries: string[];
  pick: (summary: T) => Ranked[];
  columns: [string, string];
  csvName: string;
  empty: string;
}) {
  const colors = useSeriesColors();
  const loading = summaries.some((summary) => summary.isPending);
  const failed = summaries.find((summary) => summary.isError);
  return (
    <ChartPanel
      title={title}
      description={description}
      loading={loading}
      error={failed?.error}
      onRetry={() => summaries.forEach((summary) => void summary.refetch())}
      csvName={csvName}
      height="auto"
      table={{
        columns: [columns[0], ...queries],
        rows: (() => {
          const keys = new Map<string, string>();
          summaries.forEach((summary) => summary.data && pick(summary.data).forEach((item) => keys.set(item.key, item.label)));
          return [...keys.entries()].map(([key, label]) => [
            label,
            ...summaries.map((summary) => (summary.data ? (pick(summary.data).find((item) => item.key === key)?.count ?? 0) : null)),
          ]);
        })(),
      }}
    >
      <Grid container spacing={2}>
        {summaries.map((summary, index) => (
          <Grid key={index} size={{ xs: 12, sm: 6, lg: 12 / Math.max(1, Math.min(4, summaries.length)) }}>
            <QueryHeading color={colors[index % colors.length]!} noWrap>
              {queries[index]}
            </QueryHeading>
            {summary.data ? (
              <RankedBars items={pick(summary.data).slice(0, 12)} color={colors[index % colors.length]!} empty={empty} />
            ) : null}
          </Grid>
        ))}
      </Grid>
    </ChartPanel>
  );
}

export function TotalAttention({ summaries, queries }: { summaries: Summaries; queries: string[] }) {
  const { t } = useExplorerTexts();
  const format = useFormat();
  const colors = useSeriesColors();
  return (
    <Grid container spacing={3} component="section" aria-label={t('explorer.total.title')}>
      {summaries.map((summary, index) => (
        <Grid key={index} size={{ xs: 12, sm: 6, lg: 12 / Math.max(1, Math.min(4, summaries.length)) }}>
          <Card sx={{ p: 2.5, height: '100%', borderInlineStart: 4, borderColor: colors[index % colors.length] }}>
            <Typography variant="overline" component="h2" sx={{ color: 'text.secondary', display: 'block' }} noWrap dir="auto">
              {queries[index]}
            </Typography>
            {summary.isError ? (
              <ErrorState title={t('explorer.failed')} error={summary.error} onRetry={() => void summary.refetch()} />
            ) : !summary.data ? (
              <Skeleton variant="text" width="60%" height={48} />
            ) : (
              <>
                <Typography variant="h4" component="p">
                  {t('explorer.total.matches', { count: summary.data.total, total: format.number(summary.data.total) })}
                </Typography>
                <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                  {t('explorer.total.share', {
                    share: format.percent(summary.data.totalInFilters ? summary.data.total / summary.data.totalInFilters : 0, 1),
                    all: format.number(summary.data.totalInFilters),
                  })}
                </Typography>
              </>
            )}
          </Card>
        </Grid>
      ))}
    </Grid>
  );
}

export function WordsPanel({ summaries, queries }: { summaries: Summaries; queries: string[] }) {
  const { t } = useExplorerTexts();
  const format = useFormat();
  const sampled = Math.max(0, ...summaries.map((summary) => summary.data?.sampled ?? 0));
  return (
    <PerQueryPanel
      title={t('explorer.words.title')}
      description={t('explorer.words.description', { sampled: format.number(sampled) })}
      summaries={summaries}
      queries={queries}
      pick={(summary) => summary.words.map((word) => ({ key: word.word, label: word.word, count: word.count }))}
      columns={[t('explorer.words.word'), t('explorer.words.headlines')]}
      csvName="top-words"
      empty={t('explorer.words.empty')}
    />
  );
}

export function SourcesPanel({ summaries, queries }: { summaries: Summaries; queries: string[] }) {
  const { t } = useExplorerTexts();
  return (
    <PerQueryPanel
      title={t('explorer.sourcesPanel.title')}
      summaries={summaries}
      queries={queries}
      pick={(summary) =>
        summary.sources.map((source) => ({
          key: source.id,
          label: source.name,
          count: source.count,
          href: paths.sourceAnalysis.getHref({ source: source.id }),
        }))
      }
      columns={[t('explorer.sourcesPanel.source'), t('explorer.sourcesPanel.articles')]}
      csvName="top-sources"
      empty={t('explorer.sourcesPanel.empty')}
    />
  );
}

export function LanguagesPanel({ summaries, queries }: { summaries: Summaries; queries: string[] }) {
  const { t } = useExplorerTexts();
  const format = useFormat();
  return (
    <PerQueryPanel
      title={t('explorer.languagesPanel.title')}
      summaries={summaries}
      queries={queries}
      pick={(summary) =>
        summary.languages.map((item) => ({ key: item.language, label: format.languageName(item.language), count: item.count }))
      }
      columns={[t('explorer.languagesPanel.language'), t('explorer.languagesPanel.articles')]}
      csvName="top-languages"
      empty={t('explorer.languagesPanel.empty')}
    />
  );
}

/** The newest matches of each query, each opening the reader; the whole set in the search. */
export function SamplePanel({ summaries, queries }: { summaries: Summaries; queries: string[] }) {
  const { t } = useExplorerTexts();
  const colors = useSeriesColors();
  return (
    <ChartPanel
      title={t('explorer.sample.title')}
      description={t('explorer.sample.description')}
      loading={summaries.some((summary) => summary.isPending)}
      csvName="sample-articles"
      height="auto"
      table={{
        columns: ['query', 'published_at', 'source', 'language', 'tone', 'title', 'id'],
        rows: summaries.flatMap((summary, index) =>
          (summary.data?.sample ?? []).map((article) => [
            queries[index]!,
            article.publishedAt,
            article.sourceName,
            article.language,
            article.tone,
            article.title,
            article.id,
          ]),
        ),
      }}
    >
      <Grid container spacing={2}>
        {summaries.map((summary, index) => (
          <Grid key={index} size={{ xs: 12, md: 12 / Math.max(1, Math.min(2, summaries.length)) }}>
            <QueryHeading color={colors[index % colors.length]!}>{queries[index]}</QueryHeading>
            {summary.data && summary.data.sample.length === 0 ? (
              <Typography sx={{ color: 'text.secondary' }}>{t('explorer.sample.empty')}</Typography>
            ) : null}
            <Stack component="ul" spacing={1} sx={{ m: 0, p: 0, listStyle: 'none' }}>
              {(summary.data?.sample ?? []).map((article) => (
                <ArticleRefItem key={article.id} article={article} />
              ))}
            </Stack>
            {summary.data && summary.data.total > 0 ? (
              <Link
                component={RouterLink}
                to={paths.search.getHref({ q: queries[index], sort: 'publishedAt' })}
                variant="body2"
                sx={{ display: 'inline-block', mt: 1 }}
              >
                {t('explorer.sample.allInSearch')}
              </Link>
            ) : null}
          </Grid>
        ))}
      </Grid>
    </ChartPanel>
  );
}

type Entities = Array<UseQueryResult<ExploreEntities>>;

/**
 * A query's top people, organizations or places (docs/decisions/0047-entities-method.md):
 * articles mentioning each and their share of the query's matches, compared across the queries;
 * each name opens its page (docs/decisions/0060-the-entity-page.md).
 */
export function EntityPanel({
  kind,
  entities,
  queries,
}: {
  kind: 'people' | 'organizations' | 'places';
  entities: Entities;
  queries: string[];
}) {
  const { t } = useExplorerTexts();
  const format = useFormat();
  const unread = Math.max(0, ...entities.map((answer) => answer.data?.unread ?? 0));
  return (
    <PerQueryPanel
      title={t(`explorer.entities.${kind}.title`)}
      description={
        unread > 0
          ? `${t('explorer.entities.description')} ${t('explorer.entities.unread', { count: unread, unread: format.number(unread) })}`
          : t('explorer.entities.description')
      }
      summaries={entities}
      queries={queries}
      pick={(answer) =>
        answer[kind].map((entity) => ({
          key: String(entity.id),
          label: kind === 'places' && entity.country ? `${entity.name} (${entity.country})` : entity.name,
          count: entity.count,
          share: entity.share,
          href: entityHref(entity.id),
        }))
      }
      columns={[t(`explorer.entities.${kind}.name`), t('explorer.entities.articles')]}
      csvName={`top-${kind}`}
      empty={t(`explorer.entities.${kind}.empty`)}
    />
  );
}
