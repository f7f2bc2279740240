// @mediawatch/shared: imported only by its package name, loaded once as a
// Module Federation singleton by the host and every remote.

export { CONFIG } from './config';
export { paths, loginHref, safeReturnTo } from './routes/paths';

export { apiClient, ApiError, toApiError, GENERIC_ERROR_MESSAGE } from './api/client';
export { endpoints } from './api/endpoints';
// The API contract: its limits and value lists, and the types of its bodies.
// The zod schemas themselves are imported from `@mediawatch/shared/schemas` by
// the forms that validate with them, so zod never loads with the shell.
export * from './api/limits';
export type * from './api/schemas';
export {
  PODCAST_ERROR_MESSAGES,
  podcastKeys,
  getPodcasts,
  getPodcast,
  searchPodcasts,
  getFeaturedPodcasts,
  addPodcast,
  updatePodcast,
  deletePodcast,
  uploadPodcastMedia,
  podcastsQuery,
  podcastQuery,
  podcastSearchQuery,
  featuredPodcastsQuery,
  usePodcastMutations,
} from './api/podcasts';

export {
  getToken,
  setSession,
  isValidToken,
  tokenExpiresAt,
  expiryHandler,
  TOKEN_EXPIRED_MESSAGE,
} from './auth/session';
export {
  useAuthStore,
  useAuthStatus,
  selectAuthStatus,
  TOKEN_MISSING_MESSAGE,
} from './auth/use-auth-store';
export type { AuthState, AuthStatus } from './auth/use-auth-store';

export { remoteContract, REMOTE_NAMES, remoteModuleId } from './federation/contract';
export type {
  RemoteName,
  ExposedModule,
  RemoteModuleId,
  PageModule,
  RemotesManifest,
} from './federation/contract';

export { createQueryClient } from './query/query-client';
export {
  usePlayerDockStore,
  PLAYER_DOCK_HEIGHT,
  PLAYER_HIDDEN_STORAGE_KEY,
} from './player/use-player-dock-store';
export type { PlayerDockState } from './player/use-player-dock-store';

export { Logo } from './ui/logo';
export type { LogoProps } from './ui/logo';
export { PageHeader } from './ui/page-header';
export type { PageHeaderProps } from './ui/page-header';

export {
  LANGUAGE_STORAGE_KEY,
  LANGUAGES,
  DEFAULT_LANGUAGE,
  isLanguage,
  storedLanguage,
  directionOf,
  i18nResources,
  initI18n,
  changeLanguage,
} from './i18n/i18n';
export type { LanguageCode } from './i18n/i18n';
export type { Messages } from './i18n/locales/en';
