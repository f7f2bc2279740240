import { fireEvent, screen } from '@testing-library/react';
import { ThemeProvider, type Theme } from '@mui/material/styles';

import { renderWithProviders } from '../../testing/render';
import { setUpChartEnvironment } from '../../testing/chart-env';
import { ChartPanel } from '../chart-panel/chart-panel';
import { Chart, type ChartProps } from './chart';
import { ChartReferenceLine } from './reference-line';

// jsdom has no layout: the chart's box is given a size.
const WIDTH = 400;
const HEIGHT = 300;
beforeAll(() => {
  setUpChartEnvironment({ boxSize: { width: WIDTH, height: HEIGHT } });
  // jsdom's events carry no pointer position unless PointerEvent is a MouseEvent.
  if (typeof window.PointerEvent === 'undefined') window.PointerEvent = class extends MouseEvent {} as typeof PointerEvent;
});

const rtl = (outer: Theme): Theme => ({ ...outer, direction: 'rtl' });

function draw(props: ChartProps, { dir = 'ltr' }: { dir?: 'ltr' | 'rtl' } = {}) {
  const result = renderWithProviders(
    dir === 'rtl' ? (
      <ThemeProvider theme={rtl}>
        <Chart {...props} />
      </ThemeProvider>
    ) : (
      <Chart {...props} />
    ),
  );
  const svg = result.container.querySelector('svg')!;
  return { ...result, svg };
}

const bars = (svg: SVGSVGElement) =>
  [...svg.querySelectorAll('rect')].filter((rect) => rect.getAttribute('fill') !== null && !rect.getAttribute('fill')!.startsWith('rgba'));
const num = (element: Element, name: string) => Number(element.getAttribute(name));

