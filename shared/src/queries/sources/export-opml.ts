import { useMutation } from '@tanstack/react-query';
import { apiClient, endpoints } from '@mediawatch/shared';

import { saveBlob } from '../../ui-kit/utils/save-blob';

// ----------------------------------------------------------------------

/**
 * `GET /api/source/opml`: the OPML file of every source. It goes through the
 * API client (a plain link would carry no Bearer token) and is then saved.
 */
export async function exportOpml(): Promise<void> {
  const { data } = await apiClient.get<Blob>(endpoints.source.opml, { responseType: 'blob' });
  saveBlob(data, 'mediawatch-sources.opml');
}

export function useExportOpml() {
  return useMutation({ mutationFn: exportOpml });
}
