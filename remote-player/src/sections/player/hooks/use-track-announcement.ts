import { useEffect, useState } from 'react';

import { useTranslate } from '../../../locales';
import { PLAYER_CONFIG } from '../player-rules';
import { selectCurrent, usePlayerStore } from '../use-player-store';

// ----------------------------------------------------------------------

/** What to announce to screen readers: the selected track, 500 ms after it changes (docs/spec.md §9). */
export function useTrackAnnouncement(): string {
  const { t } = useTranslate();
  const podcasts = usePlayerStore((state) => state.podcasts);
  const currentId = usePlayerStore((state) => state.currentId);
  const [announcement, setAnnouncement] = useState('');
  const { podcast } = selectCurrent({ podcasts, currentId });
  const text = podcast ? t('selected', { title: podcast.title, author: podcast.author }) : '';
  useEffect(() => {
    const timer = window.setTimeout(() => setAnnouncement(text), PLAYER_CONFIG.accessibility.announcementDelayMs);
    return () => window.clearTimeout(timer);
  }, [text]);
  return announcement;
}
