const dateTime = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

/** "22 Nov 2026, 04:05" in the reader's time zone. */
export function formatDateTime(iso: string): string {
  const time = Date.parse(iso);
  return Number.isNaN(time) ? iso : dateTime.format(time);
}

const languageNames = new Intl.DisplayNames(['en'], { type: 'language' });

/** "French (fr)"; the code alone when the browser does not know it. */
export function languageName(code: string): string {
  try {
    const name = languageNames.of(code);
    return name && name !== code ? `${name} (${code})` : code;
  } catch {
    return code;
  }
}

/** "+2.5 positive", "-3.1 negative", "0.4 neutral": the GDELT-style tone in words. */
export function describeTone(tone: number): string {
  const value = `${tone > 0 ? '+' : ''}${tone.toFixed(1)}`;
  if (tone > 1) return `${value} positive`;
  if (tone < -1) return `${value} negative`;
  return `${value} neutral`;
}
