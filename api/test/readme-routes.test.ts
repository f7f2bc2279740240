import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

import { REGENERATE, renderRouteTable, withRouteTable, type OpenApiDocument } from '../scripts/route-table';
import { useTestApp } from './helpers/test-app';

// api/README.md's route table is the OpenAPI document's: this fails when they
// differ. With MEDIAWATCH_WRITE_ROUTE_TABLE=1 (the routes:readme script) it
// writes the table instead, formatted as `npm run lint` expects (Prettier).

const README = path.join(__dirname, '..', 'README.md');

/** The text as Prettier writes README.md (its own process: Prettier's API needs ES module loading, which jest's runtime lacks). */
function prettier(markdown: string): string {
  const bin = require.resolve('prettier/bin/prettier.cjs');
  return execFileSync(process.execPath, [bin, '--stdin-filepath', README], { input: markdown, encoding: 'utf8' });
}

describe('api/README.md route table', () => {
  const ctx = useTestApp();

  it('lists every route as the OpenAPI document does', async () => {
    const doc = (await ctx.app.inject({ url: '/api/docs/json' })).json<OpenApiDocument>();
    const readme = fs.readFileSync(README, 'utf8');
    const expected = prettier(withRouteTable(readme, renderRouteTable(doc)));
    if (process.env.MEDIAWATCH_WRITE_ROUTE_TABLE === '1') {
      fs.writeFileSync(README, expected);
      return;
    }
    try {
      expect(readme).toBe(expected);
    } catch (error) {
      (error as Error).message =
        `api/README.md's route table is out of date. Regenerate it with: ${REGENERATE}\n\n${(error as Error).message}`;
      throw error;
    }
  });
});
