import type { DailyReport } from '@mediawatch/shared';
import { paths } from '@mediawatch/shared';
import { Link as RouterLink } from '@mediawatch/shared/router';
import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { InlineList, useFormat, articlesHref } from '@mediawatch/shared/ui';

import { useDailyReportTexts } from './texts';
import { useFormatBand } from './use-change';

// ----------------------------------------------------------------------

/** Topics and sources outside their band that day, each with the articles behind it. */
export function SpikeCallouts({ report }: { report: DailyReport }) {
  const { t } = useDailyReportTexts();
  const format = useFormat();
  const band = useFormatBand();
  if (report.spikes.length === 0) return null;
  return (
    <Card component="section" aria-labelledby="spikes-title" sx={{ p: { xs: 2, md: 3 }, breakInside: 'avoid' }}>
      <Typography id="spikes-title" variant="h6" component="h2">
        {t('report.spikes.title')}
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
        {t('report.spikes.description')}
      </Typography>
      <Grid container spacing={2}>
        {report.spikes.map((spike) => {
          const filter = { from: report.day, to: report.day, ...(spike.kind === 'topic' ? { topicId: spike.id } : { sourceId: spike.id }) };
          return (
            <Grid key={`${spike.kind}:${spike.id}`} size={{ xs: 12, md: 6 }}>
              <Alert
                severity={spike.direction === 'up' ? 'warning' : 'info'}
                icon={<span aria-hidden>{spike.direction === 'up' ? '▲' : '▼'}</span>}
                sx={{ height: '100%', '& .MuiAlert-message': { minWidth: 0, flexGrow: 1 } }}
              >
                <Typography variant="caption" sx={{ display: 'block', textTransform: 'uppercase' }}>
                  {t(`report.spikes.${spike.kind}`)}
                </Typography>
                <Typography variant="subtitle2" component="h3">
                  {t(spike.direction === 'up' ? 'report.spikes.up' : 'report.spikes.down', {
                    name: spike.name,
                    count: format.number(spike.count),
                    ...band(spike.low, spike.high),
                  })}
                </Typography>
                {spike.articles.length > 0 ? (
                  <Stack component="ul" spacing={0.5} sx={{ my: 1, p: 0, listStyle: 'none' }}>
                    {spike.articles.map((article) => (
                      <li key={article.id}>
                        <Typography variant="body2" lang={article.language} dir="auto" noWrap>
                          <Link component={RouterLink} to={paths.read.getHref({ id: article.id })}>
                            {article.title}
                          </Link>
                        </Typography>
                        <Typography variant="caption" sx={{ color: 'text.secondary' }}>
                          <InlineList items={[article.sourceName, format.time(article.publishedAt)]} />
                        </Typography>
                      </li>
                    ))}
                  </Stack>
                ) : (
                  <Typography variant="body2" sx={{ my: 1 }}>
                    {t(spike.kind === 'source' ? 'report.spikes.noArticles' : 'report.spikes.noMatches')}
                  </Typography>
                )}
                <Stack direction="row" spacing={2} sx={{ flexWrap: 'wrap' }}>
                  {spike.count > 0 ? (
                    <Link component={RouterLink} to={articlesHref(filter)} variant="body2">
                      {t('report.spikes.seeAll', { count: format.number(spike.count) })}
                    </Link>
                  ) : null}
                  {spike.kind === 'source' ? (
                    <Link component={RouterLink} to={paths.sourceAnalysis.getHref({ source: spike.id })} variant="body2">
                      {t('report.spikes.analysis')}
                    </Link>
                  ) : null}
                </Stack>
              </Alert>
            </Grid>
          );
        })}
      </Grid>
    </Card>
  );
}
