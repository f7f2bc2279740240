import type { EntityFigures } from '@mediawatch/shared';
import { useTheme } from '@mui/material/styles';
import { Chart, ChartPanel, dayAxisFormatter, useFormat } from '@mediawatch/shared/ui';

import { useEntityTexts } from './texts';

// ----------------------------------------------------------------------

/** Articles per day naming the entity over the window (the panel's table says the same to a screen reader). */
export default function AttentionChart({ figures }: { figures: EntityFigures }) {
  const { t } = useEntityTexts();
  const theme = useTheme();
  const format = useFormat();
  const every = Math.max(1, Math.ceil(figures.days.length / 8));
  return (
    <ChartPanel
      title={t('entity.attention.title')}
      description={t('entity.attention.description', { tz: figures.timeZone })}
      empty={figures.total === 0 ? t('entity.attention.empty') : null}
      csvName={`entity-${figures.entityId}-attention`}
      table={{
        columns: [t('entity.attention.day'), t('entity.attention.articles')],
        rows: figures.days.map((day) => [day.day, day.count]),
      }}
      height={300}
    >
      <Chart
        categories={figures.days.map((day) => day.day)}
        categoryFormat={dayAxisFormatter(format.locale, format.date)}
        tickEvery={(index) => index % every === 0}
        min={0}
        series={[{ data: figures.days.map((day) => day.count), label: t('entity.attention.articles'), color: theme.palette.primary.main }]}
      />
    </ChartPanel>
  );
}
