import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';

import { accounts } from '../support/accounts';
import { apiToken, saveScreenshot } from '../support/shell';
import { signIn } from '../support/sign-in';

// docs/decisions/0024-tasks-board.md: the tasks board against the real API. A card
// is dragged across columns with the mouse and with the keyboard, and the top
// bar's drawer follows without a reload; a task made from the reader links
// back to its article. Starts from an empty board (shell-tasks does the same).
test.describe.configure({ mode: 'serial', timeout: 90_000 });

const auth = (token: string) => ({ authorization: `Bearer ${token}` });

async function addTask(request: APIRequestContext, token: string, data: { name: string; status?: string; assigneeId?: string }) {
  const response = await request.post('/api/task/add', { data, headers: auth(token) });
  expect(response.status()).toBe(201);
}

test.beforeAll(async ({ playwright }, testInfo) => {
  const request = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
  const token = await apiToken(request, accounts.admin);
  const { tasks } = (await (await request.get('/api/task/all', { headers: auth(token) })).json()) as { tasks: { _id: string }[] };
  for (const task of tasks) expect((await request.delete(`/api/task/delete/${task._id}`, { headers: auth(token) })).ok()).toBe(true);
  const analyst = await apiToken(request, accounts.analyst);
  // Added oldest first: each goes on top of its column.
  await addTask(request, analyst, { name: 'Verify the leaked memo' });
  await addTask(request, analyst, { name: 'Call the press office' });
  const me = (await (await request.get('/api/auth/me', { headers: auth(analyst) })).json()) as { user: { id: string } };
  await addTask(request, analyst, { name: 'Summarise the minister’s interview', status: 'In Progress', assigneeId: me.user.id });
  await request.dispose();
});

const column = (page: Page, name: string) => page.getByRole('region', { name, exact: true });
const cardTitles = (region: Locator) => region.getByRole('heading', { level: 3 });

async function drawerTab(page: Page, tab: string) {
  await page.getByRole('button', { name: 'Tasks' }).click();
  const drawer = page.getByRole('dialog', { name: 'Tasks' });
  await drawer.getByRole('tab', { name: tab }).click();
  return drawer.getByRole('list', { name: 'Tasks' });
}

/** Drags with the mouse in small steps, as a hand does: the board's sensor starts after a few pixels. */
async function dragTo(page: Page, from: Locator, to: Locator, { below = false } = {}) {
  const start = (await from.boundingBox())!;
  const end = (await to.boundingBox())!;
  await page.mouse.move(start.x + start.width / 2, start.y + start.height / 2);
  await page.mouse.down();
  await page.mouse.move(start.x + start.width / 2 + 10, start.y + start.height / 2 + 10, { steps: 5 });
  await page.mouse.move(end.x + end.width / 2, below ? end.y + end.height - 4 : end.y + 8, { steps: 20 });
  await page.mouse.up();
}

test('a card dragged with the mouse changes place and column, and the drawer follows', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, accounts.analyst);
  await page.goto('/dashboard/tasks');
  const todo = column(page, 'TO DO');
  const done = column(page, 'DONE');
  await expect(cardTitles(todo)).toHaveText(['Call the press office', 'Verify the leaked memo']);
  await expect(cardTitles(column(page, 'In Progress'))).toHaveText(['Summarise the minister’s interview']);
  await expect(done.getByText('No task here')).toBeVisible();

  // Within the column: below the card under it.
  const reordered = page.waitForResponse((response) => response.url().includes('/api/task/move/') && response.status() === 200);
  await dragTo(
    page,
    todo.getByRole('heading', { name: 'Call the press office' }),
    todo.getByRole('heading', { name: 'Verify the leaked memo' }),
    {
      below: true,
    },
  );
  await reordered;
  await expect(cardTitles(todo)).toHaveText(['Verify the leaked memo', 'Call the press office']);
  // The dragged copy glides into place before the next drag can start, as a hand would wait for it.
  await expect(page.getByRole('heading', { name: 'Call the press office' })).toHaveCount(1);

  // Across columns, into the empty DONE.
  const moved = page.waitForResponse((response) => response.url().includes('/api/task/move/') && response.status() === 200);
  await dragTo(page, todo.getByRole('heading', { name: 'Call the press office' }), done.getByText('No task here'));
  await moved;
  await expect(cardTitles(todo)).toHaveText(['Verify the leaked memo']);
  await expect(cardTitles(done)).toHaveText(['Call the press office']);

  const list = await drawerTab(page, 'Done');
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(list).toContainText('Call the press office');
  // The drawer shows the board's data: the assignee too.
  await page.getByRole('dialog', { name: 'Tasks' }).getByRole('tab', { name: 'In Progress' }).click();
  await expect(list).toContainText('Summarise the minister’s interview');
  await expect(list).toContainText('Assigned to Léo Martin');
  await page.keyboard.press('Escape');

  // The server's state: the same after a reload.
  await page.reload();
  await expect(cardTitles(column(page, 'DONE'))).toHaveText(['Call the press office']);
  await expect(cardTitles(column(page, 'TO DO'))).toHaveText(['Verify the leaked memo']);
});

