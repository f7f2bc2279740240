import type { FetchRun, Source, SourceAnalysis } from '@mediawatch/shared';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { ChartPanel, ScrollTable, useFormat, useMessage, NUMBER_CELL } from '@mediawatch/shared/ui';

import { FactList } from '../../utils/fact-list';
import { useSourceAnalysisTexts } from './texts';

// ----------------------------------------------------------------------

/** The source's share of each of its groups' articles. */
export function VoicePanel({ analysis }: { analysis: SourceAnalysis }) {
  const { t } = useSourceAnalysisTexts();
  const format = useFormat();
  return (
    <ChartPanel
      title={t('sourceAnalysis.voice.title')}
      description={t('sourceAnalysis.voice.description')}
      empty={analysis.groups.length === 0 ? t('sourceAnalysis.voice.empty') : null}
      csvName={`share-of-voice-${analysis.sourceId}`}
      height="auto"
      table={{
        columns: [t('sourceAnalysis.voice.group'), t('sourceAnalysis.voice.share')],
        rows: analysis.groups.map((group) => [
          group.name,
          group.groupCount ? Math.round((10_000 * group.count) / group.groupCount) / 10_000 : 0,
        ]),
      }}
    >
      <Stack spacing={2}>
        {analysis.groups.map((group) => {
          const share = group.groupCount ? group.count / group.groupCount : 0;
          return (
            <Box key={group.id}>
              <Stack direction="row" sx={{ justifyContent: 'space-between' }}>
                <Typography variant="subtitle2" component="p">
                  {group.name}
                </Typography>
                <Typography variant="subtitle2" component="p">
                  {format.percent(share, 1)}
                </Typography>
              </Stack>
              <Box sx={{ height: 8, borderRadius: 1, bgcolor: 'action.hover', overflow: 'hidden', my: 0.5 }}>
                <Box sx={{ height: 1, width: `${100 * share}%`, bgcolor: 'primary.main' }} />
              </Box>
              <Typography variant="caption" sx={{ color: 'text.secondary' }}>
                {t('sourceAnalysis.voice.articles', {
                  count: format.number(group.count),
                  total: format.number(group.groupCount),
                  sources: format.number(group.sources),
                })}
              </Typography>
            </Box>
          );
        })}
      </Stack>
    </ChartPanel>
  );
}

export function WordsList({ analysis }: { analysis: SourceAnalysis }) {
  const { t } = useSourceAnalysisTexts();
  const format = useFormat();
  const max = Math.max(1, ...analysis.words.map((word) => word.count));
  return (
    <ChartPanel
      title={t('sourceAnalysis.words.title')}
      description={t('sourceAnalysis.words.description', { sampled: format.number(analysis.sampled) })}
      empty={analysis.words.length === 0 ? t('sourceAnalysis.words.empty') : null}
      csvName={`words-${analysis.sourceId}`}
      height="auto"
      table={{
        columns: [t('sourceAnalysis.words.word'), t('sourceAnalysis.words.headlines')],
        rows: analysis.words.map((word) => [word.word, word.count]),
      }}
    >
      <Stack direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap' }}>
        {analysis.words.slice(0, 24).map((word) => (
          <Chip
            key={word.word}
            label={`${word.word} · ${format.number(word.count)}`}
            size="small"
            variant="outlined"
            sx={{ fontSize: `${0.75 + (0.35 * word.count) / max}rem` }}
          />
        ))}
      </Stack>
    </ChartPanel>
  );
}

