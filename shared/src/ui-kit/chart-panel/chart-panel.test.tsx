import { screen } from '@testing-library/react';
import { ThemeProvider, useTheme, type Theme } from '@mui/material/styles';

import { renderWithProviders } from '../../testing/render';
import { ChartPanel } from './chart-panel';

/** Stands in for a chart: says what its theme tells a chart (direction, keyboard navigation). */
function ThemeProbe() {
  const theme = useTheme();
  const line = (theme.components as Record<string, { defaultProps?: { disableKeyboardNavigation?: boolean } }> | undefined)?.MuiLineChart;
  return (
    <span data-testid="probe">{`${theme.direction} ${line?.defaultProps?.disableKeyboardNavigation === true ? 'no-tab-stop' : 'tab-stop'}`}</span>
  );
}

const rtl = (outer: Theme): Theme => ({ ...outer, direction: 'rtl' });

describe('ChartPanel', () => {
  it('draws its chart left to right with no tab stop, in a right-to-left page too; the table stays in the page', () => {
    renderWithProviders(
      <ThemeProvider theme={rtl}>
        <ChartPanel title="Volume" csvName="volume" height={200} table={{ columns: ['Day', 'Articles'], rows: [['2026-11-24', 3]] }}>
          <ThemeProbe />
        </ChartPanel>
      </ThemeProvider>,
    );
    expect(screen.getByTestId('probe').textContent).toBe('ltr no-tab-stop');
    expect(screen.getByRole('table', { hidden: true }).textContent).toContain('2026-11-24');
  });
});
