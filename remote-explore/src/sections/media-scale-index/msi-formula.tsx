import type { ReactNode } from 'react';
import { type MediaScaleWeights } from '@mediawatch/shared';
import { MEDIA_SCALE_COMPONENTS } from '@mediawatch/shared/constants';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Formula, useFormat } from '@mediawatch/shared/ui';

import { useMediaScaleIndexTexts } from './texts';
import { shares, SYMBOL, type Weights } from './weights';

// ----------------------------------------------------------------------

const w = (key: keyof Weights) => (
  <>
    <var>w</var>
    <sub>{SYMBOL[key]}</sub>
  </>
);

/** The published formula, with the weights in force (or those being edited), each with its share of the score. */
export function MsiFormula({ weights, saved, draft }: { weights: Weights; saved: MediaScaleWeights | undefined; draft: boolean }) {
  const { t } = useMediaScaleIndexTexts();
  const format = useFormat();
  const share = shares(weights);
  const weight = (value: number) => format.number(value, { maximumFractionDigits: 2 });
  const definitions: Record<keyof Weights, ReactNode> = {
    reach: <>R = log(1 + reach) / log(1 + max reach)</>,
    volume: <>V = log(1 + articles) / log(1 + max articles)</>,
    pickup: <>P = log(1 + pickup) / log(1 + max pickup)</>,
    tone: <>T = mean |tone| / max mean |tone|</>,
  };
  return (
    <Card component="section" aria-labelledby="msi-formula-title" sx={{ p: { xs: 2, md: 3 }, height: '100%' }}>
      <Typography id="msi-formula-title" variant="h6" component="h2">
        {t('mediaScale.formula.title')}
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5, mb: 2 }}>
        {t('mediaScale.formula.words')}
      </Typography>
      <Formula>
        MSI = 100 × (
        {MEDIA_SCALE_COMPONENTS.map((key, index) => (
          <span key={key}>
            {index > 0 ? ' + ' : ''}
            {w(key)}·<var>{SYMBOL[key]}</var>
          </span>
        ))}
        ) / (
        {MEDIA_SCALE_COMPONENTS.map((key, index) => (
          <span key={key}>
            {index > 0 ? ' + ' : ''}
            {w(key)}
          </span>
        ))}
        )
      </Formula>
      <Stack component="dl" spacing={1.25} sx={{ mt: 2, mb: 0 }}>
        {MEDIA_SCALE_COMPONENTS.map((key) => (
          <div key={key}>
            <Typography component="dt" variant="subtitle2">
              {t(`mediaScale.components.${key}`)}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0 }}>
              <Formula>{definitions[key]}</Formula>
              <Box component="span" sx={{ color: 'text.secondary' }}>
                {t(`mediaScale.formula.${key}`)}
              </Box>
            </Typography>
          </div>
        ))}
      </Stack>
      <Typography variant="subtitle2" component="h3" sx={{ mt: 2 }}>
        {t('mediaScale.formula.weights')}
      </Typography>
      <Box component="ul" sx={{ m: 0, mt: 0.5, p: 0, listStyle: 'none' }}>
        {MEDIA_SCALE_COMPONENTS.map((key) => (
          <Typography component="li" variant="body2" key={key}>
            <Formula inline>
              {w(key)} = {weight(weights[key])}
            </Formula>{' '}
            <Box component="span" sx={{ color: 'text.secondary' }}>
              {t(`mediaScale.components.${key}`)} · {t('mediaScale.formula.share', { share: format.percent(share[key]) })}
            </Box>
          </Typography>
        ))}
      </Box>
      {draft ? (
        <Alert severity="info" sx={{ mt: 2 }}>
          {t('mediaScale.formula.draft')}
        </Alert>
      ) : saved ? (
        <Typography variant="caption" component="p" sx={{ color: 'text.secondary', mt: 1.5 }}>
          {saved.updatedBy
            ? t('mediaScale.formula.updated', { name: saved.updatedBy, when: format.fromNow(saved.updatedAt) })
            : t('mediaScale.formula.updatedAnonymous', { when: format.fromNow(saved.updatedAt) })}
        </Typography>
      ) : null}
    </Card>
  );
}
