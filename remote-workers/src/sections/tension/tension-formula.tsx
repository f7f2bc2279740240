import type { ReactNode } from 'react';
import { ANALYTICS_RULES, BASELINE_RULES } from '@mediawatch/shared/constants';
import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Formula, useFormat } from '@mediawatch/shared/ui';

import { useTensionTexts } from './texts';

// ----------------------------------------------------------------------

const BASELINE = ANALYTICS_RULES.tensionBaselineDays;
const SIGMA = ANALYTICS_RULES.tensionSigma;
const MIN_SPREAD = BASELINE_RULES.minSpread;
const MIN_COUNT = BASELINE_RULES.minFlagCount;

/** The tension index in words and in symbols, with its baseline window and threshold (the API computes with the same rules). */
export function TensionFormula() {
  const { t } = useTensionTexts();
  const format = useFormat();
  const baseline = format.number(BASELINE);
  const sigma = format.number(SIGMA);
  const rows: Array<{ formula: ReactNode; words: string }> = [
    {
      formula: (
        <>
          <var>N</var>
          <sub>
            <var>d</var>
          </sub>{' '}
          = Σ<sub>a ∈ d</sub> max(0, −tone<sub>a</sub>)
        </>
      ),
      words: t('tension.formula.mass'),
    },
    {
      formula: (
        <>
          <var>μ</var>
          <sub>
            <var>d</var>
          </sub>
          , <var>σ</var>
          <sub>
            <var>d</var>
          </sub>{' '}
          = mean, sd | median, 1.4826·MAD(
          <var>N</var>
          <sub>d−{BASELINE}</sub> … <var>N</var>
          <sub>d−1</sub>)
        </>
      ),
      words: t('tension.formula.baseline', { baseline }),
    },
    {
      formula: (
        <>
          <var>σ</var>
          <sub>
            <var>d</var>
          </sub>{' '}
          ≥ max(√
          <var>μ</var>
          <sub>
            <var>d</var>
          </sub>
          , {MIN_SPREAD})
        </>
      ),
      words: t('tension.formula.floor', { min: format.number(MIN_SPREAD) }),
    },
    {
      formula: (
        <>
          <var>z</var>
          <sub>
            <var>d</var>
          </sub>{' '}
          = (<var>N</var>
          <sub>
            <var>d</var>
          </sub>{' '}
          − <var>μ</var>
          <sub>
            <var>d</var>
          </sub>
          ) / <var>σ</var>
          <sub>
            <var>d</var>
          </sub>
        </>
      ),
      words: t('tension.formula.score'),
    },
    {
      formula: (
        <>
          <var>z</var>
          <sub>
            <var>d</var>
          </sub>{' '}
          ≥ {SIGMA} ∧ <var>n</var>
          <sub>
            <var>d</var>
          </sub>{' '}
          ≥ {MIN_COUNT}
        </>
      ),
      words: t('tension.formula.flag', { sigma, count: format.number(MIN_COUNT) }),
    },
  ];
  return (
    <Card component="section" aria-labelledby="tension-formula-title" sx={{ p: { xs: 2, md: 3 }, height: '100%' }}>
      <Typography id="tension-formula-title" variant="h6" component="h2">
        {t('tension.formula.title')}
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5, mb: 2 }}>
        {t('tension.formula.words', { baseline })}
      </Typography>
      <Stack component="dl" spacing={1.5} sx={{ m: 0 }}>
        {rows.map((row, index) => (
          <div key={index}>
            <Typography component="dt">
              <Formula>{row.formula}</Formula>
            </Typography>
            <Typography component="dd" variant="body2" sx={{ color: 'text.secondary', m: 0 }}>
              {row.words}
            </Typography>
          </div>
        ))}
      </Stack>
      <Typography variant="body2" sx={{ mt: 2 }}>
        {t('tension.formula.noSigma', { cap: format.number(BASELINE_RULES.chartZCap) })}
      </Typography>
      <Typography variant="body2" sx={{ mt: 1 }}>
        {t('tension.formula.untoned')}
      </Typography>
      <Typography variant="body2" sx={{ mt: 1, fontWeight: 600 }}>
        {t('tension.formula.thresholds', { baseline, sigma })}
      </Typography>
    </Card>
  );
}