test('a card moved with the keyboard is announced, and the drawer follows', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, accounts.analyst);
  await page.goto('/dashboard/tasks');
  const handle = page.getByRole('button', { name: 'Move “Verify the leaked memo”' });
  await expect(handle).toHaveAccessibleDescription(/To pick up a task, press Space or Enter on its move button/);
  const announcement = page.getByRole('status').filter({ hasText: 'Verify the leaked memo' });
  await handle.focus();
  await page.keyboard.press('Space');
  await expect(announcement).toHaveText(/“Verify the leaked memo”.* TO DO, position 1 of 1/);
  await page.keyboard.press('ArrowRight');
  await expect(announcement).toHaveText(/^“Verify the leaked memo” is over In Progress/);
  await page.keyboard.press('ArrowRight');
  await expect(announcement).toHaveText(/^“Verify the leaked memo” is over DONE/);
  const moved = page.waitForResponse((response) => response.url().includes('/api/task/move/') && response.status() === 200);
  await page.keyboard.press('Space');
  await moved;
  await expect(announcement).toHaveText(/^Dropped “Verify the leaked memo” in DONE, position \d of 2/);
  await expect(cardTitles(column(page, 'DONE'))).toHaveCount(2);
  await expect(column(page, 'DONE')).toContainText('Verify the leaked memo');
  await expect(cardTitles(column(page, 'TO DO'))).toHaveCount(0);
  // The focus stays on the card's move button.
  await expect(page.getByRole('button', { name: 'Move “Verify the leaked memo”' })).toBeFocused();

  const list = await drawerTab(page, 'Done');
  await expect(list).toContainText('Verify the leaked memo');
  await expect(list.getByRole('listitem')).toHaveCount(2);
  await saveScreenshot(page, 'tasks-board-drawer');
});

test('a viewer reads the board and cannot move a card', async ({ page }) => {
  await signIn(page, accounts.viewer);
  await page.goto('/dashboard/tasks');
  await expect(column(page, 'DONE')).toContainText('Verify the leaked memo');
  await expect(column(page, 'In Progress')).toContainText('Assigned to Léo Martin');
  await expect(page.getByRole('button', { name: /^Move “/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'New task' })).toHaveCount(0);
});

test('a task created from the reader links back to its article', async ({ page, request }) => {
  const token = await apiToken(request, accounts.analyst);
  let article: { id: string; title: string } | undefined;
  await expect
    .poll(
      async () => {
        const page1 = (await (await request.get('/api/article/all?pageSize=1', { headers: auth(token) })).json()) as {
          items: { id: string; title: string }[];
        };
        article = page1.items[0];
        return !!article;
      },
      { timeout: 60_000 },
    )
    .toBe(true);

  await signIn(page, accounts.analyst);
  await page.goto(`/dashboard/read/${article!.id}`);
  await expect(page.getByRole('heading', { level: 1, name: article!.title })).toBeVisible();
  await page.getByRole('button', { name: 'Create a task' }).click();
  // A draft until saved: the dialog holds the article's title, and "Create" puts it on the board.
  const draft = page.getByRole('dialog', { name: 'Create a task' });
  await expect(draft.getByRole('textbox', { name: 'Task name' })).toHaveValue(article!.title);
  await draft.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(page.getByText('Task created on the board, linked to this article.')).toBeVisible();
  await page.getByRole('link', { name: 'Open the board' }).click();

  const card = column(page, 'TO DO')
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: article!.title }) });
  await card.getByRole('link', { name: `Article: ${article!.title}` }).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/read/${article!.id}$`));
});
