import { useEffect } from 'react';
import { apiClient, endpoints, isLanguage, useAuthStore, useTranslation, type UserLanguage } from '@mediawatch/shared';

// ----------------------------------------------------------------------

/** `PUT /api/user/language`: the language the user reads, which their digests are written in. */
export async function putUserLanguage(language: UserLanguage['language']): Promise<void> {
  await apiClient.put(endpoints.user.language, { language });
}

const reported = new Set<string>();

/**
 * Tells the API the language the signed-in user reads: once a session when it
 * starts, and again when the user changes it, so e-mailed digests use the
 * language last used (docs/decisions/0040-server-texts-as-codes.md). A
 * failure is left for the next change: nothing on the page depends on it.
 */
export function useReportLanguage(): void {
  const userId = useAuthStore((state) => state.user?.id ?? null);
  const { i18n } = useTranslation();
  const language = i18n.language;
  useEffect(() => {
    if (!userId || !isLanguage(language)) return;
    const key = `${userId}:${language}`;
    if (reported.has(key)) return;
    for (const seen of [...reported]) if (seen.startsWith(`${userId}:`)) reported.delete(seen);
    reported.add(key);
    putUserLanguage(language).catch(() => reported.delete(key));
  }, [userId, language]);
}