describe('Chart', () => {
  it('draws a bar per value, as tall as its value, and labels the ticks it is told to', () => {
    const { svg } = draw({
      categories: ['00:00', '01:00', '02:00', '03:00'],
      categoryFormat: (value, location) => (location === 'tick' ? `h${value.slice(0, 2)}` : value),
      tickEvery: (index) => index % 2 === 0,
      series: [{ data: [10, 20, null, 5], label: 'Articles' }],
    });
    const drawn = bars(svg);
    expect(drawn).toHaveLength(3);
    const heights = drawn.map((rect) => num(rect, 'height'));
    expect(heights[1]! / heights[0]!).toBeCloseTo(2, 5);
    expect(heights[2]! / heights[0]!).toBeCloseTo(0.5, 5);
    const texts = [...svg.querySelectorAll('text')].map((text) => text.textContent);
    expect(texts).toEqual(expect.arrayContaining(['h00', 'h02']));
    expect(texts).not.toContain('h01');
    // One series: no legend.
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('runs right to left in a right-to-left page: the first category on the right, the value axis on the right', () => {
    const props: ChartProps = { categories: ['a', 'b'], series: [{ data: [1, 2], label: 'n' }] };
    const ltr = draw(props);
    const [firstLtr, secondLtr] = bars(ltr.svg);
    expect(num(firstLtr!, 'x')).toBeLessThan(num(secondLtr!, 'x'));
    ltr.unmount();

    const { svg } = draw(props, { dir: 'rtl' });
    const [first, second] = bars(svg);
    expect(num(first!, 'x')).toBeGreaterThan(num(second!, 'x'));
    const valueLabel = [...svg.querySelectorAll('text')].find((text) => text.textContent === '2')!;
    expect(num(valueLabel, 'x')).toBeGreaterThan(WIDTH / 2);
    expect(valueLabel.getAttribute('text-anchor')).toBe('start');
  });

  it('piles a stack into one bar lying down, and names each series in a legend', () => {
    const { svg } = draw({
      layout: 'horizontal',
      categories: ['Le Monde', 'The Guardian'],
      min: 0,
      max: 100,
      series: [
        { data: [30, 10], label: 'Reach', stack: 'score', color: 'rgb(1, 2, 3)' },
        { data: [20, 40], label: 'Volume', stack: 'score', color: 'rgb(4, 5, 6)' },
      ],
    });
    const drawn = bars(svg);
    expect(drawn).toHaveLength(4);
    const [reach] = drawn;
    const volume = drawn[2]!;
    // Volume starts where reach ends, on the same row.
    expect(num(volume, 'x')).toBeCloseTo(num(reach!, 'x') + num(reach!, 'width'), 5);
    expect(num(volume, 'y')).toBe(num(reach!, 'y'));
    expect(num(volume, 'width') / num(reach!, 'width')).toBeCloseTo(20 / 30, 5);
    expect(screen.getByRole('list').textContent).toBe('ReachVolume');
  });

  it('leaves a gap in a line where a value is missing, and marks the points it is told to', () => {
    const { svg } = draw({
      categories: ['d1', 'd2', 'd3', 'd4', 'd5'],
      series: [{ type: 'line', data: [1, 2, null, 4, 5], label: 'z', marks: (index) => index === 4, markColor: 'red' }],
    });
    const path = svg.querySelector('path[fill="none"]')!.getAttribute('d')!;
    expect(path.match(/M/g)).toHaveLength(2);
    const marks = svg.querySelectorAll('circle');
    expect(marks).toHaveLength(1);
    expect(marks[0]!.getAttribute('fill')).toBe('red');
  });

  it('says the category and each value under the pointer, and nothing once it leaves', () => {
    const { svg } = draw({
      categories: ['2026-11-23', '2026-11-24'],
      categoryFormat: (value, location) => (location === 'tooltip' ? `Day ${value}` : value),
      valueFormat: (value) => `${value} art.`,
      series: [
        { data: [3, 7], label: 'Today' },
        { data: [2, 9], label: 'Yesterday', format: (value) => `${value} (prev.)` },
        { type: 'area', data: [1, 1], label: 'Band', tooltip: false },
      ],
    });
    // The plot's right half: the second day.
    fireEvent.pointerMove(svg, { clientX: WIDTH - 40, clientY: HEIGHT / 2 });
    expect(screen.getByText('Day 2026-11-24').textContent).toBeTruthy();
    expect(screen.getByText('7 art.').textContent).toBeTruthy();
    expect(screen.getByText('9 (prev.)').textContent).toBeTruthy();
    expect(screen.getAllByText('Band')).toHaveLength(1); // the legend's, not the tooltip's
    fireEvent.pointerLeave(svg);
    expect(screen.queryByText('Day 2026-11-24')).toBeNull();
  });

  it('draws a reference line with its label at the end away from the value axis, on either side', () => {
    const chart = (
      <Chart categories={['a', 'b', 'c']} series={[{ data: [5, 10, 15], label: 'n' }]} min={0} max={20}>
        <ChartReferenceLine y={12} label="Band high" />
        <ChartReferenceLine x="b" label="Storm" />
        <ChartReferenceLine x="missing" label="Nowhere" />
      </Chart>
    );
    const ltr = renderWithProviders(chart);
    const high = screen.getByText('Band high');
    expect(num(high, 'x')).toBeGreaterThan(WIDTH / 2);
    expect(high.getAttribute('text-anchor')).toBe('end');
    expect(screen.getByText('Storm').textContent).toBeTruthy();
    expect(screen.queryByText('Nowhere')).toBeNull();
    ltr.unmount();

    renderWithProviders(<ThemeProvider theme={rtl}>{chart}</ThemeProvider>);
    const rtlHigh = screen.getByText('Band high');
    expect(num(rtlHigh, 'x')).toBeLessThan(WIDTH / 2);
    expect(rtlHigh.getAttribute('text-anchor')).toBe('start');
  });

  it('in a ChartPanel, is hidden from assistive technology and holds no tab stop; the table is read instead', () => {
    renderWithProviders(
      <ThemeProvider theme={rtl}>
        <ChartPanel title="Volume" csvName="volume" height={200} table={{ columns: ['Day', 'Articles'], rows: [['2026-11-24', 3]] }}>
          <Chart categories={['2026-11-24']} series={[{ data: [3], label: 'Articles' }]} />
        </ChartPanel>
      </ThemeProvider>,
    );
    const drawing = document.querySelector('svg')!.closest('[aria-hidden="true"]')!;
    expect(drawing).not.toBeNull();
    expect(drawing.querySelectorAll('a, button, input, [tabindex]')).toHaveLength(0);
    expect(screen.getByRole('table', { hidden: true }).textContent).toContain('2026-11-24');
  });
});
