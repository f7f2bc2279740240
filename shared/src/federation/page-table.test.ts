import fs from 'node:fs';
import path from 'node:path';

import { hostPages, remotePages } from './contract';

// page-table.json is the contract's pages as plain data, for what cannot import
// TypeScript: the end-to-end suites and the bench visit every page from it
// (scripts/lib/page-routes.mjs). This test keeps it equal to the table.

const FILE = path.join(__dirname, 'page-table.json');

const pages = [
  ...remotePages.map((page) => ({ id: page.id, remote: page.remote, route: page.entry.route })),
  ...Object.entries(hostPages).map(([id, page]) => ({ id, remote: 'host', route: page.route })),
];

/** The file as Prettier leaves it: one page a line. */
function pageTableJson(): string {
  const comment =
    'Written from contract.ts by page-table.test.ts, which fails when the two differ. Read by the scripts and the end-to-end suites.';
  const line = (page: Record<string, string>) =>
    `    { ${Object.entries(page)
      .map(([key, value]) => `${JSON.stringify(key)}: ${JSON.stringify(value)}`)
      .join(', ')} }`;
  return `{\n  "$comment": ${JSON.stringify(comment)},\n  "pages": [\n${pages.map(line).join(',\n')}\n  ]\n}\n`;
}

describe('page-table.json', () => {
  if (process.env.WRITE_PAGE_TABLE) fs.writeFileSync(FILE, pageTableJson());

  it('lists the pages of contract.ts (WRITE_PAGE_TABLE=1 node node_modules/jest/bin/jest.js -c jest.config.cjs page-table writes it anew)', () => {
    const written = JSON.parse(fs.readFileSync(FILE, 'utf8')) as { pages: unknown };
    expect(written.pages).toEqual(pages);
  });
});
