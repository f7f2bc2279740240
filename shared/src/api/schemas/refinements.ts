import { z } from 'zod';
import { superRefine } from 'zod/mini';
import { VALUE_LIMITS } from '../limits';

// ----------------------------------------------------------------------
// The refinements every request schema shares (docs/decisions/0011-hardening.md): an odd
// value (a NUL character, a date in year -5000, a number past what the
// database stores) is a 400 naming the field, never a 500. The API applies
// `rejectOddValues` to every route's parsed input (its validator compiler);
// the field schemas below bound dates and numbers where they are declared.

/** The path (`a.b.0`) of the first text holding a NUL character, or null. */
export function findNul(value: unknown, path: (string | number)[] = []): (string | number)[] | null {
  if (typeof value === 'string') return value.includes('\0') ? path : null;
  if (Array.isArray(value)) {
    for (let index = 0; index < value.length; index += 1) {
      const found = findNul(value[index], [...path, index]);
      if (found) return found;
    }
    return null;
  }
  if (value && typeof value === 'object' && !(value instanceof Date)) {
    for (const [key, item] of Object.entries(value)) {
      if (key.includes('\0')) return [...path, key];
      const found = findNul(item, [...path, key]);
      if (found) return found;
    }
  }
  return null;
}

/** A zod check for any input: no text anywhere in it holds a NUL character. */
export function rejectOddValues(value: unknown, ctx: z.RefinementCtx): void {
  const path = findNul(value);
  if (path) ctx.addIssue({ code: 'custom', path, message: 'must not contain a NUL character' });
}

/** A zod 4 schema, classic or `zod/mini` (the auth bodies): both take core checks. */
type CheckableSchema = z.core.$ZodType & { check(...checks: z.core.$ZodCheck<never>[]): unknown };

/** `schema` with `rejectOddValues` on top (what the API validates every request with). */
export function withoutOddValues<T extends CheckableSchema>(schema: T): T {
  return schema.check(superRefine(rejectOddValues)) as T;
}

/** True for a date whose year is within VALUE_LIMITS (1900..2200). */
export function dateInRange(value: string | number | Date): boolean {
  const time = value instanceof Date ? value.getTime() : typeof value === 'number' ? value : Date.parse(value);
  if (Number.isNaN(time)) return false;
  const year = new Date(time).getUTCFullYear();
  return year >= VALUE_LIMITS.yearMin && year <= VALUE_LIMITS.yearMax;
}

/** An ISO 8601 date between the years 1900 and 2200. */
export const isoDateInRange = (label: string) =>
  z
    .string()
    .trim()
    .refine((value) => !Number.isNaN(Date.parse(value)), { error: `${label} must be a date (ISO 8601)` })
    .refine((value) => Number.isNaN(Date.parse(value)) || dateInRange(value), {
      error: `${label} must be between the years ${VALUE_LIMITS.yearMin} and ${VALUE_LIMITS.yearMax}`,
    });

/** A finite number from a query string, within [min, max]. */
export const boundedNumber = (label: string, min: number, max: number) =>
  z.coerce
    .number({ error: `${label} must be a number` })
    .refine(Number.isFinite, { error: `${label} must be a finite number` })
    .pipe(
      z
        .number()
        .min(min, { error: `${label} must be at least ${min}` })
        .max(max, { error: `${label} must be at most ${max}` }),
    );
