import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

import { useTranslate } from '../../locales';
import { PLAYER_CONFIG, formatTime } from './player-rules';
import { usePlayerStore } from './use-player-store';

// ----------------------------------------------------------------------

/** The progress slider over the buffered ranges; dragging suspends time updates until release. */
export function ProgressBar({ onSeekTo }: { onSeekTo: (time: number) => void }) {
  const { t } = useTranslate();
  const currentTime = usePlayerStore((state) => state.currentTime);
  const duration = usePlayerStore((state) => state.duration);
  const buffered = usePlayerStore((state) => state.buffered);
  const isSeeking = usePlayerStore((state) => state.isSeeking);
  const seekValue = usePlayerStore((state) => state.seekValue);
  const startSeek = usePlayerStore((state) => state.startSeek);
  const commitSeek = usePlayerStore((state) => state.commitSeek);
  const shown = isSeeking ? seekValue : currentTime;

  return (
    <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', width: 1 }}>
      <Typography
        variant="caption"
        data-testid="player-current-time"
        sx={{ minWidth: 36, textAlign: 'end', fontVariantNumeric: 'tabular-nums' }}
      >
        {formatTime(shown)}
      </Typography>
      <Box sx={{ position: 'relative', flexGrow: 1, display: 'flex', alignItems: 'center' }}>
        {/* Logical sides: the buffered ranges run from the start, as the slider fills. */}
        <Box
          aria-hidden
          sx={{ position: 'absolute', insetInline: 0, height: PLAYER_CONFIG.progressBarHeight, borderRadius: 1, overflow: 'hidden' }}
        >
          {duration > 0 &&
            buffered.map((range) => (
              <Box
                key={`${range.start}-${range.end}`}
                data-testid="player-buffered"
                sx={{
                  position: 'absolute',
                  top: 0,
                  bottom: 0,
                  insetInlineStart: `${(range.start / duration) * 100}%`,
                  width: `${((range.end - range.start) / duration) * 100}%`,
                  bgcolor: 'action.selected',
                }}
              />
            ))}
        </Box>
        <Slider
          aria-label={t('seek')}
          size="small"
          min={0}
          max={duration || 0}
          step={1}
          value={Math.min(shown, duration || 0)}
          disabled={duration <= 0}
          getAriaValueText={(value) => t('position', { current: formatTime(value), total: formatTime(duration) })}
          onChange={(_event, value) => startSeek(value as number)}
          onChangeCommitted={(_event, value) => onSeekTo(commitSeek(value as number))}
          sx={{
            height: PLAYER_CONFIG.progressBarHeight,
            py: 1,
            '& .MuiSlider-rail': { opacity: 0.2 },
            '& .MuiSlider-thumb': { width: 12, height: 12 },
          }}
        />
      </Box>
      <Typography variant="caption" data-testid="player-duration" sx={{ minWidth: 36, fontVariantNumeric: 'tabular-nums' }}>
        {formatTime(duration)}
      </Typography>
    </Stack>
  );
}
