import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  apiClient,
  endpoints,
  type PdfPage,
  type PdfSearchQuery,
  type PdfSearchResult,
  type PdfSummary,
  type PdfUpdate,
} from '@mediawatch/shared';

import { pdfKeys } from '../keys';
import { callOr, useInvalidatingMutation } from '../mutation';

// ----------------------------------------------------------------------
// Academic PDFs (docs/decisions/0028-academic-pdfs.md): the list, one PDF,
// a page of its text, the search, and the writes. A PDF still in
// `processing` is polled until it is ready or failed.

/** How often a PDF being processed is asked for its progress. */
export const PDF_PROGRESS_POLL_MS = 1000;

const stillProcessing = (pdfs: readonly PdfSummary[] | undefined) => pdfs?.some((pdf) => pdf.status === 'processing') ?? false;

export async function getPdfs(): Promise<PdfSummary[]> {
  const { data } = await apiClient.get<PdfSummary[]>(endpoints.pdf.all);
  return data;
}

/** `GET /api/pdf/all`, polled while any PDF is processing. */
export function usePdfs() {
  return useQuery({
    queryKey: pdfKeys.list(),
    queryFn: getPdfs,
    refetchInterval: (query) => (stillProcessing(query.state.data) ? PDF_PROGRESS_POLL_MS : false),
  });
}

export async function getPdf(id: string): Promise<PdfSummary> {
  const { data } = await apiClient.get<PdfSummary>(endpoints.pdf.one(id));
  return data;
}

/** `GET /api/pdf/{id}`, polled while it is processing. */
export function usePdf(id: string | null) {
  return useQuery({
    queryKey: pdfKeys.detail(id ?? ''),
    queryFn: () => getPdf(id ?? ''),
    enabled: !!id,
    refetchInterval: (query) => (query.state.data?.status === 'processing' ? PDF_PROGRESS_POLL_MS : false),
  });
}

export async function getPdfPage(id: string, page: number): Promise<PdfPage> {
  const { data } = await apiClient.get<PdfPage>(endpoints.pdf.page(id, page));
  return data;
}

/** `GET /api/pdf/{id}/page/{n}`: the extracted text of one page (enabled once that page is extracted). */
export function usePdfPage(id: string | null, page: number, extracted: boolean) {
  return useQuery({
    queryKey: pdfKeys.page(id ?? '', page),
    queryFn: () => getPdfPage(id ?? '', page),
    enabled: !!id && extracted,
    placeholderData: keepPreviousData,
  });
}

export async function searchPdfs(query: PdfSearchQuery): Promise<PdfSearchResult> {
  const { data } = await apiClient.get<PdfSearchResult>(endpoints.pdf.search, { params: query });
  return data;
}

export const searchPdfsQueryOptions = (query: PdfSearchQuery, enabled = true) =>
  queryOptions({
    queryKey: pdfKeys.search(query),
    queryFn: () => searchPdfs(query),
    placeholderData: keepPreviousData,
    enabled: enabled && query.q.trim().length > 0,
  });

/** `GET /api/pdf/search`: the matching pages, best first. */
export function useSearchPdfs(query: PdfSearchQuery, enabled = true) {
  return useQuery(searchPdfsQueryOptions(query, enabled));
}

/** `POST /api/pdf/upload` (managePdfs): answers at once with the PDF in `processing`; errors carry the server's reason. */
export function uploadPdf(file: Blob, fileName: string): Promise<PdfSummary> {
  const form = new FormData();
  form.append('file', file, fileName);
  return callOr(() => apiClient.post<PdfSummary>(endpoints.pdf.upload, form), 'The PDF could not be uploaded');
}

export function useUploadPdf() {
  return useInvalidatingMutation(({ file, name }: { file: Blob; name: string }) => uploadPdf(file, name), [pdfKeys.all]);
}

export async function updatePdf({ id, update }: { id: string; update: PdfUpdate }): Promise<PdfSummary> {
  const { data } = await apiClient.patch<PdfSummary>(endpoints.pdf.update(id), update);
  return data;
}

/** `PATCH /api/pdf/update/{id}` (managePdfs): metadata and topics. */
export function useUpdatePdf() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePdf,
    onSuccess: async (pdf) => {
      queryClient.setQueryData(pdfKeys.detail(pdf.id), pdf);
      await queryClient.invalidateQueries({ queryKey: pdfKeys.all });
    },
  });
}

export async function deletePdf(id: string): Promise<void> {
  await apiClient.delete(endpoints.pdf.delete(id));
}

export function useDeletePdf() {
  return useInvalidatingMutation(deletePdf, [pdfKeys.all]);
}

/**
 * Opens the original file in a new tab at `page`: fetched with the token (the
 * route needs it) as a blob, then shown from a blob: URL with `#page=N`.
 * The tab is opened first (in the click), so no pop-up blocker stops it.
 */
export async function openPdfFile(id: string, page: number): Promise<void> {
  const tab = window.open('', '_blank');
  try {
    const { data } = await apiClient.get<Blob>(endpoints.pdf.file(id), { responseType: 'blob' });
    const url = URL.createObjectURL(new Blob([data], { type: 'application/pdf' }));
    const target = `${url}#page=${page}`;
    if (tab) tab.location.href = target;
    else window.open(target, '_blank', 'noopener');
    // The tab has loaded it by then; the URL is not needed after.
    setTimeout(() => URL.revokeObjectURL(url), 60_000);
  } catch (error) {
    tab?.close();
    throw error;
  }
}
