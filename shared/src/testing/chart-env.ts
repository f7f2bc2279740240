// ----------------------------------------------------------------------
// What the UI kit's charts need from a browser that jsdom does not have: a
// ResizeObserver (a chart follows its box's size) and a layout. jsdom lays
// nothing out, so a chart's box measures 0 and the chart draws nothing; a
// suite that checks the drawing gives every box a size.

export function setUpChartEnvironment({ boxSize }: { boxSize?: { width: number; height: number } } = {}): void {
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
  if (boxSize) {
    Object.defineProperty(HTMLElement.prototype, 'clientWidth', { configurable: true, get: () => boxSize.width });
    Object.defineProperty(HTMLElement.prototype, 'clientHeight', { configurable: true, get: () => boxSize.height });
  }
}
