import axios from 'axios';

import { CONFIG } from '../config';
import { getToken } from '../auth/session';
import { toApiError } from './client';

// ----------------------------------------------------------------------

/**
 * The one HTTP client of the product (docs/spec.md §7): base URL `/api`, no
 * default timeout, `Authorization: Bearer` when a token is stored, and every
 * failure rejected as an {@link ApiError}. Loaded on the first request (see
 * `apiClient`), so a page that makes none before it shows (the sign-in page)
 * does not wait for axios.
 */
export const axiosClient = axios.create({ baseURL: CONFIG.apiBaseUrl });

axiosClient.interceptors.request.use((request) => {
  const token = getToken();
  if (token) request.headers.set('Authorization', `Bearer ${token}`);
  return request;
});

axiosClient.interceptors.response.use(
  (response) => response,
  (error: unknown) => Promise.reject(toApiError(error)),
);
