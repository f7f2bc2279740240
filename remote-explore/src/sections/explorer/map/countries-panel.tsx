import { Suspense, useId, useMemo } from 'react';
import type { ExploreEntities } from '@mediawatch/shared';
import { lazyRetrying, paths } from '@mediawatch/shared';
import type { UseQueryResult } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ChartPanel, countryTerm, useFormat, useSeriesColors } from '@mediawatch/shared/ui';

import { useExplorerTexts } from '../texts';
import { QueryHeading } from '../query-heading';
import { CLASSES, percentDigits, scaleTop, useMapColors } from './map-scale';
import type { MapCountry } from './country-map';

// The drawing (d3-geo and topojson-client, about 10 KiB gzip, and the 1:110m
// topology, a JSON file of 38 KiB gzip) loads only where a map is shown (docs/decisions/0048-the-coverage-map.md).
const CountryMap = lazyRetrying(() => import('./country-map'));

/** The Search's query for a query's articles about one country (the `country:XX` term). */
export function countryQuery(query: string, country: string): string {
  return `(${query}) AND ${countryTerm(country)}`;
}

/** The scale's classes as swatches with their ranges; a flex row, so it runs right to left in Arabic. */
function Legend({ top }: { top: number }) {
  const { t } = useExplorerTexts();
  const format = useFormat();
  const colors = useMapColors();
  const id = useId();
  const digits = percentDigits(top);
  const swatch = (color: string, text: string, key: string) => (
    <Stack key={key} component="li" direction="row" spacing={0.75} sx={{ alignItems: 'center' }}>
      <Box aria-hidden sx={{ width: 18, height: 12, borderRadius: 0.5, bgcolor: color, flexShrink: 0 }} />
      <Typography variant="caption" sx={{ fontVariantNumeric: 'tabular-nums' }}>
        {text}
      </Typography>
    </Stack>
  );
  return (
    <Box sx={{ mt: 2 }}>
      <Typography variant="caption" component="p" id={id} sx={{ color: 'text.secondary', mb: 0.5 }}>
        {t('explorer.map.legend')}
      </Typography>
      <Stack
        component="ul"
        aria-labelledby={id}
        direction="row"
        useFlexGap
        sx={{ flexWrap: 'wrap', columnGap: 2, rowGap: 0.5, m: 0, p: 0, listStyle: 'none' }}
      >
        {swatch(colors.none, t('explorer.map.none'), 'none')}
        {colors.classes.map((color, index) =>
          swatch(
            color,
            `${format.percent((top * index) / CLASSES, digits)}–${format.percent((top * (index + 1)) / CLASSES, digits)}`,
            String(index),
          ),
        )}
      </Stack>
    </Box>
  );
}

/**
 * The countries a query's coverage is about (docs/decisions/0048-the-coverage-map.md):
 * a map per compared query, side by side on one colour scale, each country a
 * link to its articles in the Search; the panel's table (for screen readers,
 * "Show the data" and the CSV) lists every country with each query's
 * articles and share.
 */
export function CountriesPanel({ entities, queries }: { entities: Array<UseQueryResult<ExploreEntities>>; queries: string[] }) {
  const { t } = useExplorerTexts();
  const format = useFormat();
  const seriesColors = useSeriesColors();
  const loading = entities.some((answer) => answer.isPending);
  const failed = entities.find((answer) => answer.isError);
  const compared = queries.length > 1;

  const perQuery: MapCountry[][] = useMemo(
    () =>
      entities.map((answer, index) =>
        (answer.data?.countries ?? []).map((item) => ({
          ...item,
          label: t('explorer.map.countryLabel', {
            count: item.count,
            name: format.countryName(item.country),
            articles: format.number(item.count),
            share: format.percent(item.share, 1),
          }),
          href: paths.search.getHref({ q: countryQuery(queries[index]!, item.country), sort: 'publishedAt' }),
        })),
      ),
    [entities, queries, t, format],
  );
  const top = scaleTop(Math.max(0, ...perQuery.flat().map((item) => item.share)));
  const empty = !loading && !failed && perQuery.every((countries) => countries.length === 0);

  const rows = (() => {
    const codes = [...new Set(perQuery.flat().map((item) => item.country))];
    const first = (code: string) => Math.max(...perQuery.map((countries) => countries.find((item) => item.country === code)?.count ?? 0));
    return codes
      .sort((a, b) => first(b) - first(a))
      .map((code) => [
        format.countryName(code),
        code,
        ...perQuery.flatMap((countries) => {
          const item = countries.find((country) => country.country === code);
          return [item?.count ?? 0, format.percent(item?.share ?? 0, 1)];
        }),
      ]);
  })();

  return (
    <ChartPanel
      title={t('explorer.map.title')}
      description={t('explorer.map.description')}
      loading={loading}
      error={failed?.error}
      onRetry={() => entities.forEach((answer) => void answer.refetch())}
      empty={empty ? t('explorer.map.empty') : null}
      csvName="countries"
      height="auto"
      table={{
        columns: [
          t('explorer.map.country'),
          t('explorer.map.code'),
          ...queries.flatMap((query) =>
            compared
              ? [`${query} (${t('explorer.map.articles')})`, `${query} (${t('explorer.map.share')})`]
              : [t('explorer.map.articles'), t('explorer.map.share')],
          ),
        ],
        rows,
      }}
    >
      <Grid container spacing={3}>
        {perQuery.map((countries, index) => (
          <Grid key={index} size={{ xs: 12, md: compared ? 6 : 12 }}>
            {compared ? (
              <QueryHeading color={seriesColors[index % seriesColors.length]!} noWrap>
                {queries[index]}
              </QueryHeading>
            ) : null}
            {countries.length === 0 ? (
              <Typography sx={{ color: 'text.secondary', py: 4, textAlign: 'center' }}>{t('explorer.map.noPlace')}</Typography>
            ) : (
              <Suspense
                fallback={
                  <Skeleton variant="rounded" sx={{ aspectRatio: '2 / 1', height: 'auto' }} aria-label={t('explorer.map.loading')} />
                }
              >
                <CountryMap countries={countries} top={top} label={t('explorer.map.mapOf', { query: queries[index] })} />
              </Suspense>
            )}
          </Grid>
        ))}
      </Grid>
      <Legend top={top} />
      <Typography variant="caption" component="p" sx={{ mt: 1.5, color: 'text.secondary' }}>
        {t('explorer.map.hint')}
      </Typography>
      <Typography variant="caption" component="p" sx={{ mt: 0.5, color: 'text.secondary' }}>
        {t('explorer.map.attribution')}
      </Typography>
    </ChartPanel>
  );
}
