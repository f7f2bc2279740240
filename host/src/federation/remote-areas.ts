import type { RemoteName } from '@mediawatch/shared';

/** How the host names each remote's area to a user when it cannot be loaded. */
export const REMOTE_AREAS: Record<RemoteName, string> = {
  remote_auth: 'Sign-in',
  remote_player: 'The podcast player',
  remote_resources: 'Resources',
  remote_workers: 'Workers',
  remote_explore: 'Explore',
};
