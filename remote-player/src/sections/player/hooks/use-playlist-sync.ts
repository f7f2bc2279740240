import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { podcastsQuery } from '@mediawatch/shared/queries';

import { usePlayerStore } from '../use-player-store';

// ----------------------------------------------------------------------

/** Syncs the list query into the store: loads on mount, selects the first, keeps the error (docs/spec.md §4). */
export function usePlaylistSync() {
  const { data, error } = useQuery(podcastsQuery());
  const setPodcasts = usePlayerStore((state) => state.setPodcasts);
  const setListError = usePlayerStore((state) => state.setListError);
  useEffect(() => {
    if (data) setPodcasts(data);
  }, [data, setPodcasts]);
  useEffect(() => {
    // The server's message (or the spec's default text), as it comes.
    setListError(error ? error.message : null);
  }, [error, setListError]);
}
