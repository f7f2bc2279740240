import { expect, test } from '@playwright/test';

import { accounts } from '../support/accounts';
import { signIn } from '../support/sign-in';

// docs/decisions/0028-academic-pdfs.md: an analyst uploads a PDF (made here), waits while its
// text is extracted on the server, finds it on the Search page by a word of
// its second page, and opens it at that page, the word highlighted; the
// original file opens at the page too.

/** A small valid PDF (Helvetica, one line of text per page), written by hand with its cross-reference table. */
function makePdf(title: string, pages: string[]): Buffer {
  const escape = (text: string) => text.replace(/[\\()]/g, (c) => `\\${c}`);
  const objects: string[] = [];
  const pageIds = pages.map((_, i) => 4 + i * 2);
  objects[1] = '<< /Type /Catalog /Pages 2 0 R >>';
  objects[2] = `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pages.length} >>`;
  objects[3] = '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>';
  pages.forEach((text, i) => {
    const stream = `BT /F1 12 Tf 56 780 Td (${escape(text)}) Tj ET`;
    objects[pageIds[i]!] =
      '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 3 0 R >> >> ' +
      `/Contents ${pageIds[i]! + 1} 0 R >>`;
    objects[pageIds[i]! + 1] = `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`;
  });
  const info = objects.length;
  objects[info] = `<< /Title (${escape(title)}) /Author (E2E Author) >>`;
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  for (let id = 1; id < objects.length; id += 1) {
    offsets[id] = Buffer.byteLength(body, 'latin1');
    body += `${id} 0 obj\n${objects[id]}\nendobj\n`;
  }
  const xref = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length}\n0000000000 65535 f \n`;
  for (let id = 1; id < objects.length; id += 1) body += `${String(offsets[id]).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length} /Root 1 0 R /Info ${info} 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

test('upload a PDF, find it by a word of its text on the Search page, open it at the page', async ({ page, context }) => {
  test.setTimeout(120_000);
  const stamp = Date.now().toString(36);
  const title = `Newsroom trust survey ${stamp}`;
  const word = `ombudsman${stamp}`;
  const pdf = makePdf(title, [
    'Chapter one: readers and their newspapers.',
    `Chapter two: the ${word} answers complaints about coverage.`,
    'Chapter three: conclusions.',
  ]);

  await signIn(page, accounts.analyst);
  await page.goto('/dashboard/pdfArticle');
  await expect(page.getByRole('heading', { level: 1, name: 'Academic PDFs' })).toBeVisible();
  // The seed's two PDFs are there on a fresh database.
  await expect(page.getByRole('listitem', { name: 'Agenda-Setting in the Age of Algorithmic News Feeds' })).toBeVisible({
    timeout: 30_000,
  });

  // A file that is not a PDF is refused with the server's reason.
  await page
    .getByLabel('Upload a PDF')
    .setInputFiles({ name: 'notes.pdf', mimeType: 'application/pdf', buffer: Buffer.from('plain text') });
  // The server's answer, which may wait behind the demo seed on a fresh start (its bulk insert runs in the background).
  await expect(page.getByRole('alert')).toContainText('The file is not a PDF that can be read', { timeout: 30_000 });

  await page.getByLabel('Upload a PDF').setInputFiles({ name: 'survey.pdf', mimeType: 'application/pdf', buffer: pdf });
  const item = page.getByRole('listitem', { name: title });
  await expect(item).toBeVisible({ timeout: 20_000 });
  await expect(item.getByText('Ready')).toBeVisible({ timeout: 30_000 });
  await expect(item).toContainText('E2E Author');
  await expect(item).toContainText('3 pages');

  // Found on the Search page, with the articles, by a word of page 2.
  await page.goto('/dashboard/search');
  await page.getByRole('textbox', { name: 'Search query' }).fill(word);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  const pdfs = page.getByRole('region', { name: 'PDFs' });
  const hit = pdfs.getByRole('article').filter({ hasText: title });
  await expect(hit).toContainText('page 2');
  await expect(hit.locator('mark')).toHaveText(word);
  await hit.getByRole('link', { name: title }).click();

  await expect(page).toHaveURL(/\/dashboard\/pdfArticle\?id=[^&]+&page=2&q=/);
  const text = page.getByRole('article', { name: 'Text of page 2' });
  await expect(text).toContainText('answers complaints about coverage');
  await expect(text.locator('mark')).toHaveText(word);
  await expect(page.getByRole('heading', { name: 'Page 2 of 3' })).toBeVisible();

  // Still there after a reload; the pages move with the buttons.
  await page.reload();
  await expect(page.getByRole('article', { name: 'Text of page 2' })).toBeVisible();
  await page.getByRole('button', { name: 'Next page' }).click();
  await expect(page.getByRole('article', { name: 'Text of page 3' })).toContainText('conclusions');
  await page.getByRole('button', { name: 'Previous page' }).click();

  // The original file, fetched with the token, opens at the page.
  const popup = context.waitForEvent('page');
  await page.getByRole('button', { name: 'Open original PDF' }).click();
  const tab = await popup;
  await expect.poll(() => tab.url(), { timeout: 15_000 }).toMatch(/^blob:.*#page=2$/);
  await tab.close();
});
