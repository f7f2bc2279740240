import { useCallback } from 'react';
import { registerTexts, toApiError, useTranslation } from '@mediawatch/shared';

import { messagesEn } from '../../messages/en';
import { lookupText, renderMessage, type CodedMessage } from '../../messages/render';
import { useFormat } from '../format/use-format';

// The server's coded messages (docs/decisions/0040-server-texts-as-codes.md),
// worded in the pages: the catalogue is the `messages` namespace (English
// bundled, French and Arabic as chunks loaded when in use), registered once
// whichever app's copy of the kit loads first.
export const MESSAGES_NAMESPACE = 'messages';

registerTexts(MESSAGES_NAMESPACE, {
  en: messagesEn,
  fr: () => import('../../messages/fr').then((module) => module.messagesFr),
  ar: () => import('../../messages/ar').then((module) => module.messagesAr),
});

/** What a page holds of a message: a coded one, or a stored English text from before the codes. */
export type MessageInput = CodedMessage | string | null | undefined;

/**
 * `say(message)`: a coded message in the reader's language, its numbers
 * formatted for it (useFormat), the plural form the language asks; a plain
 * string (a row stored before the codes) as it is. Suspends while the
 * language's texts load, as useTranslation does.
 */
export function useMessage(): (message: MessageInput, fallback?: string) => string {
  const { i18n } = useTranslation(MESSAGES_NAMESPACE);
  const format = useFormat();
  const { language } = i18n;
  return useCallback(
    (message: MessageInput, fallback = '') => {
      if (message === null || message === undefined) return fallback;
      if (typeof message === 'string') return message;
      return renderMessage(message, {
        language,
        lookup: (key) => lookupText(i18n.getResourceBundle(language, MESSAGES_NAMESPACE) as never, key),
        number: (value) => format.number(value, { maximumFractionDigits: 2 }),
      });
    },
    [i18n, language, format],
  );
}

/** The codes a refused request's body carries (`issues`, else `coded`), or none. */
function codesOf(body: unknown): CodedMessage[] {
  if (!body || typeof body !== 'object') return [];
  const { issues, coded } = body as { issues?: unknown; coded?: unknown };
  const isCoded = (value: unknown): value is CodedMessage =>
    !!value && typeof value === 'object' && typeof (value as { code?: unknown }).code === 'string';
  if (Array.isArray(issues) && issues.length > 0 && issues.every(isCoded)) return issues;
  return isCoded(coded) ? [coded] : [];
}

/**
 * `apiErrorText(error, fallback?)`: why the API refused a request, in the
 * reader's language when its answer carries codes (a schema's 400: one per
 * field, `validation.*`), else the answer's own message, else `fallback`
 * (docs/decisions/0040-server-texts-as-codes.md).
 */
export function useApiErrorText(): (error: unknown, fallback?: string) => string {
  const say = useMessage();
  return useCallback(
    (error: unknown, fallback?: string) => {
      const apiError = toApiError(error, fallback);
      const codes = codesOf(apiError.body);
      return codes.length > 0 ? codes.map((code) => say(code)).join('; ') : apiError.message;
    },
    [say],
  );
}
