import fs from 'node:fs';

import { expect, test } from '@playwright/test';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

import { accounts } from '../support/accounts';
import { previousDay, reportCount } from '../support/analyst';
import { signIn } from '../support/sign-in';

// The Daily Report's print preview (its print stylesheet
// keeps the figures and hides the controls) and its PDF, made on the server:
// the file downloads and its text has the day's article count.

/** The text of every page of a PDF, as pdf.js extracts it, words joined by single spaces. */
async function pdfText(data: Uint8Array): Promise<string> {
  const pdf = await getDocument({ data, useSystemFonts: false, isEvalSupported: false }).promise;
  const pages: string[] = [];
  for (let number = 1; number <= pdf.numPages; number += 1) {
    const content = await (await pdf.getPage(number)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  await pdf.destroy();
  return pages.join('\n').replace(/\s+/g, ' ');
}

test('the Daily Report prints cleanly and downloads as a PDF with the day’s count', async ({ page }) => {
  test.setTimeout(60_000);
  await signIn(page, accounts.analyst);
  await reportCount(page);
  // Yesterday: a day that is over, so its count cannot move while the PDF is made.
  await previousDay(page);
  const count = await reportCount(page);
  const day = new URL(page.url()).searchParams.get('day')!;
  expect(day).toMatch(/^\d{4}-\d{2}-\d{2}$/);

  // Print: the button opens the browser's print dialog (recorded here instead).
  await page.evaluate(() => {
    window.print = () => ((window as { printed?: boolean }).printed = true);
  });
  await page.getByRole('button', { name: 'Print', exact: true }).click();
  expect(await page.evaluate(() => (window as { printed?: boolean }).printed)).toBe(true);

  // The print preview: the report's figures stay, the controls and the shell's navigation go.
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('heading', { level: 1, name: 'Daily Report' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Articles', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Previous day' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Print', exact: true })).toBeHidden();
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeHidden();
  await page.emulateMedia({ media: 'screen' });

  // The PDF, made by the API for that day and time zone.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: /^Download the report of .+ as a PDF$/ }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`mediawatch-report-${day}.pdf`);
  const bytes = new Uint8Array(fs.readFileSync((await download.path())!));
  expect(Buffer.from(bytes.subarray(0, 5)).toString()).toBe('%PDF-');

  const text = await pdfText(bytes);
  // The day in words (its weekday, date and month), then the figures: "Articles 230 Day before 228 …".
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const noon = new Date(Date.UTC(year, month - 1, date, 12));
  const name = (options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat('en', { ...options, timeZone: 'UTC' }).format(noon);
  expect(text).toContain('Mediawatch · Daily Report');
  for (const part of [name({ weekday: 'long' }), name({ month: 'long' }), String(date), String(year)]) expect(text).toContain(part);
  expect(text).toContain(`Articles ${count} Day before`);
});
