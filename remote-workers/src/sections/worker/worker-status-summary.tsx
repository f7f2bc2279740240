import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { WorkerStatus } from '@mediawatch/shared';

// ----------------------------------------------------------------------

/** The queue at a glance: running or stopped, queued and active jobs, sources due and failing. */
export function WorkerStatusSummary({ status }: { status: WorkerStatus }) {
  const figures = [
    { label: 'Worker', value: status.running ? 'Running' : 'Stopped', tone: status.running ? 'success.main' : 'error.main' },
    { label: 'Queued fetches', value: status.queued.toLocaleString('en') },
    { label: 'Fetching now', value: status.active.toLocaleString('en') },
    { label: 'Sources due', value: status.sourcesDue.toLocaleString('en') },
    { label: 'Sources failing', value: status.sourcesFailing.toLocaleString('en'), tone: status.sourcesFailing > 0 ? 'error.main' : undefined },
    { label: 'Per-host limit', value: `${status.perHostConcurrency} at a time` },
  ];
  return (
    <Box component="section" aria-label="Worker status">
      <Stack component="dl" direction="row" useFlexGap spacing={2} sx={{ flexWrap: 'wrap', m: 0 }}>
        {figures.map((figure) => (
          <Card key={figure.label} sx={{ p: 2, minWidth: 150, flex: '1 1 150px' }}>
            <Typography component="dt" variant="body2" sx={{ color: 'text.secondary' }}>
              {figure.label}
            </Typography>
            <Typography component="dd" variant="h5" sx={{ m: 0, color: figure.tone }}>
              {figure.value}
            </Typography>
          </Card>
        ))}
      </Stack>
    </Box>
  );
}