/** The source's health as the worker sees it, and its feeds. */
export function HealthPanel({ source }: { source: Source }) {
  const { t } = useSourceAnalysisTexts();
  const format = useFormat();
  const { health } = source;
  const rows: Array<[string, React.ReactNode]> = [
    [t('sourceAnalysis.health.lastSuccess'), format.fromNow(health.lastSuccessAt, t('sourceAnalysis.health.never'))],
    [t('sourceAnalysis.health.lastAttempt'), format.fromNow(health.lastAttemptAt, t('sourceAnalysis.health.never'))],
    [t('sourceAnalysis.health.lastNew'), format.fromNow(health.lastNewArticleAt, t('sourceAnalysis.health.never'))],
    [t('sourceAnalysis.health.failures'), format.number(health.consecutiveFailures)],
  ];
  return (
    <Card component="section" aria-labelledby="health-title" sx={{ p: { xs: 2, md: 3 }, height: '100%' }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 2 }}>
        <Typography id="health-title" variant="h6" component="h2" sx={{ flexGrow: 1 }}>
          {t('sourceAnalysis.health.title')}
        </Typography>
        <Chip
          size="small"
          label={t(`sourceAnalysis.health.states.${health.state}`)}
          color={health.state === 'ok' ? 'success' : health.state === 'failing' ? 'error' : 'default'}
        />
      </Stack>
      <FactList rows={rows} />
      {health.lastError ? (
        <Typography variant="body2" sx={{ color: 'error.main', mt: 2 }} dir="auto">
          {`${t('sourceAnalysis.health.lastError')}: ${health.lastError}`}
        </Typography>
      ) : null}
      <Typography variant="subtitle2" component="h3" sx={{ mt: 2 }}>
        {t('sourceAnalysis.health.feeds')}
      </Typography>
      <Stack component="ul" sx={{ m: 0, p: 0, listStyle: 'none' }}>
        {source.feedUrls.map((url) => (
          <Typography key={url} component="li" variant="body2" sx={{ wordBreak: 'break-all' }} dir="ltr">
            <Link href={url} target="_blank" rel="noopener noreferrer">
              {url}
            </Link>
          </Typography>
        ))}
      </Stack>
    </Card>
  );
}

export function RunsPanel({ runs }: { runs: FetchRun[] }) {
  const { t } = useSourceAnalysisTexts();
  const say = useMessage();
  const format = useFormat();
  return (
    <Card component="section" aria-labelledby="runs-title" sx={{ p: { xs: 2, md: 3 }, height: '100%' }}>
      <Typography id="runs-title" variant="h6" component="h2" sx={{ mb: 2 }}>
        {t('sourceAnalysis.runs.title')}
      </Typography>
      {runs.length === 0 ? (
        <Typography sx={{ color: 'text.secondary' }}>{t('sourceAnalysis.runs.empty')}</Typography>
      ) : (
        <ScrollTable label={t('sourceAnalysis.runs.title')} minWidth={460} size="small">
          <TableHead>
            <TableRow>
              <TableCell>{t('sourceAnalysis.runs.started')}</TableCell>
              <TableCell>{t('sourceAnalysis.runs.status')}</TableCell>
              <TableCell sx={NUMBER_CELL}>{t('sourceAnalysis.runs.duration')}</TableCell>
              <TableCell sx={NUMBER_CELL}>{t('sourceAnalysis.runs.found')}</TableCell>
              <TableCell sx={NUMBER_CELL}>{t('sourceAnalysis.runs.added')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {runs.map((run) => (
              <TableRow key={run.id}>
                <TableCell>{format.dateTime(run.startedAt)}</TableCell>
                <TableCell
                  sx={{ color: run.status === 'error' ? 'error.main' : undefined }}
                  title={run.error ? say(run.errorMessage ?? run.error) : undefined}
                >
                  {t(`sourceAnalysis.runs.statuses.${run.status}`)}
                </TableCell>
                <TableCell sx={NUMBER_CELL}>
                  <bdi>{format.duration(run.durationMs)}</bdi>
                </TableCell>
                <TableCell sx={NUMBER_CELL}>{format.number(run.itemsFound)}</TableCell>
                <TableCell sx={NUMBER_CELL}>{format.number(run.itemsNew)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </ScrollTable>
      )}
    </Card>
  );
}
