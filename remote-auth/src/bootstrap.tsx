import { mountRemoteHarness } from '@mediawatch/shared/harness';

// The development harness (`pnpm --filter remote-auth dev`): this remote's pages from the contract table.
mountRemoteHarness('remote_auth', (_kind, file) => import(/* webpackExclude: /\.test\.tsx$/ */ `./pages/${file}.tsx`));
