import { Link as RouterLink } from '@mediawatch/shared/router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { paths } from '@mediawatch/shared';
import { useConsiderations } from '@mediawatch/shared/queries';
import { ErrorState, LoadingState } from '@mediawatch/shared/ui';

import { useConsiderationsTexts } from '../considerations/texts';
import { ConsiderationItem } from '../considerations/consideration-item';

// ----------------------------------------------------------------------

/** The Daily Report's editorial considerations: the notes flagged for `day`, each opening the note. */
export function ReportConsiderations({ day }: { day: string }) {
  const { t } = useConsiderationsTexts();
  const considerations = useConsiderations({ from: day, to: day });

  return (
    <Card component="section" aria-labelledby="report-considerations-title" sx={{ p: 3 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Typography variant="h6" component="h2" id="report-considerations-title" sx={{ flexGrow: 1 }}>
          {t('considerations.report.title')}
        </Typography>
        <Button size="small" component={RouterLink} to={paths.considerations.getHref()} data-print="hide">
          {t('considerations.report.all')}
        </Button>
      </Stack>
      {considerations.isPending ? (
        <LoadingState label={t('considerations.report.loading')} />
      ) : considerations.isError ? (
        <ErrorState title={t('considerations.report.failed')} error={considerations.error} onRetry={() => void considerations.refetch()} />
      ) : considerations.data.length === 0 ? (
        <Typography variant="body2" sx={{ color: 'text.secondary', mt: 1 }}>
          {t('considerations.report.none')}
        </Typography>
      ) : (
        <Box component="ul" sx={{ m: 0, mt: 1, p: 0 }}>
          {considerations.data.map((note) => (
            <ConsiderationItem key={note.id} note={note} />
          ))}
        </Box>
      )}
    </Card>
  );
}
