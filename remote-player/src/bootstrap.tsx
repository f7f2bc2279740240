import { paths } from '@mediawatch/shared';
import { mountRemoteHarness } from '@mediawatch/shared/harness';

mountRemoteHarness({
  name: 'remote-player',
  pages: [{ path: paths.root, label: 'Podcast player', load: () => import('./player/podcast-player') }],
});
