// @mediawatch/shared: imported only by its package name, loaded once as a
// Module Federation singleton by the host and every remote. It holds what must
// be one instance on a page (the auth store, the API client, the i18n
// registry, the player's dock) and the contract every app is built against.
// What each app may bundle for itself lives in unshared subpaths:
// `/queries` (server calls), `/ui` (the UI kit), `/schemas` (zod), and
// `/router` is its own shared module (docs/decisions/0002-shared-module-policy.md).

export { CONFIG } from './config';

// Routes, the remote contract, permissions.
export { paths, loginHref, safeReturnTo } from './routes/paths';
export { remoteContract, hostPages, REMOTE_NAMES, remotePages, pagesOf, slotModuleId } from './federation/contract';
export type {
  RemoteName,
  RemoteModuleId,
  PageId,
  HostPageId,
  PageEntry,
  HostPageEntry,
  NavEntry,
  NavGroupId,
  NavMenuId,
  NavIconName,
  PageModule,
  PagePrefetch,
  RemotesManifest,
} from './federation/contract';
export { TOKEN_SCOPES, can, mayChange, rolesFor } from './auth/permissions';
export type { Permission, TokenScope } from './auth/permissions';

// The API: its client, its paths and the types of its bodies. The zod schemas
// themselves are in `@mediawatch/shared/schemas`, so zod never loads with the
// shell, and its limits and rules in `@mediawatch/shared/constants`, so each
// app bundles the ones it reads.
export { apiClient, ApiError, loadApiClient, toApiError, GENERIC_ERROR_MESSAGE } from './api/client';
export { endpoints } from './api/endpoints';
export type * from './api/schemas';

// Auth.
export { getToken, setSession } from './auth/session';
export { useAuthStore, useAuthStatus } from './auth/use-auth-store';

// The footer player's dock (the host lays out around it).
export { usePlayerDockStore, PLAYER_DOCK_HEIGHT } from './player/use-player-dock-store';

// Languages and texts.
export { LANGUAGES, isLanguage, storedLanguage, directionOf, localeOf } from './i18n/languages';
export type { LanguageCode } from './i18n/languages';
export { PLURAL_CATEGORIES } from './i18n/texts-in';
export type { TextsIn } from './i18n/texts-in';
export { addEnglishTexts, initI18n, changeLanguage, loadRegisteredTexts, registerTexts } from './i18n/i18n';
export { useTranslation, Trans } from './i18n/react';
export { shellEn } from './i18n/shell/en';

// A chunk or a schema loaded once, on first use.
export { loadOnce } from './utils/load-once';
export type { LoadOnceOptions } from './utils/load-once';
export { lazyRetrying } from './utils/lazy-retrying';

// Values the spec stores in its own shape (settings, the player's hidden flag).
export { specStorage } from './storage/spec-storage';
