import type { PersistStorage, StorageValue } from 'zustand/middleware';

// ----------------------------------------------------------------------
// zustand's `persist` keeps `{ state, version }` as JSON. Some values the spec
// fixes by name and shape (docs/spec.md §3: `settings` holds the settings'
// fields, `podcast-player-hidden` holds "true" or "false"), so they are kept in
// that shape: this adapter reads the stored text through `parse` (which
// validates it and falls back field by field) and writes `format(state)`.
// The stored text carries no version of its own: it is read as `version`,
// and a later change of shape adds its reading to `parse`.

export interface SpecStorageOptions<S> {
  /** The state from the stored text (`null` when nothing is stored is not passed here). */
  parse: (raw: string) => S;
  /** The text to store for a state. */
  format: (state: S) => string;
  version: number;
}

function local(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
}

/** A `persist` storage that keeps a state in the spec's own shape in localStorage. */
export function specStorage<S>({ parse, format, version }: SpecStorageOptions<S>): PersistStorage<S> {
  return {
    getItem: (name): StorageValue<S> | null => {
      const raw = local()?.getItem(name) ?? null;
      return raw === null ? null : { state: parse(raw), version };
    },
    setItem: (name, value) => {
      try {
        local()?.setItem(name, format(value.state));
      } catch {
        // Private mode or a full quota: the value lasts for this visit only.
      }
    },
    removeItem: (name) => {
      try {
        local()?.removeItem(name);
      } catch {
        // Nothing stored to clear.
      }
    },
  };
}
