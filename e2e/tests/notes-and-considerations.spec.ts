import { expect, test } from '@playwright/test';

import { accounts } from '../support/accounts';
import { apiToken } from '../support/shell';
import { signIn } from '../support/sign-in';

// docs/decisions/0025-notes.md: an analyst writes a note (saved as they type),
// finds it by a word of its text, flags it as today's editorial consideration
// and sees it on the Daily Report and the Considerations page; from the reader,
// "Add a note" makes a note linked to the article in one step, and the reader
// links back to it.

test('a new note left empty is discarded: nothing is written on the server', async ({ page }) => {
  await signIn(page, accounts.analyst);
  const token = await apiToken(page.request, accounts.analyst);
  const count = async () =>
    ((await (await page.request.get('/api/note/all', { headers: { authorization: `Bearer ${token}` } })).json()) as unknown[]).length;
  const before = await count();
  await page.goto('/dashboard/notes');
  await expect(page.getByRole('heading', { level: 1, name: 'Notes' })).toBeVisible();
  await page.getByRole('button', { name: 'New note' }).click();
  const draft = page.getByRole('article', { name: 'New note (draft)' });
  await expect(draft.getByRole('status')).toHaveText(/^Draft: saved once it has a title or text/);
  await expect(draft.getByRole('textbox', { name: 'Title' })).toBeFocused();
  // Left for another page, then back: no note was made.
  await page.goto('/dashboard/tasks');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.goto('/dashboard/notes?new');
  await expect(draft).toBeVisible();
  await draft.getByRole('button', { name: 'Discard' }).click();
  await expect(draft).toHaveCount(0);
  await expect(page.getByText('No note open')).toBeVisible();
  expect(await count()).toBe(before);
});

test('write a note, find it by search, flag it and see it on the Daily Report', async ({ page }) => {
  test.setTimeout(90_000);
  const stamp = Date.now().toString(36);
  const title = `Harbour dredging ${stamp}`;
  const word = `quayside${stamp}`;

  await signIn(page, accounts.analyst);
  await page.goto('/dashboard/notes');
  await expect(page.getByRole('heading', { level: 1, name: 'Notes' })).toBeVisible();
  // The demo notes are there on a fresh database.
  await expect(page.getByRole('button', { name: /Sources to watch on the energy story/ })).toBeVisible({ timeout: 20_000 });

  await page.getByRole('button', { name: 'New note' }).click();
  // A draft until it holds something; its title saved, it opens in the full editor.
  const draft = page.getByRole('article', { name: 'New note (draft)' });
  await draft.getByRole('textbox', { name: 'Title' }).fill(title);
  await expect(draft).toHaveCount(0, { timeout: 15_000 });
  await expect(page).toHaveURL(/\/dashboard\/notes\?id=/);
  const titleField = page.getByRole('textbox', { name: 'Title' });
  await expect(titleField).toHaveValue(title);
  await page
    .getByRole('textbox', { name: 'Text (Markdown)' })
    .fill(`The **${word}** contract is late.\n\n<script>window.pwned = true</script>`);
  const status = page.getByRole('status').filter({ hasText: /saved|Saving|Unsaved/ });
  await expect(status).toHaveText(/^All changes saved at/, { timeout: 15_000 });
  await page.getByRole('tab', { name: 'Preview' }).click();
  const rendered = page.getByRole('region', { name: 'The note, formatted' });
  await expect(rendered.locator('strong')).toHaveText(word);
  await expect(rendered.locator('script')).toHaveCount(0);
  expect(await page.evaluate(() => (window as { pwned?: boolean }).pwned)).toBeUndefined();

  // Found by a word of its text, after a reload (it is on the server).
  await page.goto('/dashboard/notes');
  await page.getByRole('searchbox', { name: 'Search notes' }).fill(word);
  const results = page.getByRole('list', { name: 'Notes found' });
  await expect(results.getByRole('button')).toHaveCount(1);
  await results.getByRole('button', { name: new RegExp(title) }).click();
  await expect(page.getByRole('textbox', { name: 'Title' })).toHaveValue(title);

  // Flagged as an editorial consideration for today (the switch picks today).
  await page.getByRole('switch', { name: 'Editorial consideration' }).click();
  await expect(page.getByLabel('For the Daily Report of')).toBeVisible();
  await expect(status).toHaveText(/^All changes saved at/, { timeout: 15_000 });

  await page.goto('/dashboard/reports');
  const considerations = page.getByRole('region', { name: 'Editorial considerations' });
  await expect(considerations.getByRole('link', { name: title })).toBeVisible({ timeout: 30_000 });
  await considerations.getByRole('link', { name: title }).click();
  await expect(page).toHaveURL(/\/dashboard\/notes\?id=/);
  await expect(page.getByRole('textbox', { name: 'Title' })).toHaveValue(title);

  await page.goto('/dashboard/considerations');
  const today = page.getByRole('region').filter({ has: page.getByText('Today', { exact: true }) });
  await expect(today.getByRole('link', { name: title })).toBeVisible();
  await expect(today.getByRole('link', { name: "Today's editorial consideration: framing of the summit" })).toBeVisible();
});

test('from the reader, add a note linked to the article in one step, linked back', async ({ page, request }) => {
  test.setTimeout(90_000);
  const analyst = await apiToken(request, accounts.analyst);
  const articles = await request.get('/api/article/all?pageSize=1', { headers: { authorization: `Bearer ${analyst}` } });
  expect(articles.ok()).toBe(true);
  const [article] = ((await articles.json()) as { items: Array<{ id: string; title: string }> }).items;
  expect(article).toBeDefined();

  await signIn(page, accounts.analyst);
  await page.goto(`/dashboard/read/${article!.id}`);
  const notes = page.getByRole('region', { name: 'Notes' });
  await expect(notes.getByText('No note on this article yet.')).toBeVisible({ timeout: 20_000 });
  await notes.getByRole('button', { name: 'Add a note linked to this article' }).click();

  await expect(page).toHaveURL(/\/dashboard\/notes\?id=/);
  await expect(page.getByRole('textbox', { name: 'Title' })).toHaveValue(article!.title);
  const articleLink = page.getByRole('link', { name: `Article · ${article!.title}` });
  await expect(articleLink).toBeVisible();

  await articleLink.click();
  await expect(page).toHaveURL(`/dashboard/read/${article!.id}`);
  await expect(page.getByRole('region', { name: 'Notes' }).getByRole('link', { name: article!.title })).toBeVisible();
});
