import { createRequire } from 'node:module';

import type { Page } from '@playwright/test';
import type { AxeResults, ImpactValue } from 'axe-core';

const require = createRequire(import.meta.url);
const AXE_SOURCE_PATH = require.resolve('axe-core/axe.min.js');

/** The rules the product holds itself to: WCAG 2.1 A and AA, and axe's best practices. */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

export interface AxeFinding {
  rule: string;
  impact: ImpactValue | null | undefined;
  help: string;
  /** Where: the first few offending elements, by selector, with axe's summary of each. */
  nodes: string[];
}

/**
 * Runs axe-core on the page as it stands and returns what it found, one entry
 * per rule, readable in a test's failure message.
 */
export async function axeFindings(page: Page): Promise<AxeFinding[]> {
  // The page as a person reads it: once its transitions (a fade in, a drawer) have ended; what
  // repeats for ever (a live dot's pulse) is not waited for. Text half-faded in is measured at
  // part of its opacity, below a contrast it meets when settled.
  await page.waitForFunction(
    () =>
      document
        .getAnimations()
        .every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity),
    undefined,
    {
      timeout: 10_000,
    },
  );
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: AXE_SOURCE_PATH });
  const results = (await page.evaluate(
    (tags) =>
      (window as unknown as { axe: { run: (context: Document, options: object) => Promise<unknown> } }).axe.run(document, {
        runOnly: { type: 'tag', values: tags },
        resultTypes: ['violations'],
      }),
    TAGS,
  )) as AxeResults;
  return results.violations.map((violation) => ({
    rule: violation.id,
    impact: violation.impact,
    help: violation.help,
    nodes: violation.nodes
      .slice(0, 5)
      .map((node) => `${node.target.join(' ')}: ${node.failureSummary?.split('\n').slice(1).join(' ').trim()}`),
  }));
}
