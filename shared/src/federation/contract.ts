import type { ComponentType } from 'react';

// ----------------------------------------------------------------------
// The contract between the host and its remotes. The host routes to these
// modules by name; each remote's webpack config exposes exactly these names
// (a test in tooling/ compares them), so a renamed or missing page fails the
// build's tests rather than a user's navigation.

/** The modules each remote exposes, by Module Federation remote name. */
export const remoteContract = {
  remote_auth: ['./login-page', './register-page'],
  remote_player: ['./podcast-player'],
  remote_resources: [
    './sources-page',
    './source-groups-page',
    './topics-page',
    './warehouse-page',
    './podcasts-page',
  ],
  remote_workers: [
    './worker-page',
    './pipeline-page',
    './tension-page',
    './monitor-page',
    './real-time-events-page',
    './scheduler-page',
    './tasks-page',
    './notes-page',
    './thinkboard-page',
  ],
  remote_explore: [
    './reports-page',
    './related-articles-page',
    './ejournal-page',
    './historical-events-page',
    './pdf-article-page',
    './media-scale-index-page',
    './search-page',
    './read-page',
    './source-analysis-page',
    './considerations-page',
  ],
} as const satisfies Record<string, readonly `./${string}`[]>;

export type RemoteName = keyof typeof remoteContract;

export const REMOTE_NAMES = Object.keys(remoteContract) as RemoteName[];

/** An exposed module of remote `R`, as written in its `exposes` (`./login-page`). */
export type ExposedModule<R extends RemoteName> = (typeof remoteContract)[R][number];

/** The id passed to `loadRemote`, such as `remote_auth/login-page`. */
export type RemoteModuleId = {
  [R in RemoteName]: `${R}/${ExposedModule<R> extends `./${infer M}` ? M : never}`;
}[RemoteName];

/**
 * What every page module default-exports: a component without props. Route
 * parameters come from react-router's hooks (react-router is a shared
 * singleton, so the host's router context reaches the remote).
 */
export interface PageModule {
  default: ComponentType;
}

/** The wiring file the host fetches at start: remote name to manifest URL. */
export type RemotesManifest = Partial<Record<RemoteName, string>>;

export function remoteModuleId<R extends RemoteName>(remote: R, module: ExposedModule<R>): RemoteModuleId {
  return `${remote}/${module.slice(2)}` as RemoteModuleId;
}
