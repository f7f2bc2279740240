import { apiClient, endpoints, type ReportPdfQuery } from '@mediawatch/shared';

import { toSearchParams } from '../search-params';

// ----------------------------------------------------------------------

/** `GET /api/report/pdf`: the Daily Report of one day as a PDF file, made on the server. */
export async function downloadReportPdf(query: ReportPdfQuery): Promise<Blob> {
  const { data } = await apiClient.get<Blob>(endpoints.report.pdf, { params: toSearchParams(query), responseType: 'blob' });
  return data;
}
