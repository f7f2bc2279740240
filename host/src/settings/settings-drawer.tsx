import type { ReactNode } from 'react';
import CloseIcon from '@mui/icons-material/Close';
import FullscreenIcon from '@mui/icons-material/Fullscreen';
import FullscreenExitIcon from '@mui/icons-material/FullscreenExit';
import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import RestartAltIcon from '@mui/icons-material/RestartAlt';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useShallow } from 'zustand/react/shallow';

import { useTranslation } from '@mediawatch/shared';
import { PRESETS } from '../theme/presets';
import {
  differsFromDefaults,
  THEME_COLOR_PRESETS,
  THEME_CONTRASTS,
  THEME_DIRECTIONS,
  THEME_LAYOUTS,
  THEME_MODES,
  type Settings,
} from './settings-config';
import { useFullscreen } from './use-fullscreen';
import { selectSettings, useSettingsStore } from './use-settings-store';

// ----------------------------------------------------------------------

/** Settings drawer width (docs/spec.md §9). */
export const SETTINGS_DRAWER_WIDTH = 280;

function Section({ id, title, children }: { id: string; title: ReactNode; children: ReactNode }) {
  return (
    <Box component="section" aria-labelledby={id} sx={{ mb: 3 }}>
      <Typography
        id={id}
        variant="overline"
        component="h3"
        sx={{ color: 'text.secondary', display: 'flex', alignItems: 'center', gap: 0.5, mb: 1 }}
      >
        {title}
      </Typography>
      {children}
    </Box>
  );
}

function Choice<K extends 'themeMode' | 'themeContrast' | 'themeDirection' | 'themeLayout'>({
  field,
  title,
  values,
}: {
  field: K;
  title: string;
  values: readonly Settings[K][];
}) {
  const value = useSettingsStore((state) => state[field]);
  const setField = useSettingsStore((state) => state.setField);
  const { t } = useTranslation();
  const id = `settings-${field}`;
  return (
    <Section id={id} title={title}>
      <ToggleButtonGroup
        exclusive
        fullWidth
        size="small"
        value={value}
        aria-labelledby={id}
        onChange={(_event, next: Settings[K] | null) => {
          // A click on the chosen button would clear an exclusive group; a setting always has a value.
          if (next !== null) setField(field, next);
        }}
      >
        {values.map((option) => (
          <ToggleButton key={option} value={option} sx={{ textTransform: 'none' }}>
            {t(`settings.${option}`)}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
    </Section>
  );
}

/** The settings drawer of docs/spec.md §2: from the right, 280 px, every change applied and saved at once. */
export default function SettingsDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const settings = useSettingsStore(useShallow(selectSettings));
  const setField = useSettingsStore((state) => state.setField);
  const reset = useSettingsStore((state) => state.reset);
  const { fullscreen, toggle } = useFullscreen();
  const { t } = useTranslation();
  const fullscreenLabel = t(fullscreen ? 'settings.exitFullscreen' : 'settings.fullscreen');
  const stretchTooltip = t('settings.stretchTooltip');
  const canReset = differsFromDefaults(settings);

  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      slotProps={{
        paper: { sx: { width: SETTINGS_DRAWER_WIDTH }, role: 'dialog', 'aria-modal': true, 'aria-label': t('settings.title') } as object,
        backdrop: { invisible: true },
      }}
    >
      <Stack direction="row" sx={{ alignItems: 'center', px: 2.5, py: 2, gap: 0.5 }}>
        <Typography variant="h6" component="h2" sx={{ flexGrow: 1 }}>
          {t('settings.title')}
        </Typography>
        <Tooltip title={fullscreenLabel}>
          <IconButton aria-label={fullscreenLabel} onClick={toggle}>
            {fullscreen ? <FullscreenExitIcon /> : <FullscreenIcon />}
          </IconButton>
        </Tooltip>
        <Tooltip title={t('settings.reset')}>
          <IconButton aria-label={t('settings.reset')} onClick={reset}>
            <Badge color="error" variant="dot" invisible={!canReset} data-testid="settings-reset-badge">
              <RestartAltIcon />
            </Badge>
          </IconButton>
        </Tooltip>
        <Tooltip title={t('settings.close')}>
          <IconButton aria-label={t('settings.closeSettings')} onClick={onClose}>
            <CloseIcon />
          </IconButton>
        </Tooltip>
      </Stack>

      <Box sx={{ px: 2.5, pb: 3, overflowY: 'auto' }}>
        <Choice field="themeMode" title={t('settings.mode')} values={THEME_MODES} />
        <Choice field="themeContrast" title={t('settings.contrast')} values={THEME_CONTRASTS} />
        <Choice field="themeDirection" title={t('settings.direction')} values={THEME_DIRECTIONS} />
        <Choice field="themeLayout" title={t('settings.layout')} values={THEME_LAYOUTS} />

        <Section
          id="settings-themeStretch"
          title={
            <>
              {t('settings.stretch')}
              <Tooltip title={stretchTooltip}>
                <InfoOutlinedIcon fontSize="inherit" aria-label={stretchTooltip} aria-hidden={false} role="img" />
              </Tooltip>
            </>
          }
        >
          <FormControlLabel
            control={<Switch checked={settings.themeStretch} onChange={(event) => setField('themeStretch', event.target.checked)} />}
            label={t('settings.stretch')}
          />
        </Section>

        <Section id="settings-themeColorPresets" title={t('settings.presets')}>
          <Box
            role="radiogroup"
            aria-labelledby="settings-themeColorPresets"
            sx={{ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: 1.5 }}
          >
            {THEME_COLOR_PRESETS.map((preset) => {
              const checked = settings.themeColorPresets === preset;
              return (
                <Box
                  key={preset}
                  component="button"
                  type="button"
                  role="radio"
                  aria-checked={checked}
                  aria-label={t(`settings.preset.${preset}`)}
                  onClick={() => setField('themeColorPresets', preset)}
                  sx={{
                    height: 56,
                    borderRadius: 1.5,
                    cursor: 'pointer',
                    border: 2,
                    borderColor: checked ? PRESETS[preset].main : 'divider',
                    bgcolor: checked ? `${PRESETS[preset].main}29` : 'transparent',
                    display: 'grid',
                    placeItems: 'center',
                    '&:focus-visible': { outline: 2, outlineColor: PRESETS[preset].main, outlineOffset: 2 },
                  }}
                >
                  <Box sx={{ width: 24, height: 24, borderRadius: '50%', bgcolor: PRESETS[preset].main }} />
                </Box>
              );
            })}
          </Box>
        </Section>
      </Box>
    </Drawer>
  );
}
