import { useMutation } from '@tanstack/react-query';
import { apiClient, endpoints, type TestFeedResult } from '@mediawatch/shared';

// ----------------------------------------------------------------------

/** `POST /api/source/testFeed`: fetches and parses one feed, stores nothing. */
export async function testFeed(url: string): Promise<TestFeedResult> {
  const { data } = await apiClient.post<TestFeedResult>(endpoints.source.testFeed, { url });
  return data;
}

/** Tests every feed URL of a source, one result per URL in the same order. */
export async function testFeeds(urls: string[]): Promise<TestFeedResult[]> {
  return Promise.all(urls.map(testFeed));
}

export function useTestFeeds() {
  return useMutation({ mutationFn: testFeeds });
}
