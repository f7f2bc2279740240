import { expect, test } from '@playwright/test';

import { BUDGET_ROUTES, coldLoad, npmFilesTwice, signInToken } from '../../scripts/lib/bench-routes.mjs';

// The JavaScript budgets (docs/decisions/0049-time-outs-measure-progress.md), kept by `npm test` and not only
// by `npm run bench`: one cold load of sign-in (250 KiB), the landing (400 KiB)
// and every dashboard page (450 KiB), gzip, measured by the bench's own code
// (scripts/lib/bench-routes.mjs); and no npm file in two scripts of a page, by
// the scripts' source maps (docs/decisions/0020-the-host-provides-every-shared-module.md). Byte counts do not depend on
// the machine's speed; the time figures stay in the bench.

const KiB = 1024;
let token = '';

test.beforeAll(async () => {
  token = await signInToken();
});

for (const route of BUDGET_ROUTES) {
  test(`${route.path}: within ${route.budget / KiB} KiB of JavaScript, cold, and no npm file loaded twice`, async ({ browser }) => {
    test.setTimeout(120_000);
    const result = await coldLoad(browser, route, token);
    const { files, twice } = await npmFilesTwice(result.scriptUrls);
    test.info().annotations.push({ type: 'gzip', description: `${(result.gzip / KiB).toFixed(1)} KiB in ${result.scripts} scripts` });
    // The maps were read: a page draws with React, MUI and the router, hundreds of npm files.
    expect(files).toBeGreaterThan(100);
    expect(twice).toEqual([]);
    expect(result.gzip, `${route.path} loads ${(result.gzip / KiB).toFixed(1)} KiB of JavaScript (gzip)`).toBeLessThanOrEqual(route.budget);
  });
}
