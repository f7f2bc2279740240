import type { PipelineThroughput } from '@mediawatch/shared';
import { paths } from '@mediawatch/shared';
import { Link as RouterLink } from '@mediawatch/shared/router';
import Link from '@mui/material/Link';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { ScrollTable, useFormat, NUMBER_CELL } from '@mediawatch/shared/ui';

import { usePipelineTexts } from './texts';
import { Panel } from './stage-tables';

// ----------------------------------------------------------------------

/** The sources whose fetches took longest in the window; a name opens its analysis. */
export function SlowestSources({ throughput }: { throughput: PipelineThroughput }) {
  const { t } = usePipelineTexts();
  const format = useFormat();
  return (
    <Panel id="pipeline-slowest-title" title={t('pipeline.slowest.title')} description={t('pipeline.slowest.description')}>
      {throughput.slowest.length === 0 ? (
        <Typography sx={{ color: 'text.secondary', py: 3, textAlign: 'center' }}>{t('pipeline.slowest.empty')}</Typography>
      ) : (
        <ScrollTable label={t('pipeline.slowest.table')} minWidth={560} size="small">
          <TableHead>
            <TableRow>
              {(['source', 'runs', 'errors', 'median', 'p95', 'max'] as const).map((column) => (
                <TableCell key={column} sx={column === 'source' ? undefined : NUMBER_CELL}>
                  {t(`pipeline.slowest.columns.${column}`)}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {throughput.slowest.map((source) => (
              <TableRow key={source.sourceId} hover>
                <TableCell component="th" scope="row">
                  <Link component={RouterLink} to={paths.sourceAnalysis.getHref({ source: source.sourceId })} dir="auto">
                    {source.name}
                  </Link>
                </TableCell>
                <TableCell sx={NUMBER_CELL}>{format.number(source.runs)}</TableCell>
                <TableCell sx={{ ...NUMBER_CELL, color: source.errors > 0 ? 'error.main' : undefined }}>
                  {format.number(source.errors)}
                </TableCell>
                <TableCell sx={NUMBER_CELL}>
                  <bdi dir="ltr">{format.duration(source.medianMs)}</bdi>
                </TableCell>
                <TableCell sx={NUMBER_CELL}>
                  <bdi dir="ltr">{format.duration(source.p95Ms)}</bdi>
                </TableCell>
                <TableCell sx={NUMBER_CELL}>
                  <bdi dir="ltr">{format.duration(source.maxMs)}</bdi>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </ScrollTable>
      )}
    </Panel>
  );
}
