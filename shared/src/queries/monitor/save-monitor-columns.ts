import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient, endpoints } from '@mediawatch/shared';
import type { MonitorColumn } from '@mediawatch/shared/schemas';

import { monitorKeys } from '../keys';

// ----------------------------------------------------------------------

/** `PUT /api/monitor/columns`: the whole watchlist, in order (add, remove and reorder alike). */
export async function saveMonitorColumns(topicIds: string[]): Promise<MonitorColumn[]> {
  const { data } = await apiClient.put<MonitorColumn[]>(endpoints.monitor.columns, { topicIds });
  return data;
}

/** Saves the columns; the list on screen becomes the server's answer. */
export function useSaveMonitorColumns() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveMonitorColumns,
    onSuccess: (columns) => queryClient.setQueryData(monitorKeys.columns(), columns),
  });
}
