import { loadRemote } from '@module-federation/enhanced/runtime';
import type { RemoteModuleId, RemoteName } from '@mediawatch/shared';

import { REMOTE_AREAS } from './remote-areas';

/** A remote's module could not be loaded: its server is down, hung or broken. */
export class RemoteUnavailableError extends Error {
  override readonly name = 'RemoteUnavailableError';

  constructor(
    readonly remote: RemoteName,
    readonly id: RemoteModuleId,
    options?: { cause?: unknown },
  ) {
    super(`${REMOTE_AREAS[remote]} could not be loaded (${id}).`, options);
  }
}

export function remoteOf(id: RemoteModuleId): RemoteName {
  return id.slice(0, id.indexOf('/')) as RemoteName;
}

/** Loads an exposed module whose default export is a component. */
export async function loadRemoteComponent<T>(id: RemoteModuleId): Promise<{ default: T }> {
  let module: { default?: T } | null | undefined;
  try {
    module = await loadRemote<{ default?: T }>(id);
  } catch (error) {
    throw new RemoteUnavailableError(remoteOf(id), id, { cause: error });
  }
  if (!module?.default) throw new RemoteUnavailableError(remoteOf(id), id);
  return { default: module.default };
}
