import { expect, test, type Page } from '@playwright/test';

import { accounts } from '../support/accounts';
import { apiToken } from '../support/shell';
import { signIn } from '../support/sign-in';

// docs/decisions/0026-thinkboard.md: an analyst builds a board with two linked
// cards, moves one with the keyboard, reloads and sees them; two tabs editing
// one board merge instead of losing an edit; the reader puts an article on a
// board in one step and the card links back to it.

test.describe.configure({ mode: 'serial' });

async function newBoard(page: Page, title: string) {
  await page.goto('/dashboard/thinkboard');
  await expect(page.getByRole('heading', { level: 1, name: 'ThinkBoard' })).toBeVisible();
  await page.getByRole('button', { name: 'New board' }).click();
  const dialog = page.getByRole('dialog', { name: 'New board' });
  await dialog.getByRole('textbox', { name: 'Title' }).fill(title);
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByText('Board created')).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Board' })).toHaveText(title);
}

async function addText(page: Page, text: string) {
  await page.getByRole('button', { name: 'Add card' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a card' });
  await dialog.getByRole('textbox', { name: 'Text' }).fill(text);
  await dialog.getByRole('button', { name: 'Add' }).click();
  await expect(page.getByRole('group', { name: `Free text: ${text}` })).toBeVisible();
}

const saved = (page: Page) =>
  expect(page.getByRole('toolbar', { name: 'Board actions' }).getByText('Saved', { exact: true })).toBeVisible({ timeout: 10_000 });

test('an analyst builds a board with two linked cards, moves one by keyboard, reloads and sees them', async ({ page, request }) => {
  test.setTimeout(90_000);
  const title = `Blackout clues ${Date.now().toString(36)}`;
  await signIn(page, accounts.analyst);
  await newBoard(page, title);

  await addText(page, 'Substation fire');
  await addText(page, 'Grid operator statement');

  await page.getByRole('button', { name: 'Link cards' }).click();
  const link = page.getByRole('dialog', { name: 'Link two cards' });
  await link.getByRole('combobox', { name: 'From' }).click();
  await page.getByRole('option', { name: 'Substation fire' }).click();
  await link.getByRole('combobox', { name: 'To' }).click();
  await page.getByRole('option', { name: 'Grid operator statement' }).click();
  await link.getByRole('textbox', { name: 'Label' }).fill('explained by');
  await link.getByRole('button', { name: 'Save link' }).click();
  await expect(page.getByRole('group', { name: 'Substation fire → Grid operator statement: explained by' })).toBeAttached();
  await saved(page);

  // Keyboard: focus a card, select it, move it right; the move is saved.
  const card = page.getByRole('group', { name: 'Free text: Substation fire' });
  const before = await card.boundingBox();
  await card.focus();
  await page.keyboard.press('Enter');
  for (let i = 0; i < 5; i += 1) await page.keyboard.press('Shift+ArrowRight');
  await expect.poll(async () => (await card.boundingBox())!.x).toBeGreaterThan(before!.x + 20);
  await saved(page);

  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Board' })).toHaveText(title, { timeout: 20_000 });
  await expect(page.getByRole('group', { name: 'Free text: Substation fire' })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Free text: Grid operator statement' })).toBeVisible();
  await expect(page.getByText('explained by')).toBeVisible();
  // Zoom, fit and the minimap are there, named.
  await expect(page.getByRole('button', { name: 'Zoom in' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Fit the board in view' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Mini map' })).toBeVisible();

  // What the server holds: the two cards, the moved one to the right of where it was made, and the labelled link.
  const token = await apiToken(request, accounts.analyst);
  const boards = (await (await request.get('/api/thinkboard/all', { headers: { authorization: `Bearer ${token}` } })).json()) as Array<{
    id: string;
    title: string;
  }>;
  const id = boards.find((board) => board.title === title)!.id;
  const board = (await (await request.get(`/api/thinkboard/${id}`, { headers: { authorization: `Bearer ${token}` } })).json()) as {
    cards: Array<{ text?: string; x: number }>;
    links: Array<{ label: string }>;
    version: number;
  };
  expect(board.cards.map((c) => c.text)).toEqual(['Substation fire', 'Grid operator statement']);
  expect(board.links.map((l) => l.label)).toEqual(['explained by']);
  expect(board.version).toBeGreaterThan(3);
});

test('two tabs edit one board: the stale one is told, merges, and nothing is lost', async ({ page, context }) => {
  test.setTimeout(90_000);
  const title = `Two tabs ${Date.now().toString(36)}`;
  await signIn(page, accounts.analyst);
  await newBoard(page, title);
  const url = page.url();

  // A second tab signs in on its own (the session is per tab) and opens the same board.
  const other = await context.newPage();
  await signIn(other, accounts.analyst);
  await other.goto(url);
  await expect(other.getByRole('combobox', { name: 'Board' })).toHaveText(title, { timeout: 20_000 });

  await addText(page, 'From the first tab');
  await saved(page);
  await addText(other, 'From the second tab');
  const conflict = other.getByRole('dialog', { name: 'The board changed in another tab or by someone else' });
  await expect(conflict).toBeVisible({ timeout: 10_000 });
  await conflict.getByRole('button', { name: 'Merge my changes' }).click();
  await expect(other.getByRole('group', { name: 'Free text: From the first tab' })).toBeVisible();
  await saved(other);

  await page.reload();
  await expect(page.getByRole('group', { name: 'Free text: From the first tab' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('group', { name: 'Free text: From the second tab' })).toBeVisible();
});

test('the reader puts an article on a board in one step, and the card links back', async ({ page, request }) => {
  test.setTimeout(90_000);
  const token = await apiToken(request, accounts.analyst);
  const headers = { authorization: `Bearer ${token}` };
  const title = `From the reader ${Date.now().toString(36)}`;
  const created = await request.post('/api/thinkboard/add', { headers, data: { title } });
  expect(created.status()).toBe(201);
  const { id: boardId } = (await created.json()) as { id: string };
  await expect
    .poll(
      async () => ((await (await request.get('/api/article/all?pageSize=1', { headers })).json()) as { items: unknown[] }).items.length,
      {
        timeout: 60_000,
      },
    )
    .toBe(1);
  const article = (
    (await (await request.get('/api/article/all?pageSize=1', { headers })).json()) as { items: Array<{ id: string; title: string }> }
  ).items[0]!;

  await signIn(page, accounts.analyst);
  await page.goto(`/dashboard/read/${article.id}`);
  await page.getByRole('button', { name: 'Put on a board' }).click();
  const dialog = page.getByRole('dialog', { name: 'Put this article on a board' });
  await expect(dialog.getByRole('combobox', { name: 'Board' })).toHaveText(title);
  await dialog.getByRole('button', { name: 'Put on the board' }).click();
  await expect(page.getByText(`Put on “${title}”.`)).toBeVisible();
  await page.getByRole('link', { name: 'Open the board' }).click();

  await expect(page).toHaveURL(`/dashboard/thinkboard?board=${boardId}`);
  const card = page.getByRole('group', { name: `Article: ${article.title}` });
  await expect(card).toBeVisible({ timeout: 20_000 });
  await card.getByRole('link', { name: article.title }).click();
  await expect(page).toHaveURL(`/dashboard/read/${article.id}`);
});

/** The board titles the picker offers (it is opened, read and closed). */
async function offered(page: Page): Promise<string[]> {
  await page.getByRole('combobox', { name: 'Board' }).click();
  const names = await page.getByRole('listbox').getByRole('option').allTextContents();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('listbox')).toBeHidden();
  return names;
}

test('deleting a board offers "Undo" instead of a question; the delete is sent on "Delete now" or on leaving the page', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const suffix = Date.now().toString(36);
  const kept = `Undo me ${suffix}`;
  const left = `Left behind ${suffix}`;
  await signIn(page, accounts.analyst);
  await newBoard(page, left);
  await newBoard(page, kept);
  await addText(page, 'Still here after undo');
  await saved(page);

  // Docs/decisions/0050-drafts-and-undo-on-the-workbench.md: no confirmation, the board goes at once.
  await page.getByRole('button', { name: 'Delete board' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  const snackbar = page.getByRole('status').filter({ hasText: `Board “${kept}” deleted` });
  await expect(snackbar).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Board' })).not.toHaveText(kept);
  expect(await offered(page)).not.toContain(kept);

  await snackbar.getByRole('button', { name: 'Undo' }).click();
  await expect(snackbar).toBeHidden();
  await expect(page.getByRole('combobox', { name: 'Board' })).toHaveText(kept);
  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Board' })).toHaveText(kept, { timeout: 20_000 });
  await expect(page.getByRole('group', { name: 'Free text: Still here after undo' })).toBeVisible();

  // "Delete now": sent, and gone after a reload.
  await page.getByRole('button', { name: 'Delete board' }).click();
  // The reload waits for the delete's answer: a reload while the request is still being made would cancel it.
  const deleted = page.waitForResponse(
    (response) => response.request().method() === 'DELETE' && response.url().includes('/api/thinkboard/delete/'),
  );
  await snackbar.getByRole('button', { name: 'Delete now' }).click();
  await expect(snackbar).toBeHidden();
  expect((await deleted).ok()).toBe(true);
  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Board' })).toBeVisible({ timeout: 20_000 });
  expect(await offered(page)).not.toContain(kept);

  // Leaving the page (through the app) sends the delete that was not undone.
  await page.getByRole('combobox', { name: 'Board' }).click();
  await page.getByRole('option', { name: left }).click();
  await page.getByRole('button', { name: 'Delete board' }).click();
  await expect(page.getByRole('status').filter({ hasText: `Board “${left}” deleted` })).toBeVisible();
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Notes' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Notes' })).toBeVisible();
  const token = await apiToken(request, accounts.analyst);
  const titles = async () =>
    (
      (await (await request.get('/api/thinkboard/all', { headers: { authorization: `Bearer ${token}` } })).json()) as Array<{
        title: string;
      }>
    ).map((board) => board.title);
  await expect.poll(titles).not.toContain(left);
  expect(await titles()).not.toContain(kept);
});
