import { mountRemoteHarness } from '@mediawatch/shared/harness';

// The development harness (`pnpm --filter remote-resources dev`): this remote's pages from the contract table.
mountRemoteHarness('remote_resources', (_kind, file) => import(/* webpackExclude: /\.test\.tsx$/ */ `./pages/${file}.tsx`));
