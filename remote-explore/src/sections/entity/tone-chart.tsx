import type { EntityFigures } from '@mediawatch/shared';
import { useTheme } from '@mui/material/styles';
import { Chart, ChartPanel, dayAxisFormatter, useFormat, useUntonedText } from '@mediawatch/shared/ui';

import { useEntityTexts } from './texts';

// ----------------------------------------------------------------------

/**
 * The mean tone per day of the entity's articles that have one (gaps on days
 * without any); the untoned are counted apart in the table and said under the
 * title (docs/decisions/0038-unknown-tone.md), never drawn as 0.
 */
export default function ToneChart({ figures }: { figures: EntityFigures }) {
  const { t } = useEntityTexts();
  const theme = useTheme();
  const format = useFormat();
  const untoned = useUntonedText()(figures.untoned);
  const every = Math.max(1, Math.ceil(figures.days.length / 8));
  return (
    <ChartPanel
      title={t('entity.tone.title')}
      description={untoned ? `${t('entity.tone.description')} ${untoned}.` : t('entity.tone.description')}
      empty={figures.days.every((day) => day.tone === null) ? t('entity.tone.empty') : null}
      csvName={`entity-${figures.entityId}-tone`}
      table={{
        columns: [t('entity.tone.day'), t('entity.tone.mean'), t('entity.tone.untoned')],
        rows: figures.days.map((day) => [day.day, day.tone, day.untoned]),
      }}
      height={300}
    >
      <Chart
        categories={figures.days.map((day) => day.day)}
        categoryFormat={dayAxisFormatter(format.locale, format.date)}
        tickEvery={(index) => index % every === 0}
        series={[
          {
            type: 'line',
            data: figures.days.map((day) => day.tone),
            label: t('entity.tone.mean'),
            color: theme.palette.secondary.main,
            format: (value) => format.number(value, { maximumFractionDigits: 2, signDisplay: 'exceptZero' }),
          },
        ]}
      />
    </ChartPanel>
  );
}
