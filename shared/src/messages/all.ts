import { localeOf, type LanguageCode } from '../i18n/languages';
import { messagesAr } from './ar';
import { messagesEn } from './en';
import { messagesFr } from './fr';
import { lookupText, renderMessage, type CodedMessage } from './render';

/** The catalogue in every language: what the server words digests and webhooks with. */
export const MESSAGE_TEXTS = { en: messagesEn, fr: messagesFr, ar: messagesAr } as const;

/** A coded message in `language`, numbers formatted for it (Intl, as the pages' useFormat does). */
export function messageIn(language: LanguageCode, message: CodedMessage): string {
  const format = new Intl.NumberFormat(localeOf(language), { maximumFractionDigits: 2 });
  return renderMessage(message, {
    language,
    lookup: (key) => lookupText(MESSAGE_TEXTS[language] as never, key),
    number: (value) => format.format(value),
  });
}

export { messagesAr, messagesEn, messagesFr };
