import type { TFunction } from 'i18next';
import type { FieldValues, Resolver } from 'react-hook-form';

import { sectionTexts } from '../locales';
import { validationEn } from '../locales/en/validation';

// ----------------------------------------------------------------------
// The shared zod schemas speak English, and so does the API that validates
// with them. The forms show their messages in the reader's language: a
// message is matched against the English texts under `validation` (worded
// exactly as the schemas word them) and written again from the same key in
// the current language. A message that matches none is shown as it is.

/** The schemas' messages, added with the code of any form that shows them. */
const useValidationTexts = sectionTexts({ validation: validationEn });

interface Rule {
  key: string;
  pattern: RegExp;
  /** The placeholders of the template, in order (`field`, `number`). */
  names: string[];
}

const PLACEHOLDER = /\{\{(\w+)\}\}/g;

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const FIELD_KEYS = new Map(Object.entries(validationEn.fields).map(([key, label]) => [label, key]));

const RULES: Rule[] = Object.entries(validationEn).flatMap(([key, template]) => {
  if (typeof template !== 'string') return [];
  const names = [...template.matchAll(PLACEHOLDER)].map((match) => match[1] as string);
  const pattern = new RegExp(
    `^${template
      .split(PLACEHOLDER)
      .map((part, index) => (index % 2 ? '(.+?)' : escape(part)))
      .join('')}$`,
  );
  return [{ key: key.replace(/_(one|other)$/, ''), pattern, names }];
});

/** A schema's English message in the language of `t` (the `resources` namespace). */
export function translateSchemaMessage(message: string, t: TFunction): string {
  for (const rule of RULES) {
    const match = rule.pattern.exec(message);
    if (!match) continue;
    const values: Record<string, string | number> = {};
    const known = rule.names.every((name, index) => {
      const text = match[index + 1] as string;
      if (name === 'number') {
        values.number = text;
        values.count = Number(text);
        return Number.isFinite(values.count);
      }
      const field = FIELD_KEYS.get(text);
      if (field) values[name] = t(`validation.fields.${field}`);
      return !!field;
    });
    if (known) return t(`validation.${rule.key}`, values);
  }
  return message;
}

/** A copy of a resolver's errors with every `message` translated (the DOM `ref`s left as they are). */
function translateErrors<T>(errors: T, translate: (message: string) => string): T {
  if (Array.isArray(errors)) return errors.map((item: unknown) => translateErrors(item, translate)) as T;
  if (!errors || typeof errors !== 'object') return errors;
  return Object.fromEntries(
    Object.entries(errors).map(([key, value]) => [
      key,
      key === 'ref' ? value : key === 'message' && typeof value === 'string' ? translate(value) : translateErrors(value, translate),
    ]),
  ) as T;
}

/** `resolver` (a `zodResolver` of a shared schema) with its messages in the current language. */
export function useLocalizedResolver<TFieldValues extends FieldValues, TContext, TTransformedValues>(
  resolver: Resolver<TFieldValues, TContext, TTransformedValues>,
): Resolver<TFieldValues, TContext, TTransformedValues> {
  const { t } = useValidationTexts();
  return async (values, context, options) => {
    const result = await resolver(values, context, options);
    return { ...result, errors: translateErrors(result.errors, (message) => translateSchemaMessage(message, t)) } as typeof result;
  };
}
