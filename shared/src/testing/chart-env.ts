// ----------------------------------------------------------------------
// What @mui/x-charts needs from a browser that jsdom does not have: a
// ResizeObserver (charts measure their box) and structuredClone (charts copy
// their series). Neither changes what a test checks: jsdom has no layout.

export function setUpChartEnvironment(): void {
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
  globalThis.structuredClone ??= (<T>(value: T): T => JSON.parse(JSON.stringify(value)) as T) as typeof structuredClone;
}
