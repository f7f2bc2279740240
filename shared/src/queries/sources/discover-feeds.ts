import { useMutation } from '@tanstack/react-query';
import { apiClient, endpoints, type FeedDiscoveryResult } from '@mediawatch/shared';

// ----------------------------------------------------------------------

/** `POST /api/source/discover`: the feeds of a site found from its address, each read once; stores nothing. */
export async function discoverFeeds(url: string): Promise<FeedDiscoveryResult> {
  const { data } = await apiClient.post<FeedDiscoveryResult>(endpoints.source.discover, { url });
  return data;
}

export function useDiscoverFeeds() {
  return useMutation({ mutationFn: discoverFeeds });
}
