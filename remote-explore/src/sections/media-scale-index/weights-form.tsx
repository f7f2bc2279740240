import { useState } from 'react';
import { type MediaScaleWeights } from '@mediawatch/shared';
import { useApiErrorText } from '@mediawatch/shared/ui';
import { MEDIA_SCALE_COMPONENTS } from '@mediawatch/shared/constants';
import { useUpdateMediaScaleWeights } from '@mediawatch/shared/queries';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';

import { useMediaScaleIndexTexts } from './texts';
import { asPoints, total, type Weights } from './weights';

// ----------------------------------------------------------------------

export interface WeightsFormProps {
  saved: MediaScaleWeights;
  /** The weights being edited (null: none, or back to the saved ones), so the formula and the ranking preview follow. */
  onDraft: (weights: Weights | null) => void;
  onSaved: () => void;
}

const valid = (value: number) => Number.isFinite(value) && value >= 0 && value <= 100;

/** The admin's form: a slider and a number field per component, saved with PUT /api/mediaScaleIndex/weights. */
export function WeightsForm({ saved, onDraft, onSaved }: WeightsFormProps) {
  const { t } = useMediaScaleIndexTexts();
  const apiErrorText = useApiErrorText();
  const update = useUpdateMediaScaleWeights();
  const initial = asPoints(saved);
  const [points, setPoints] = useState<Record<keyof Weights, string>>(
    () => Object.fromEntries(MEDIA_SCALE_COMPONENTS.map((key) => [key, String(initial[key])])) as Record<keyof Weights, string>,
  );
  const numbers = Object.fromEntries(
    MEDIA_SCALE_COMPONENTS.map((key) => [key, points[key].trim() === '' ? Number.NaN : Number(points[key])]),
  ) as Weights;
  const invalid = MEDIA_SCALE_COMPONENTS.some((key) => !valid(numbers[key]));
  const allZero = !invalid && total(numbers) === 0;
  const dirty = MEDIA_SCALE_COMPONENTS.some((key) => numbers[key] !== initial[key]);

  const set = (key: keyof Weights, text: string) => {
    const next = { ...points, [key]: text };
    setPoints(next);
    const parsed = Object.fromEntries(MEDIA_SCALE_COMPONENTS.map((name) => [name, Number(next[name])])) as Weights;
    const usable = MEDIA_SCALE_COMPONENTS.every((name) => next[name].trim() !== '' && valid(parsed[name])) && total(parsed) > 0;
    const changed = MEDIA_SCALE_COMPONENTS.some((name) => parsed[name] !== initial[name]);
    onDraft(usable && changed ? parsed : null);
  };

  const reset = () => {
    setPoints(Object.fromEntries(MEDIA_SCALE_COMPONENTS.map((key) => [key, String(initial[key])])) as Record<keyof Weights, string>);
    update.reset();
    onDraft(null);
  };

  const submit = async () => {
    if (invalid || allZero || !dirty) return;
    try {
      await update.mutateAsync(numbers);
      onDraft(null);
      onSaved();
    } catch {
      // Shown from the mutation's error.
    }
  };

  return (
    <Card component="section" aria-labelledby="msi-weights-title" sx={{ p: { xs: 2, md: 3 } }}>
      <Typography id="msi-weights-title" variant="h6" component="h2">
        {t('mediaScale.weights.title')}
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5, mb: 2 }}>
        {t('mediaScale.weights.description')}
      </Typography>
      <form
        aria-label={t('mediaScale.weights.form')}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <Stack spacing={2}>
          {MEDIA_SCALE_COMPONENTS.map((key) => {
            const label = t('mediaScale.weights.weightOf', { component: t(`mediaScale.components.${key}`) });
            const value = numbers[key];
            return (
              <Stack key={key} direction="row" spacing={2} sx={{ alignItems: 'center' }}>
                <Box sx={{ flexGrow: 1, minWidth: 0, px: 1 }}>
                  <Typography variant="body2" aria-hidden sx={{ fontWeight: 600 }}>
                    {t(`mediaScale.components.${key}`)}
                  </Typography>
                  <Slider
                    size="small"
                    min={0}
                    max={100}
                    step={1}
                    value={valid(value) ? value : 0}
                    onChange={(_, next) => set(key, String(next as number))}
                    disabled={update.isPending}
                    slotProps={{ input: { 'aria-label': label } }}
                  />
                </Box>
                <TextField
                  type="number"
                  size="small"
                  value={points[key]}
                  onChange={(event) => set(key, event.target.value)}
                  error={!valid(value)}
                  disabled={update.isPending}
                  slotProps={{ htmlInput: { min: 0, max: 100, step: 0.5, inputMode: 'decimal', 'aria-label': label } }}
                  sx={{ width: 96, flexShrink: 0 }}
                />
              </Stack>
            );
          })}
          {invalid ? <Alert severity="warning">{t('mediaScale.weights.invalid')}</Alert> : null}
          {allZero ? <Alert severity="warning">{t('mediaScale.weights.allZero')}</Alert> : null}
          {update.error ? <Alert severity="error">{`${t('mediaScale.weights.failed')}: ${apiErrorText(update.error)}`}</Alert> : null}
          <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
            <Button onClick={reset} disabled={!dirty || update.isPending}>
              {t('mediaScale.weights.reset')}
            </Button>
            <Button type="submit" variant="contained" disabled={!dirty || invalid || allZero || update.isPending}>
              {update.isPending ? t('mediaScale.weights.saving') : t('mediaScale.weights.save')}
            </Button>
          </Stack>
        </Stack>
      </form>
    </Card>
  );
}
