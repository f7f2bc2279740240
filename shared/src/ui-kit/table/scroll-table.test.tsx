import { act, screen } from '@testing-library/react';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';

import { renderWithProviders } from '../../testing/render';
import { fadeMask, ScrollTable } from './scroll-table';

// jsdom lays nothing out: the widths are set by hand, and ResizeObserver is
// stood in for by one that reports on demand.
let report: () => void = () => undefined;
class ManualResizeObserver {
  constructor(callback: () => void) {
    report = callback;
  }
  observe() {}
  disconnect() {}
}

function widths(scrollWidth: number, clientWidth: number) {
  Object.defineProperty(HTMLElement.prototype, 'scrollWidth', { configurable: true, get: () => scrollWidth });
  Object.defineProperty(HTMLElement.prototype, 'clientWidth', { configurable: true, get: () => clientWidth });
}

/** The CSS emotion wrote for the element's classes (jsdom computes no multi-layer background). */
function cssOf(element: Element): string {
  const rules = [...document.querySelectorAll('style')].flatMap((style) => [...(style.sheet?.cssRules ?? [])].map((rule) => rule.cssText));
  const own = [...element.classList].filter((name) => name.startsWith('css-'));
  return rules
    .filter((rule) => own.some((name) => rule.startsWith(`.${name}`)))
    .join('\n')
    .replace(/\s+/g, '');
}

const table = (
  <ScrollTable label="Runs" minWidth={460}>
    <TableBody>
      <TableRow>
        <TableCell>12:00</TableCell>
      </TableRow>
    </TableBody>
  </ScrollTable>
);

describe('ScrollTable', () => {
  beforeAll(() => {
    (globalThis as { ResizeObserver?: unknown }).ResizeObserver = ManualResizeObserver;
  });
  afterAll(() => {
    delete (globalThis as { ResizeObserver?: unknown }).ResizeObserver;
    delete (HTMLElement.prototype as { scrollWidth?: number }).scrollWidth;
    delete (HTMLElement.prototype as { clientWidth?: number }).clientWidth;
  });

  it('adds no tab stop while the table fits', () => {
    widths(400, 400);
    renderWithProviders(table);
    expect(screen.getByRole('table', { name: 'Runs' })).toBeTruthy();
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('is a named, focusable region while it scrolls sideways, and stops being one when it fits again', () => {
    widths(460, 360);
    renderWithProviders(table);
    const region = screen.getByRole('region', { name: 'Runs, scrolls sideways' });
    expect(region.getAttribute('tabindex')).toBe('0');
    // At its start, the rows fade out on the right, where it goes on.
    expect(cssOf(region)).toContain('mask-image:linear-gradient(toright,#0000px,#0000px,#000calc(100%-32px),transparentcalc(100%-0px))');
    // Scrolled to its end, the rows fade out on the left only.
    Object.defineProperty(region, 'scrollLeft', { configurable: true, value: 100 });
    act(() => {
      region.dispatchEvent(new Event('scroll'));
    });
    expect(cssOf(region)).toContain('mask-image:linear-gradient(toright,transparent0px,#00032px,#000calc(100%-0px),#000calc(100%-0px))');
    widths(460, 480);
    act(() => report());
    expect(screen.queryByRole('region')).toBeNull();
    expect(cssOf(screen.getByRole('table').parentElement!)).not.toContain('mask-image');
  });

  it('keeps its first column at the reading start while it scrolls, and only then', () => {
    widths(460, 360);
    renderWithProviders(table);
    const region = screen.getByRole('region', { name: 'Runs, scrolls sideways' });
    expect(cssOf(region)).toMatch(/tr>:first-of-type\{position:sticky;/);
    widths(460, 480);
    act(() => report());
    expect(cssOf(screen.getByRole('table').parentElement!)).not.toContain('sticky');
  });

  it('fades past a sticky first column rather than over it, on the side it sits', () => {
    const ltr = fadeMask(true, true, 120, 'left')!.maskImage;
    expect(ltr).toContain('#000 0, #000 120px, transparent 120px, #000 152px');
    expect(ltr).toContain('#000 calc(100% - 32px), transparent calc(100% - 0px)');
    const rtl = fadeMask(true, false, 120, 'right')!.maskImage;
    expect(rtl).toContain('transparent 0px, #000 32px');
    expect(rtl).toContain('#000 calc(100% - 120px), #000 calc(100% - 120px), #000 calc(100% - 120px), #000 100%');
    expect(fadeMask(false, false, 120)).toBeUndefined();
  });

  it('is no region when it does not clip its table (a hidden chart table), however wide the table', () => {
    widths(460, 1);
    renderWithProviders(
      <ScrollTable label="Runs" minWidth={460} scroll={false}>
        <TableBody />
      </ScrollTable>,
    );
    expect(screen.queryByRole('region')).toBeNull();
  });
});
