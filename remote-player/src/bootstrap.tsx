import { mountRemoteHarness } from '@mediawatch/shared/harness';

// The development harness (`pnpm --filter remote-player dev`): this remote's slot from the contract table.
mountRemoteHarness('remote_player', (_kind, file) => import(/* webpackExclude: /\.test\.tsx$/ */ `./slots/${file}.tsx`));
