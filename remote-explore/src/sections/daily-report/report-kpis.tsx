import type { DailyReport } from '@mediawatch/shared';
import { Link as RouterLink } from '@mediawatch/shared/router';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useFormat, articlesHref, TONE_FILTERS, useUntonedText } from '@mediawatch/shared/ui';

import { useDailyReportTexts } from './texts';
import { changeColor, directionColor, useDescribeChange, useFormatBand } from './use-change';

// ----------------------------------------------------------------------

function Kpi({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Card sx={{ p: 2.5, height: '100%', breakInside: 'avoid' }}>
      <Typography variant="overline" component="h2" sx={{ color: 'text.secondary' }}>
        {label}
      </Typography>
      {children}
    </Card>
  );
}

/** The day at a glance: volume and its changes, the tone split, spikes, the leading story. */
export function ReportKpis({ report }: { report: DailyReport }) {
  const { t } = useDailyReportTexts();
  const format = useFormat();
  const describe = useDescribeChange();
  const band = useFormatBand();
  const { total, tone } = report;
  const untoned = useUntonedText()(tone.untoned);
  // The split's shares are of the articles that have a tone.
  const scored = total.count - tone.untoned;
  const dayLink = { from: report.day, to: report.day };
  const toneParts = [
    { key: 'negative' as const, count: tone.negative, color: 'error.main' },
    { key: 'neutral' as const, count: tone.neutral, color: 'grey.500' },
    { key: 'positive' as const, count: tone.positive, color: 'success.main' },
  ];
  const leading = report.stories[0];
  return (
    <Grid container spacing={3}>
      <Grid size={{ xs: 12, sm: 6, lg: 3 }}>
        <Kpi label={t('report.kpi.articles')}>
          <Typography variant="h3" component="p">
            <Link component={RouterLink} to={articlesHref(dayLink)} underline="hover" color="inherit">
              {format.number(total.count)}
            </Link>
          </Typography>
          <Typography variant="body2" sx={{ color: changeColor(total.count, total.previous) }}>
            {t('report.kpi.vsPrevious', { change: describe(total.count, total.previous), previous: format.number(total.previous) })}
          </Typography>
          <Typography variant="body2" sx={{ color: changeColor(total.count, total.mean) }}>
            {t('report.kpi.vsMean', {
              change: describe(total.count, total.mean),
              mean: format.number(total.mean, { maximumFractionDigits: 1 }),
            })}
          </Typography>
          <Typography variant="caption" sx={{ color: 'text.secondary' }}>
            {t('report.kpi.band', band(total.low, total.high))}
          </Typography>
        </Kpi>
      </Grid>
      <Grid size={{ xs: 12, sm: 6, lg: 3 }}>
        <Kpi label={t('report.kpi.tone')}>
          <Typography variant="h3" component="p">
            {tone.mean === null
              ? '–'
              : format.number(tone.mean, { minimumFractionDigits: 1, maximumFractionDigits: 1, signDisplay: 'exceptZero' })}
          </Typography>
          <Box
            role="img"
            aria-label={t('report.tone.split')}
            sx={{ display: 'flex', height: 8, borderRadius: 1, overflow: 'hidden', my: 1, bgcolor: 'action.hover' }}
          >
            {toneParts.map((part) => (
              <Box key={part.key} sx={{ bgcolor: part.color, flexGrow: part.count, flexBasis: 0 }} />
            ))}
          </Box>
          <Stack spacing={0.25}>
            {toneParts.map((part) => (
              <Typography key={part.key} variant="body2">
                <Box
                  component="span"
                  aria-hidden
                  sx={{ display: 'inline-block', width: 8, height: 8, borderRadius: '50%', bgcolor: part.color, marginInlineEnd: 1 }}
                />
                <Link
                  component={RouterLink}
                  to={articlesHref({
                    ...dayLink,
                    ...TONE_FILTERS[part.key],
                    sort: 'tone',
                    order: part.key === 'positive' ? 'desc' : 'asc',
                  })}
                  // Underlined: a link inside a line of text is told apart by more than its colour (WCAG 1.4.1).
                  underline="always"
                >
                  {t(`report.tone.${part.key}`)}
                </Link>
                {`: ${format.number(part.count)} (${format.percent(scored > 0 ? part.count / scored : 0)})`}
              </Typography>
            ))}
            {untoned && (
              <Typography variant="caption" sx={{ color: 'text.secondary' }}>
                {untoned}
              </Typography>
            )}
          </Stack>
        </Kpi>
      </Grid>
      <Grid size={{ xs: 12, sm: 6, lg: 3 }}>
        <Kpi label={t('report.kpi.spikes')}>
          <Typography variant="h3" component="p">
            {format.number(report.spikes.length)}
          </Typography>
          {report.spikes.length === 0 ? (
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {t('report.kpi.spikesNone')}
            </Typography>
          ) : (
            <Stack component="ul" sx={{ m: 0, p: 0, listStyle: 'none' }}>
              {report.spikes.slice(0, 3).map((spike) => (
                <Typography
                  component="li"
                  key={`${spike.kind}:${spike.id}`}
                  variant="body2"
                  sx={{ color: directionColor(spike.direction) }}
                  noWrap
                >
                  {spike.direction === 'up' ? '▲ ' : '▼ '}
                  <bdi>{spike.name}</bdi>
                </Typography>
              ))}
            </Stack>
          )}
        </Kpi>
      </Grid>
      <Grid size={{ xs: 12, sm: 6, lg: 3 }}>
        <Kpi label={t('report.kpi.stories')}>
          {leading ? (
            <>
              <Typography
                variant="subtitle1"
                component="p"
                dir="auto"
                sx={{ display: '-webkit-box', WebkitLineClamp: 3, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}
              >
                <Link component={RouterLink} to={articlesHref({ clusterId: leading.clusterId })} underline="hover" color="inherit">
                  {leading.title}
                </Link>
              </Typography>
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {t('report.kpi.outlets', { count: leading.outlets, total: format.number(leading.outlets) })}
              </Typography>
            </>
          ) : (
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {t('report.kpi.storiesNone')}
            </Typography>
          )}
        </Kpi>
      </Grid>
    </Grid>
  );
}
