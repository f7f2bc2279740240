import fs from 'node:fs';
import path from 'node:path';

import { textsMismatches } from '@mediawatch/shared/ui';

import { workersAr } from './ar';
import { workersEn } from './en';
import { workersFr } from './fr';

/** The names of the jobs the API defines (`scheduler.define({ name: '…' })`, `schedulePass(…, { name: '…' })`), read from its source. */
function apiJobNames(): string[] {
  const names: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (file.endsWith('.ts')) {
        const source = fs.readFileSync(file, 'utf8');
        for (const match of source.matchAll(/(?:scheduler\.define\(|schedulePass\([^{]*)\{\s*name: '([a-z-]+)'/g)) names.push(match[1]!);
      }
    }
  };
  walk(path.join(__dirname, '../../../api/src'));
  return names.sort();
}

describe('workers texts', () => {
  it('has every English text, in each plural form, not empty, in French and Arabic', () => {
    expect(textsMismatches(workersEn, workersEn, 'en')).toEqual([]);
    expect(textsMismatches(workersEn, workersFr, 'fr')).toEqual([]);
    expect(textsMismatches(workersEn, workersAr, 'ar')).toEqual([]);
  });

  it("words every job the API defines, so the Scheduler never shows the API's English description", () => {
    const jobs = apiJobNames();
    expect(jobs.length).toBeGreaterThanOrEqual(9);
    expect(jobs.filter((name) => !(name in workersEn.scheduler.jobs))).toEqual([]);
  });

  it('has the same files in en/, fr/ and ar/', () => {
    const files = (language: string) => fs.readdirSync(path.join(__dirname, language)).sort();
    expect(files('fr')).toEqual(files('en'));
    expect(files('ar')).toEqual(files('en'));
  });
});
