import { expect, test, type APIRequestContext } from '@playwright/test';

import { accounts } from '../support/accounts';
import { apiToken } from '../support/shell';
import { signIn } from '../support/sign-in';

// docs/decisions/0027-ejournal.md: an analyst curates an issue from three articles
// found with the page's search box (a note on one, one moved by the
// keyboard), publishes it, opens its printable page, reloads it; the
// published edition refuses a change, and its PDF is made on the server.

interface ArticleRow {
  id: string;
  title: string;
}

/**
 * Three articles with distinct titles, each with a query of words from its
 * title that the picker's own search (eight hits by relevance) finds it with.
 * The demo corpus repeats headline patterns ("Inflation: officials respond in
 * …"), so a few words of a title can rank eight other headlines first; such an
 * article is passed over rather than scrolled for.
 */
async function threeArticles(request: APIRequestContext, token: string): Promise<Array<ArticleRow & { query: string }>> {
  const headers = { authorization: `Bearer ${token}` };
  const response = await request.get('/api/article/all?pageSize=60', { headers });
  expect(response.status()).toBe(200);
  const { items } = (await response.json()) as { items: ArticleRow[] };
  const picked: Array<ArticleRow & { query: string }> = [];
  const seen = new Set<string>();
  const found = async (query: string, title: string) => {
    const search = await request.get(`/api/article/search?q=${encodeURIComponent(query)}&pageSize=8&sort=relevance`, { headers });
    expect(search.status()).toBe(200);
    return ((await search.json()) as { items: ArticleRow[] }).items.some((hit) => hit.title === title);
  };
  for (const article of items) {
    const words = article.title.split(/[^\p{L}\p{N}]+/u).filter((word) => word.length >= 4);
    if (words.length < 2 || seen.has(article.title)) continue;
    seen.add(article.title);
    const query = words.slice(0, 3).join(' ');
    if (!(await found(query, article.title))) continue;
    picked.push({ ...article, query });
    if (picked.length === 3) break;
  }
  expect(picked).toHaveLength(3);
  return picked;
}

test('an analyst curates and publishes an issue from three articles, then opens and reloads its printable page', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const token = await apiToken(request, accounts.analyst);
  const articles = await threeArticles(request, token);
  const title = `Grid week ${Date.now().toString(36)}`;

  await signIn(page, accounts.analyst);
  await page.goto('/dashboard/ejournal');
  await expect(page.getByRole('heading', { level: 1, name: 'E-journal' })).toBeVisible();
  await page.getByRole('button', { name: 'New issue' }).click();
  const create = page.getByRole('dialog', { name: 'New e-journal issue' });
  await create.getByRole('textbox', { name: 'Title' }).fill(title);
  await create.getByRole('textbox', { name: 'Introduction' }).fill('Three pieces that explain the week.');
  await create.getByRole('button', { name: 'Create' }).click();

  const editor = page.getByRole('region', { name: 'Edit the issue' });
  await expect(editor).toBeVisible();
  const search = editor.getByRole('searchbox', { name: 'Find articles to add' });
  for (const article of articles) {
    await search.fill(article.query);
    await editor
      .getByRole('button', { name: `Add “${article.title}”`, exact: true })
      .first()
      .click();
    await expect(editor.getByRole('button', { name: `Move “${article.title}”`, exact: true })).toBeVisible();
  }
  await editor.getByRole('textbox', { name: `Editorial note on “${articles[0]!.title}”` }).fill('Start here: the rest follows from it.');

  // The keyboard moves the first article one place down: Space, ArrowDown, Space.
  const order = () =>
    editor
      .locator('[aria-roledescription="movable article"]')
      .evaluateAll((handles) => handles.map((handle) => handle.getAttribute('aria-label')));
  const moves = (indexes: number[]) => indexes.map((index) => `Move “${articles[index]!.title}”`);
  await expect.poll(order).toEqual(moves([0, 1, 2]));
  // Each key waits for what the screen reader hears: under load a key pressed before the pick-up registers is lost.
  const first = articles[0]!.title;
  const announcement = page.getByRole('status').filter({ hasText: `“${first}”` });
  await editor.getByRole('button', { name: `Move “${first}”`, exact: true }).focus();
  await page.keyboard.press('Space');
  await expect(announcement).toHaveText(/ position 1 of 3 in /);
  await page.keyboard.press('ArrowDown');
  await expect(announcement).toHaveText(/ is at position 2 of 3/);
  await page.keyboard.press('Space');
  await expect(announcement).toHaveText(/^Dropped .* position 2 of 3/);
  await expect.poll(order).toEqual(moves([1, 0, 2]));

  await editor.getByRole('button', { name: 'Save' }).click();
  await expect(editor.getByText('All changes saved')).toBeVisible();
  await editor.getByRole('button', { name: 'Publish' }).click();
  const confirm = page.getByRole('dialog', { name: `Publish “${title}”?` });
  await confirm.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByText('Edition 1 is published.')).toBeVisible();

  await page.getByRole('link', { name: 'Open the printable page' }).click();
  await expect(page).toHaveURL(/\/dashboard\/ejournal\/[0-9a-f-]{36}$/);
  const issueId = page.url().split('/').pop()!;
  const check = async () => {
    const document = page.getByRole('article', { name: title });
    await expect(document).toBeVisible({ timeout: 20_000 });
    await expect(document.getByText('Three pieces that explain the week.')).toBeVisible();
    for (const article of articles) await expect(document.getByRole('link', { name: article.title, exact: true }).first()).toBeVisible();
    await expect(document.getByRole('note', { name: 'Editor’s note' })).toHaveText(/Start here: the rest follows from it\./);
    const headings = await document.getByRole('heading', { level: 3 }).allTextContents();
    expect(headings.slice(0, 3)).toEqual([articles[1]!.title, articles[0]!.title, articles[2]!.title]);
  };
  await check();
  await page.reload();
  await check();

  // Printed: the controls and the shell are hidden, the issue stays.
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();
  await expect(page.getByRole('article', { name: title })).toBeVisible();
  await page.emulateMedia({ media: 'screen' });

  // The server: the edition is published, refuses a change, and makes its PDF.
  const headers = { authorization: `Bearer ${token}` };
  const issue = (await (await request.get(`/api/ejournal/${issueId}`, { headers })).json()) as { status: string; version: number };
  expect(issue.status).toBe('published');
  const change = await request.put(`/api/ejournal/update/${issueId}`, {
    headers,
    data: { version: issue.version, title: 'Changed', introduction: '', sections: [] },
  });
  expect(change.status()).toBe(409);
  const pdf = await request.get(`/api/ejournal/pdf/${issueId}`, { headers });
  expect(pdf.status()).toBe(200);
  expect((await pdf.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');
});
