import { loadRemote } from '@module-federation/enhanced/runtime';
import type { PageModule, RemoteModuleId, RemoteName } from '@mediawatch/shared';

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

/** Loads an exposed module whose default export is a component (and, for a page, its data's prefetch). */
export async function loadRemoteComponent(id: RemoteModuleId): Promise<PageModule> {
  let module: Partial<PageModule> | null | undefined;
  try {
    module = await loadRemote<Partial<PageModule>>(id);
  } catch (error) {
    throw new RemoteUnavailableError(remoteOf(id), id, { cause: error });
  }
  if (!module?.default) throw new RemoteUnavailableError(remoteOf(id), id);
  return { default: module.default, prefetch: typeof module.prefetch === 'function' ? module.prefetch : undefined };
}
