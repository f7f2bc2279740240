import fs from 'node:fs';
import path from 'node:path';

import { exploreEn } from '../locales/en';

// Each page adds the English texts of the sections its code reads
// (`withEnglish` in src/pages): a section missing from it would show its keys
// instead of its words in English. This follows each page's relative imports
// and lists the sections of the `explore` namespace their code names.

const SRC = path.resolve(__dirname, '..');
const SECTIONS = Object.keys(exploreEn);

function resolve(from: string, spec: string): string | null {
  if (!spec.startsWith('.')) return null;
  const base = path.resolve(path.dirname(from), spec);
  return ['.tsx', '.ts', '/index.ts', '/index.tsx'].map((ending) => base + ending).find((file) => fs.existsSync(file)) ?? null;
}

/** The page's module and every module of this remote it imports, locales aside. */
function codeOf(page: string): string[] {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const match of fs.readFileSync(file, 'utf8').matchAll(/(?:from|import)\s*\(?\s*'([^']+)'/g)) {
      const next = resolve(file, match[1]!);
      if (next && !next.includes(`${path.sep}locales${path.sep}`) && !next.endsWith(`${path.sep}locales.ts`)) visit(next);
    }
  };
  visit(page);
  return [...seen];
}

/** The sections whose keys the code names ('report.title', `report.change.${x}`). */
function sectionsRead(files: string[]): string[] {
  const read = new Set<string>();
  for (const file of files) {
    const code = fs.readFileSync(file, 'utf8');
    for (const section of SECTIONS) if (new RegExp(`['\`"]${section}\\.`).test(code)) read.add(section);
  }
  return [...read].sort();
}

/** The sections the page's `withEnglish({ ... })` adds. */
function sectionsAdded(page: string): string[] {
  const call = /withEnglish\(\{([^}]*)\}\)/.exec(fs.readFileSync(page, 'utf8'));
  return call ? [...call[1]!.matchAll(/(\w+):/g)].map((match) => match[1]!).sort() : [];
}

const pages = fs
  .readdirSync(path.join(SRC, 'pages'))
  .filter((file) => file.endsWith('.tsx') && !file.endsWith('.test.tsx'))
  .map((file) => path.join(SRC, 'pages', file));

describe('each page adds its English texts', () => {
  it('finds the pages', () => {
    expect(pages.length).toBeGreaterThan(5);
  });

  it.each(pages.map((page) => [path.basename(page), page]))('%s adds exactly the sections its code reads', (_name, page) => {
    expect(sectionsAdded(page)).toEqual(sectionsRead(codeOf(page)));
  });
});
