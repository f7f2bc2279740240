import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  apiClient,
  endpoints,
  type Ejournal,
  type EjournalAddArticle,
  type EjournalInput,
  type EjournalQuery,
  type EjournalSave,
  type EjournalSummary,
  type EjournalWithdraw,
} from '@mediawatch/shared';

import { ejournalKeys } from '../keys';
import { currentOnConflict, useInvalidatingMutation } from '../mutation';
import { toSearchParams } from '../search-params';

// ----------------------------------------------------------------------
// E-journal issues (docs/decisions/0027-ejournal.md): every mutation refreshes every
// e-journal query (the list, the open issue, the reader's "in issues").

/** `GET /api/ejournal/all`: the issues the caller reads (drafts for curators), newest first. */
export async function getEjournals(query: EjournalQuery = {}): Promise<EjournalSummary[]> {
  const { data } = await apiClient.get<EjournalSummary[]>(endpoints.ejournal.all, { params: toSearchParams(query) });
  return data;
}

export const getEjournalsQueryOptions = (query: EjournalQuery = {}) =>
  queryOptions({ queryKey: ejournalKeys.list(query), queryFn: () => getEjournals(query) });

export function useEjournals(query: EjournalQuery = {}, options: { enabled?: boolean } = {}) {
  return useQuery({ ...getEjournalsQueryOptions(query), enabled: options.enabled ?? true });
}

/** `GET /api/ejournal/{id}`: one edition with its sections, articles and the series' other editions. */
export async function getEjournal(id: string): Promise<Ejournal> {
  const { data } = await apiClient.get<Ejournal>(endpoints.ejournal.one(id));
  return data;
}

export const getEjournalQueryOptions = (id: string) =>
  // The editor keeps its own copy while it is open: a refetch on focus would not replace it.
  queryOptions({ queryKey: ejournalKeys.detail(id), queryFn: () => getEjournal(id), enabled: id.length > 0, refetchOnWindowFocus: false });

export function useEjournal(id: string) {
  return useQuery(getEjournalQueryOptions(id));
}

/** `POST /api/ejournal/add` (manageEjournals): a new draft. */
export async function createEjournal(input: EjournalInput): Promise<Ejournal> {
  const { data } = await apiClient.post<Ejournal>(endpoints.ejournal.add, input);
  return data;
}

export function useCreateEjournal() {
  return useInvalidatingMutation(createEjournal, [ejournalKeys.all]);
}

export interface SaveEjournalVariables {
  id: string;
  save: EjournalSave;
}

/** `PUT /api/ejournal/update/{id}`: the draft made on `save.version`; a 409 carries the current issue (`ejournalConflictOf`). */
export async function saveEjournal({ id, save }: SaveEjournalVariables): Promise<Ejournal> {
  const { data } = await apiClient.put<Ejournal>(endpoints.ejournal.update(id), save);
  return data;
}

export function useSaveEjournal() {
  return useInvalidatingMutation(saveEjournal, [ejournalKeys.all]);
}

/** `POST /api/ejournal/publish/{id}`: freezes the draft made on `version`. */
export async function publishEjournal({ id, version }: { id: string; version: number }): Promise<Ejournal> {
  const { data } = await apiClient.post<Ejournal>(endpoints.ejournal.publish(id), { version });
  return data;
}

export function usePublishEjournal() {
  return useInvalidatingMutation(publishEjournal, [ejournalKeys.all]);
}

/** `POST /api/ejournal/newEdition/{id}`: a draft copy of a published edition (or the series' open draft, 200). */
export async function newEjournalEdition(id: string): Promise<Ejournal> {
  const { data } = await apiClient.post<Ejournal>(endpoints.ejournal.newEdition(id));
  return data;
}

export function useNewEjournalEdition() {
  return useInvalidatingMutation(newEjournalEdition, [ejournalKeys.all]);
}

/** `POST /api/ejournal/addArticle/{id}`: the reader's one step into a draft. */
export async function addEjournalArticle({ id, add }: { id: string; add: EjournalAddArticle }): Promise<Ejournal> {
  const { data } = await apiClient.post<Ejournal>(endpoints.ejournal.addArticle(id), add);
  return data;
}

export function useAddEjournalArticle() {
  return useInvalidatingMutation(addEjournalArticle, [ejournalKeys.all]);
}

/** `DELETE /api/ejournal/delete/{id}`: a draft (a published edition stays). */
export async function deleteEjournal(id: string): Promise<void> {
  await apiClient.delete(endpoints.ejournal.delete(id));
}

export function useDeleteEjournal() {
  return useInvalidatingMutation(deleteEjournal, [ejournalKeys.all]);
}

/** `POST /api/ejournal/withdraw/{id}` (its curator or an admin): withdraws a published edition with a reason (docs/decisions/0046-withdrawn-editions.md). */
export async function withdrawEjournal({ id, withdraw }: { id: string; withdraw: EjournalWithdraw }): Promise<Ejournal> {
  const { data } = await apiClient.post<Ejournal>(endpoints.ejournal.withdraw(id), withdraw);
  return data;
}

export function useWithdrawEjournal() {
  return useInvalidatingMutation(withdrawEjournal, [ejournalKeys.all]);
}

/** The current issue a 409 carries, or null when `error` is not a refused save's. */
export function ejournalConflictOf(error: unknown): Ejournal | null {
  return currentOnConflict<Ejournal>(error, (issue) => typeof issue.id === 'string' && typeof issue.version === 'number');
}

/** `GET /api/ejournal/pdf/{id}`: the issue as an A4 PDF made on the server. */
export async function downloadEjournalPdf(id: string, lang: 'en' | 'fr' | 'ar'): Promise<Blob> {
  const { data } = await apiClient.get<Blob>(endpoints.ejournal.pdf(id), { params: { lang }, responseType: 'blob' });
  return data;
}

/** `GET /api/ejournal/newsletter/{id}`: the issue as an e-mail-ready HTML file, its labels in `lang`. */
export async function downloadEjournalNewsletter(id: string, lang: 'en' | 'fr' | 'ar' = 'en'): Promise<Blob> {
  const { data } = await apiClient.get<Blob>(endpoints.ejournal.newsletter(id), { params: { lang }, responseType: 'blob' });
  return data;
}
