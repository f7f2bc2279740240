import { useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { loadOnce } from '@mediawatch/shared';

// ----------------------------------------------------------------------
// A form's state for a few text fields checked by one schema, for the auth
// screens: the first page a visitor loads, where react-hook-form and its
// resolver cost 14 KiB gzip of the 250 the page may load
// (docs/decisions/0036-the-sign-in-page-within-its-budgets.md). It behaves as the product's react-hook-form forms do (mode
// `onSubmit`, re-validation on change after a submit, focus on the first
// invalid field, one submission at a time); the forms with selects, switches
// or lists of fields keep react-hook-form.
//
// The schema is loaded, not imported: it is only read once the user submits,
// so its code (zod/mini, about 6 KiB gzip) loads when focus enters the form
// (`preload`), after the form shows.

/** What the schema says of a field it refuses (a zod 4 issue: its code, and the limit for a length). */
export interface FormIssue {
  path: ReadonlyArray<PropertyKey>;
  message: string;
  code?: string;
  minimum?: unknown;
  maximum?: unknown;
}

/** What the form validates with: a zod 4 schema, classic or mini. */
export interface FormSchema<T> {
  safeParse(values: unknown): { success: true; data: T } | { success: false; error: { issues: ReadonlyArray<FormIssue> } };
}

/** The text shown for an issue, in the page's language; the schema's own message when it gives none. */
export type IssueText = (issue: FormIssue) => string | undefined;

type Errors<V> = Partial<Record<keyof V & string, string>>;

/** The first message for each field the schema refuses. */
function errorsOf<V, T>(schema: FormSchema<T>, values: V, textOf?: IssueText): { data?: T; errors: Errors<V> } {
  const result = schema.safeParse(values);
  if (result.success) return { data: result.data, errors: {} };
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const [name] = issue.path;
    if (typeof name === 'string' && !(name in errors)) errors[name] = textOf?.(issue) ?? issue.message;
  }
  return { errors: errors as Errors<V> };
}

/** The props that bind a text field to the form: spread them on an `OutlinedTextField`. */
export interface SchemaFieldProps {
  name: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
  inputRef: (element: HTMLInputElement | HTMLTextAreaElement | null) => void;
  error: boolean;
  helperText: string | undefined;
  fullWidth: true;
}

export function useSchemaForm<V extends Record<string, string>, T>(
  loadSchema: () => Promise<FormSchema<T>>,
  defaultValues: V,
  { textOf }: { textOf?: IssueText } = {},
) {
  const [values, setValues] = useState(defaultValues);
  const [errors, setErrors] = useState<Errors<V>>({});
  const [isSubmitting, setSubmitting] = useState(false);
  // Read by handlers between renders: what was typed, whether a submit was tried, whether one runs.
  const latest = useRef(defaultValues);
  const submitted = useRef(false);
  const running = useRef(false);
  const inputs = useRef(new Map<string, HTMLInputElement | HTMLTextAreaElement>());
  // Loaded once per form; a failed load is tried again on the next call.
  const [load] = useState(() => loadOnce(loadSchema));

  const focus = (name: string) => inputs.current.get(name)?.focus();

  /** The field's binding; `helperText` shows while the field has no error. */
  const field = (name: keyof V & string, helperText?: string): SchemaFieldProps => ({
    name,
    value: values[name] ?? '',
    onChange: (event) => {
      latest.current = { ...latest.current, [name]: event.target.value };
      setValues(latest.current);
      // After a submit, each change checks the field again, so its message goes as it is fixed.
      // (The schema is in: a submit loaded it.)
      if (!submitted.current || !load.value) return;
      const message = errorsOf(load.value, latest.current, textOf).errors[name];
      setErrors(({ [name]: _previous, ...others }) => (message === undefined ? others : { ...others, [name]: message }) as Errors<V>);
    },
    inputRef: (element) => {
      if (element) inputs.current.set(name, element);
      else inputs.current.delete(name);
    },
    error: Boolean(errors[name]),
    helperText: errors[name] ?? helperText,
    fullWidth: true,
  });

  /** A message for a field from elsewhere (the server's answer), with focus on the field. */
  const setError = (name: keyof V & string, message: string) => {
    setErrors((current) => ({ ...current, [name]: message }));
    focus(name);
  };

  /**
   * The form's submit handler: checks every field, shows each message beside
   * its field and focuses the first, or calls `onValid` with the parsed
   * values. A submission still running swallows another one. When the schema
   * cannot load (offline), `onFailure` tells the user, as for a failed request.
   */
  const handleSubmit = (onValid: (data: T) => Promise<void> | void, onFailure: (error: unknown) => void) => async (event?: FormEvent) => {
    event?.preventDefault();
    if (running.current) return;
    running.current = true;
    try {
      submitted.current = true;
      let loaded: FormSchema<T>;
      try {
        loaded = await load();
      } catch (error) {
        onFailure(error);
        return;
      }
      const { data, errors: found } = errorsOf(loaded, latest.current, textOf);
      setErrors(found);
      const firstInvalid = Object.keys(defaultValues).find((name) => found[name as keyof V & string]);
      if (firstInvalid !== undefined) {
        focus(firstInvalid);
        return;
      }
      setSubmitting(true);
      await onValid(data as T);
    } finally {
      running.current = false;
      setSubmitting(false);
    }
  };

  /** For the form's onFocus: the schema loads while the user types. */
  const preload = () => void load().catch(() => undefined);

  return { values, field, setError, handleSubmit, isSubmitting, preload };
}
