import { mountRemoteHarness } from '@mediawatch/shared/harness';

// The development harness (`pnpm --filter remote-workers dev`): this remote's pages from the contract table.
mountRemoteHarness('remote_workers', (_kind, file) => import(/* webpackExclude: /\.test\.tsx$/ */ `./pages/${file}.tsx`));
