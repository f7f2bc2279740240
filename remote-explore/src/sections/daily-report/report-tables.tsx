import type { ReactNode } from 'react';
import type { DailyReport } from '@mediawatch/shared';
import { paths, Trans } from '@mediawatch/shared';
import { Link as RouterLink } from '@mediawatch/shared/router';
import Card from '@mui/material/Card';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { InlineList, ScrollTable, useFormat, articlesHref, NUMBER_CELL } from '@mediawatch/shared/ui';

import { useDailyReportTexts } from './texts';
import { changeColor, useDescribeChange } from './use-change';

// ----------------------------------------------------------------------

/** A titled card of the report, with its description and its empty text in place of its content. */
export function Panel({
  id,
  title,
  description,
  empty,
  children,
}: {
  id: string;
  title: string;
  description: string;
  empty: string | null;
  children: ReactNode;
}) {
  return (
    <Card component="section" aria-labelledby={id} sx={{ p: { xs: 2, md: 3 }, height: '100%', breakInside: 'avoid' }}>
      <Typography id={id} variant="h6" component="h2">
        {title}
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
        {description}
      </Typography>
      {empty ? <Typography sx={{ color: 'text.secondary', py: 3, textAlign: 'center' }}>{empty}</Typography> : children}
    </Card>
  );
}

/** A row's day before and 28-day mean, each with the day's change against it, coloured by its direction. */
export function ChangeCells({ figures }: { figures: { count: number; previous: number; mean: number } }) {
  const format = useFormat();
  const describe = useDescribeChange();
  const { count, previous, mean } = figures;
  return (
    <>
      <TableCell sx={{ ...NUMBER_CELL, color: changeColor(count, previous) }}>
        {`${format.number(previous)} (${describe(count, previous)})`}
      </TableCell>
      <TableCell sx={{ ...NUMBER_CELL, color: changeColor(count, mean) }}>
        {`${format.number(mean, { maximumFractionDigits: 1 })} (${describe(count, mean)})`}
      </TableCell>
    </>
  );
}

/** The topics with the most articles, against the day before and their 28-day mean. */
export function TopTopics({ report }: { report: DailyReport }) {
  const { t } = useDailyReportTexts();
  const format = useFormat();
  const shown = report.topics.filter((topic) => topic.count > 0);
  return (
    <Panel
      id="topics-title"
      title={t('report.topics.title')}
      description={t('report.topics.description')}
      empty={shown.length === 0 ? t('report.topics.empty') : null}
    >
      <ScrollTable label={t('report.topics.title')} minWidth={420} size="small">
        <TableHead>
          <TableRow>
            <TableCell>{t('report.topics.topic')}</TableCell>
            <TableCell sx={NUMBER_CELL}>{t('report.topics.count')}</TableCell>
            <TableCell sx={NUMBER_CELL}>{t('report.topics.previous')}</TableCell>
            <TableCell sx={NUMBER_CELL}>{t('report.topics.mean')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {shown.map((topic) => (
            <TableRow key={topic.id}>
              <TableCell component="th" scope="row">
                <Link component={RouterLink} to={articlesHref({ from: report.day, to: report.day, topicId: topic.id })}>
                  {topic.name}
                </Link>
              </TableCell>
              <TableCell sx={NUMBER_CELL}>{format.number(topic.count)}</TableCell>
              <ChangeCells figures={topic} />
            </TableRow>
          ))}
        </TableBody>
      </ScrollTable>
    </Panel>
  );
}

/** The outlets that published the most, or the largest audiences among those that published. */
export function TopSources({ report, by }: { report: DailyReport; by: 'volume' | 'reach' }) {
  const { t } = useDailyReportTexts();
  const format = useFormat();
  const rows = by === 'volume' ? report.sourcesByVolume : report.sourcesByReach;
  return (
    <Panel
      id={`sources-${by}-title`}
      title={t(by === 'volume' ? 'report.sources.byVolume' : 'report.sources.byReach')}
      description={t(by === 'volume' ? 'report.sources.volumeDescription' : 'report.sources.reachDescription')}
      empty={rows.length === 0 ? t('report.sources.empty') : null}
    >
      <ScrollTable label={t(by === 'volume' ? 'report.sources.byVolume' : 'report.sources.byReach')} minWidth={380} size="small">
        <TableHead>
          <TableRow>
            <TableCell>{t('report.sources.source')}</TableCell>
            <TableCell sx={NUMBER_CELL}>{t('report.sources.count')}</TableCell>
            <TableCell sx={NUMBER_CELL}>{by === 'volume' ? t('report.sources.previous') : t('report.sources.reach')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((source) => (
            <TableRow key={source.id}>
              <TableCell component="th" scope="row">
                <Link component={RouterLink} to={paths.sourceAnalysis.getHref({ source: source.id })}>
                  {source.name}
                </Link>
              </TableCell>
              <TableCell sx={NUMBER_CELL}>
                <Link
                  component={RouterLink}
                  to={articlesHref({ from: report.day, to: report.day, sourceId: source.id })}
                  underline="hover"
                  color="inherit"
                >
                  {format.number(source.count)}
                </Link>
              </TableCell>
              <TableCell sx={NUMBER_CELL}>
                {'previous' in source
                  ? format.number(source.previous)
                  : format.number(source.reach, { notation: 'compact', maximumFractionDigits: 1 })}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </ScrollTable>
    </Panel>
  );
}

/** The day's largest story clusters: title, outlets, who had it first. */
export function LeadingStories({ report }: { report: DailyReport }) {
  const { t } = useDailyReportTexts();
  const format = useFormat();
  return (
    <Panel
      id="stories-title"
      title={t('report.stories.title')}
      description={t('report.stories.description')}
      empty={report.stories.length === 0 ? t('report.stories.empty') : null}
    >
      <Stack component="ol" spacing={1.5} sx={{ m: 0, paddingInlineStart: 3 }}>
        {report.stories.map((story) => (
          <li key={story.clusterId}>
            <Typography variant="subtitle2" component="p" dir="auto">
              <Link component={RouterLink} to={articlesHref({ clusterId: story.clusterId })}>
                {story.title}
              </Link>
            </Typography>
            <Typography variant="caption" sx={{ color: 'text.secondary' }}>
              <InlineList
                items={[
                  t('report.kpi.outlets', { count: story.outlets, total: format.number(story.outlets) }),
                  t('report.stories.articles', { count: story.articles, total: format.number(story.articles) }),
                  <Trans
                    key="first"
                    t={t}
                    i18nKey="report.stories.firstBy"
                    values={{ source: story.originSourceName, time: format.time(story.firstAt) }}
                    components={{
                      // Not <source>: an HTML void element, which Trans would leave empty.
                      outlet: <Link component={RouterLink} to={paths.sourceAnalysis.getHref({ source: story.originSourceId })} />,
                    }}
                  />,
                ]}
              />
            </Typography>
          </li>
        ))}
      </Stack>
    </Panel>
  );
}
