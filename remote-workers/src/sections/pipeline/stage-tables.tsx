import type { ReactNode } from 'react';
import type { PipelineStats } from '@mediawatch/shared';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import LinearProgress from '@mui/material/LinearProgress';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { ScrollTable, useFormat, NUMBER_CELL } from '@mediawatch/shared/ui';

import { usePipelineTexts } from './texts';

// ----------------------------------------------------------------------

export function Panel({ id, title, description, children }: { id: string; title: string; description: string; children: ReactNode }) {
  return (
    <Card component="section" aria-labelledby={id} sx={{ p: { xs: 2, md: 3 }, height: '100%' }}>
      <Typography id={id} variant="h6" component="h2">
        {title}
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5, mb: 2 }}>
        {description}
      </Typography>
      {children}
    </Card>
  );
}

/** Items at each stage, in pipeline order, with the share of the fetched items that reached it. */
export function StageTable({ stats }: { stats: PipelineStats }) {
  const { t } = usePipelineTexts();
  const format = useFormat();
  const fetched = stats.stages.find((stage) => stage.stage === 'fetched')?.count ?? 0;
  const empty = stats.stages.every((stage) => stage.count === 0);
  return (
    <Panel id="pipeline-stages-title" title={t('pipeline.stages.title')} description={t('pipeline.stages.description')}>
      {empty ? (
        <Typography sx={{ color: 'text.secondary', py: 3, textAlign: 'center' }}>{t('pipeline.stages.empty')}</Typography>
      ) : (
        <ScrollTable label={t('pipeline.stages.table')} minWidth={300} size="small">
          <TableHead>
            <TableRow>
              <TableCell>{t('pipeline.stages.stage')}</TableCell>
              <TableCell sx={NUMBER_CELL}>{t('pipeline.stages.count')}</TableCell>
              <TableCell sx={{ ...NUMBER_CELL, width: '35%' }}>{t('pipeline.stages.share')}</TableCell>
              <TableCell sx={NUMBER_CELL}>{t('pipeline.stages.time')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {stats.stages.map((stage) => {
              const share = fetched > 0 ? stage.count / fetched : 0;
              // A timed stage (the entity extraction) says what it cost per enriched article.
              const perItemMs = stats.timings?.find((timing) => timing.stage === stage.stage)?.perItemMs ?? null;
              return (
                <TableRow key={stage.stage}>
                  <TableCell component="th" scope="row">
                    {t(`pipeline.stages.names.${stage.stage}`)}
                  </TableCell>
                  <TableCell sx={NUMBER_CELL}>{format.number(stage.count)}</TableCell>
                  <TableCell sx={NUMBER_CELL}>
                    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
                      <LinearProgress
                        variant="determinate"
                        value={Math.min(100, share * 100)}
                        aria-hidden
                        sx={{ flexGrow: 1, height: 8, borderRadius: 1 }}
                      />
                      <Box component="span" sx={{ minWidth: 48 }}>
                        {format.percent(share)}
                      </Box>
                    </Box>
                  </TableCell>
                  <TableCell sx={NUMBER_CELL}>
                    {perItemMs === null ? (
                      <Box component="span" sx={{ color: 'text.secondary' }}>
                        {t('pipeline.stages.untimed')}
                      </Box>
                    ) : (
                      <bdi>{t('pipeline.stages.timeValue', { ms: format.number(perItemMs, { maximumFractionDigits: 2 }) })}</bdi>
                    )}
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </ScrollTable>
      )}
    </Panel>
  );
}

/** Items dropped by reason, then articles kept but flagged by reason. */
export function DropTable({ stats }: { stats: PipelineStats }) {
  const { t } = usePipelineTexts();
  const format = useFormat();
  // A reason the texts do not name yet (a new one in the API) shows as the API writes it.
  const reason = (key: string) => t(`pipeline.drops.names.${key}`, { defaultValue: key });
  const section = (title: string, rows: PipelineStats['drops'], none: string) => (
    <>
      <TableRow>
        <TableCell component="th" scope="colgroup" colSpan={2} sx={{ fontWeight: 700, bgcolor: 'action.hover' }}>
          {title}
        </TableCell>
      </TableRow>
      {rows.length === 0 ? (
        <TableRow>
          <TableCell colSpan={2} sx={{ color: 'text.secondary' }}>
            {none}
          </TableCell>
        </TableRow>
      ) : (
        rows.map((row) => (
          <TableRow key={row.reason}>
            <TableCell component="th" scope="row">
              {reason(row.reason)}
            </TableCell>
            <TableCell sx={NUMBER_CELL}>{format.number(row.count)}</TableCell>
          </TableRow>
        ))
      )}
    </>
  );
  return (
    <Panel id="pipeline-drops-title" title={t('pipeline.drops.title')} description={t('pipeline.drops.description')}>
      <ScrollTable label={t('pipeline.drops.table')} minWidth={320} size="small">
        <TableHead>
          <TableRow>
            <TableCell>{t('pipeline.drops.reason')}</TableCell>
            <TableCell sx={NUMBER_CELL}>{t('pipeline.drops.count')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {section(t('pipeline.drops.dropped'), stats.drops, t('pipeline.drops.none'))}
          {section(t('pipeline.drops.flaggedTitle'), stats.flags, t('pipeline.drops.noFlags'))}
        </TableBody>
      </ScrollTable>
    </Panel>
  );
}
