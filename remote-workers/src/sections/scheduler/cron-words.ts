import cronstrue from 'cronstrue/i18n';

/** A cron expression in words, in the reader's language (the expression itself when cronstrue cannot read it). */
export function cronInWords(expression: string, language: string): string {
  const locale = language.startsWith('fr') ? 'fr' : language.startsWith('ar') ? 'ar' : 'en';
  try {
    return cronstrue.toString(expression, { locale, use24HourTimeFormat: true, verbose: false });
  } catch {
    return expression;
  }
}
