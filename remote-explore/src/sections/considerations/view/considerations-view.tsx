import { useMemo, useState } from 'react';
import { Link as RouterLink } from '@mediawatch/shared/router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { paths, type NoteSummary } from '@mediawatch/shared';
import { useConsiderations } from '@mediawatch/shared/queries';
import { addDays, ListState, localToday, PageHeader, useFormat } from '@mediawatch/shared/ui';

import { useConsiderationsTexts } from '../texts';
import { ConsiderationItem } from '../consideration-item';

// ----------------------------------------------------------------------

const PERIOD_DAYS = { month: 30, quarter: 90, all: null } as const;
type Period = keyof typeof PERIOD_DAYS;

/** The notes flagged as editorial considerations, by day (newest first), each day with a link to its Daily Report. */
export function ConsiderationsView() {
  const { t } = useConsiderationsTexts();
  const format = useFormat();
  const today = localToday();
  const [period, setPeriod] = useState<Period>('month');
  const days = PERIOD_DAYS[period];
  const considerations = useConsiderations(days === null ? {} : { from: addDays(today, -days) });

  return (
    <>
      <PageHeader
        title={t('considerations.title')}
        description={t('considerations.description')}
        action={
          <Button component={RouterLink} to={paths.notes.getHref()} variant="outlined">
            {t('considerations.notesLink')}
          </Button>
        }
      />
      <TextField
        select
        size="small"
        label={t('considerations.period')}
        value={period}
        onChange={(event) => setPeriod(event.target.value as Period)}
        sx={{ mb: 3, minWidth: 260 }}
      >
        {(Object.keys(PERIOD_DAYS) as Period[]).map((value) => (
          <MenuItem key={value} value={value}>
            {t(`considerations.periods.${value}`)}
          </MenuItem>
        ))}
      </TextField>
      <ListState
        query={considerations}
        loadingLabel={t('considerations.loading')}
        errorTitle={t('considerations.failed')}
        emptyTitle={t('considerations.empty')}
        emptyText={t('considerations.emptyHint')}
      >
        {(items) => <ByDay items={items} today={today} formatDay={(day) => format.date(`${day}T12:00:00`)} />}
      </ListState>
    </>
  );
}

function ByDay({ items, today, formatDay }: { items: NoteSummary[]; today: string; formatDay: (day: string) => string }) {
  const { t } = useConsiderationsTexts();
  const groups = useMemo(() => {
    const byDay = new Map<string, NoteSummary[]>();
    for (const item of items) {
      const day = item.considerationDay ?? '';
      byDay.set(day, [...(byDay.get(day) ?? []), item]);
    }
    return [...byDay.entries()];
  }, [items]);

  return (
    <Stack spacing={3}>
      {groups.map(([day, notes]) => (
        <Card key={day} component="section" aria-labelledby={`considerations-${day}`} sx={{ p: { xs: 2, md: 3 } }}>
          <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <Typography variant="h6" component="h2" id={`considerations-${day}`} sx={{ flexGrow: 1 }}>
              {formatDay(day)}
              {day === today ? <Chip size="small" color="primary" label={t('considerations.today')} sx={{ marginInlineStart: 1 }} /> : null}
            </Typography>
            {day <= today ? (
              <Button size="small" component={RouterLink} to={paths.reports.getHref(day === today ? {} : { day })}>
                {t('considerations.dayReport')}
              </Button>
            ) : null}
          </Stack>
          <Box component="ul" sx={{ m: 0, mt: 1, p: 0 }}>
            {notes.map((note) => (
              <ConsiderationItem key={note.id} note={note} />
            ))}
          </Box>
        </Card>
      ))}
    </Stack>
  );
}
