import { nice, ticks } from 'd3-array';

// ----------------------------------------------------------------------
// The geometry of the UI kit's charts, free of React and the DOM: where a
// category's band sits, how a value maps to pixels, what the value axis
// spans and how stacked series pile up. d3-array chooses the ticks (round
// steps of 1, 2 or 5 times a power of ten), as every d3 chart does.

/** A band axis: `count` categories over `[from, to]` (from > to runs them right to left, or bottom to top). */
export interface BandAxis {
  count: number;
  /** The distance from one category to the next. */
  step: number;
  /** The width of a category's bars (the step without its padding). */
  bandwidth: number;
  /** The centre of category `index`. */
  center(index: number): number;
  /** The category under `position`, or null outside the axis. */
  indexAt(position: number): number | null;
}

export function bandAxis(count: number, from: number, to: number, padding = 0.2): BandAxis {
  const length = Math.abs(to - from);
  const step = count > 0 ? length / count : 0;
  const direction = to >= from ? 1 : -1;
  return {
    count,
    step,
    bandwidth: step * (1 - padding),
    center: (index) => from + direction * step * (index + 0.5),
    indexAt(position) {
      if (step === 0) return null;
      const index = Math.floor(((position - from) * direction) / step);
      return index >= 0 && index < count ? index : null;
    },
  };
}

/** A linear axis: values over `domain` to pixels over `range` (either may run backwards). */
export interface LinearAxis {
  domain: [number, number];
  at(value: number): number;
  ticks: number[];
}

/** `integral`: the values are counts, so the ticks are whole numbers (no "1.5 articles"). */
export function linearAxis(domain: [number, number], range: [number, number], tickCount = 5, integral = false): LinearAxis {
  const [d0, d1] = domain;
  const [r0, r1] = range;
  const span = d1 - d0 || 1;
  return {
    domain,
    at: (value) => r0 + ((value - d0) / span) * (r1 - r0),
    ticks: ticks(d0, d1, tickCount).filter((tick) => !integral || Number.isInteger(tick)),
  };
}

/**
 * What the value axis spans: from the lowest value (or 0, bars stand on it)
 * to the highest, widened to round ticks; a bound given is kept as it is.
 */
export function valueDomain(values: Iterable<number | null>, bounds: { min?: number; max?: number } = {}, tickCount = 5): [number, number] {
  let low = 0;
  let high = 0;
  for (const value of values) {
    if (value === null || !Number.isFinite(value)) continue;
    if (value < low) low = value;
    if (value > high) high = value;
  }
  if (high === low) high = low + 1;
  const [niceLow, niceHigh] = nice(low, high, tickCount);
  return [bounds.min ?? niceLow, bounds.max ?? niceHigh];
}

/** Stacked series: each value's `[base, top]` on the pile of the series before it in its stack (null stays a gap). */
export function stackValues(
  series: ReadonlyArray<{ data: ReadonlyArray<number | null>; stack?: string }>,
): Array<Array<[number, number] | null>> {
  const piles = new Map<string, number[]>();
  return series.map((one, seriesIndex) => {
    const key = one.stack ?? `\u0000${seriesIndex}`;
    const pile = piles.get(key) ?? [];
    piles.set(key, pile);
    return one.data.map((value, index) => {
      if (value === null) return null;
      const base = pile[index] ?? 0;
      pile[index] = base + value;
      return [base, base + value];
    });
  });
}

/** The slot (0-based) of each series inside a category's band: one slot per stack, one per series outside a stack. */
export function barSlots(series: ReadonlyArray<{ stack?: string }>): { slot: number[]; count: number } {
  const stacks = new Map<string, number>();
  let count = 0;
  const slot = series.map((one) => {
    if (one.stack === undefined) return count++;
    const known = stacks.get(one.stack);
    if (known !== undefined) return known;
    stacks.set(one.stack, count);
    return count++;
  });
  return { slot, count };
}

/**
 * The tick labels to draw of those asked for (`indices`, ascending), one in
 * every so many so that labels about `labelWidth` wide, on categories `step`
 * apart, do not run into each other (a phone's width).
 */
export function thinLabels(indices: number[], step: number, labelWidth: number): number[] {
  if (indices.length < 2 || step <= 0) return indices;
  const gap = (indices[1]! - indices[0]!) * step;
  const every = Math.max(1, Math.ceil(labelWidth / gap));
  return indices.filter((_index, position) => position % every === 0);
}

/** A label cut to about `width` pixels of text at `fontSize`, with an ellipsis where it was cut. */
export function fitLabel(label: string, width: number, fontSize: number): string {
  const fits = Math.max(1, Math.floor(width / (fontSize * 0.56)));
  return label.length <= fits ? label : `${label.slice(0, Math.max(1, fits - 1)).trimEnd()}…`;
}
