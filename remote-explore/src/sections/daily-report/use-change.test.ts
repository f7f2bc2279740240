import { createTheme, getContrastRatio } from '@mui/material/styles';
import { readableTone } from '@mediawatch/shared/ui';

import { changeColor, compareCounts, usualRange } from './use-change';

describe('compareCounts', () => {
  it('calls a change that rounds to 0 % no change, whichever its sign', () => {
    expect(compareCounts(113, 113.2)).toEqual({ kind: 'same' });
    expect(compareCounts(113, 112.8)).toEqual({ kind: 'same' });
    expect(compareCounts(5, 5)).toEqual({ kind: 'same' });
  });

  it('gives the direction and size of a change of at least half a percent', () => {
    expect(compareCounts(120, 100)).toEqual({ kind: 'up', fraction: 0.2 });
    expect(compareCounts(60, 100)).toEqual({ kind: 'down', fraction: 0.4 });
    expect(compareCounts(1005, 1000)).toEqual({ kind: 'up', fraction: 0.005 });
  });

  it('calls a count against nothing new, and nothing against nothing no change', () => {
    expect(compareCounts(3, 0)).toEqual({ kind: 'new' });
    expect(compareCounts(0, 0)).toEqual({ kind: 'same' });
  });
});

describe('changeColor', () => {
  const light = createTheme({ palette: { mode: 'light' } });
  const dark = createTheme({ palette: { mode: 'dark' } });

  it('takes the shade of info (a fall) or warning (a rise) that reads on the mode’s cards, and leaves a small change grey', () => {
    expect(changeColor(60, 100)(light)).toBe(readableTone(light.palette, 'info'));
    expect(changeColor(60, 100)(dark)).toBe(readableTone(dark.palette, 'info'));
    expect(changeColor(150, 100)(light)).toBe(readableTone(light.palette, 'warning'));
    for (const theme of [light, dark]) {
      for (const count of [60, 150]) {
        expect(getContrastRatio(changeColor(count, 100)(theme), theme.palette.background.paper)).toBeGreaterThanOrEqual(4.5);
      }
    }
    expect(changeColor(105, 100)(light)).toBe(light.palette.text.secondary);
  });
});

describe('usualRange', () => {
  it('shows the whole counts inside the band, so a count flagged below or above it reads as outside', () => {
    // 2 is below a band from 2.4: it reads "below its usual 3–6", not "2–6".
    expect(usualRange(2.4, 6.3)).toEqual({ low: 3, high: 6, digits: 0 });
    expect(usualRange(2, 6)).toEqual({ low: 2, high: 6, digits: 0 });
  });

  it('keeps one decimal for a band too narrow to hold a whole count', () => {
    expect(usualRange(2.4, 2.8)).toEqual({ low: 2.4, high: 2.8, digits: 1 });
  });
});
