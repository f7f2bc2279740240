export type Order = 'asc' | 'desc';

/** Sorts a copy of `rows` by the value `key` reads; nulls last whatever the order. */
export function sortRows<T>(rows: readonly T[], key: (row: T) => string | number | null, order: Order): T[] {
  const factor = order === 'asc' ? 1 : -1;
  return [...rows].sort((a, b) => {
    const left = key(a);
    const right = key(b);
    if (left === right) return 0;
    if (left === null) return 1;
    if (right === null) return -1;
    if (typeof left === 'string' && typeof right === 'string') return left.localeCompare(right) * factor;
    return (left < right ? -1 : 1) * factor;
  });
}
