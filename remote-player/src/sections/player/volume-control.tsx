import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import { useFormat } from '@mediawatch/shared/ui';

import { useTranslate } from '../../locales';
import { VolumeIcon } from './player-icons';
import { PLAYER_CONFIG } from './player-rules';
import { usePlayerStore } from './use-player-store';

// ----------------------------------------------------------------------

/** The volume slider (from lg). */
export function VolumeControl() {
  const { t } = useTranslate();
  const format = useFormat();
  const volume = usePlayerStore((state) => state.volume);
  const setVolume = usePlayerStore((state) => state.setVolume);
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', display: { xs: 'none', lg: 'flex' } }}>
      <VolumeIcon fontSize="small" sx={{ color: 'text.secondary' }} />
      <Slider
        aria-label={t('volume')}
        size="small"
        min={0}
        max={1}
        step={PLAYER_CONFIG.volumeStep}
        value={volume}
        getAriaValueText={(value) => format.percent(value)}
        onChange={(_event, value) => setVolume(value as number)}
        sx={{ width: PLAYER_CONFIG.volumeSliderWidth }}
      />
    </Stack>
  );
}
