import { expect, test, type APIRequestContext, type Page } from '@playwright/test';

import { accounts } from '../support/accounts';
import { apiToken, saveScreenshot } from '../support/shell';
import { signIn, signOut } from '../support/sign-in';

// docs/spec.md §2, 3, 4, 7 and 9: the tasks drawer against the real task API.
// Only this file writes tasks; its tests run in order, from an empty list (the
// demo tasks of a fresh database are deleted first, through the API).
test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ playwright }, testInfo) => {
  const request = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
  const token = await apiToken(request, accounts.admin);
  const headers = { authorization: `Bearer ${token}` };
  const response = await request.get('/api/task/all', { headers });
  expect(response.ok()).toBe(true);
  const { tasks } = (await response.json()) as { tasks: { _id: string }[] };
  for (const task of tasks) expect((await request.delete(`/api/task/delete/${task._id}`, { headers })).ok()).toBe(true);
  await request.dispose();
});

async function addTask(request: APIRequestContext, token: string, data: { name: string; estimation?: string; status?: string }) {
  const response = await request.post('/api/task/add', { data, headers: { authorization: `Bearer ${token}` } });
  expect(response.status()).toBe(201);
  return (await response.json()) as { _id: string; createdAt: string };
}

async function openTasks(page: Page) {
  await page.getByRole('button', { name: 'Tasks' }).click();
  const drawer = page.getByRole('dialog', { name: 'Tasks' });
  await expect(drawer).toBeVisible();
  return drawer;
}

const badge = (page: Page) => page.getByTestId('tasks-badge').locator('.MuiBadge-badge');

test('an empty list says so, in every tab', async ({ page }) => {
  await signIn(page);
  await expect(badge(page)).toHaveClass(/MuiBadge-invisible/);
  const drawer = await openTasks(page);
  for (const tab of ['To Do', 'In Progress', 'Done']) {
    await drawer.getByRole('tab', { name: tab }).click();
    await expect(drawer.getByText('No tasks here.')).toBeVisible();
  }
});

test('tabs filter by status and re-fetch; each task shows name, estimation and created time', async ({ page, request }) => {
  const token = await apiToken(request, accounts.analyst);
  await addTask(request, token, { name: 'Check the Reuters feed', estimation: '2h' });
  await addTask(request, token, { name: 'Tag election sources', estimation: '1d', status: 'In Progress' });
  await addTask(request, token, { name: 'Archive March', status: 'DONE' });

  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page);
  await expect(badge(page)).toHaveText('3');
  const drawer = await openTasks(page);
  expect(Math.round((await drawer.boundingBox())!.width)).toBe(650);

  const tabs = drawer.getByRole('tab');
  await expect(tabs).toHaveText(['To Do', 'In Progress', 'Done']);
  await expect(tabs.first()).toHaveAttribute('id', 'tasks-tab-todo');
  await expect(tabs.nth(1)).toHaveAttribute('id', 'tasks-tab-in-progress');
  await expect(tabs.nth(2)).toHaveAttribute('id', 'tasks-tab-Done');

  const list = drawer.getByRole('list', { name: 'Tasks' });
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(list).toContainText('Check the Reuters feed');
  await expect(list).toContainText('Estimation: 2h');
  await expect(list.locator('time')).toHaveAttribute('datetime', /^\d{4}-\d{2}-\d{2}T/);

  const refetch = page.waitForRequest(
    (req) => req.url().includes('/api/task/all?status=In+Progress') || req.url().includes('/api/task/all?status=In%20Progress'),
  );
  await drawer.getByRole('tab', { name: 'In Progress' }).click();
  await refetch;
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(list).toContainText('Tag election sources');

  // A task added meanwhile shows when its tab is chosen again.
  await addTask(request, token, { name: 'Review tension scores', estimation: '30m' });
  await drawer.getByRole('tab', { name: 'To Do' }).click();
  await expect(list.getByRole('listitem')).toHaveCount(2);
  await expect(list.getByRole('listitem').first()).toContainText('Review tension scores');

  await drawer.getByRole('tab', { name: 'Done' }).click();
  await expect(list).toContainText('Archive March');
  await saveScreenshot(page, 'tasks-drawer');
});

test("'Mark all as read' clears the unread state, per user and across reloads", async ({ page, request }) => {
  await signIn(page);
  await expect(badge(page)).toHaveText('4');
  const drawer = await openTasks(page);
  await expect(drawer.getByRole('img', { name: 'Unread' }).first()).toBeVisible();
  await drawer.getByRole('button', { name: 'Mark all as read' }).click();
  await expect(badge(page)).toHaveClass(/MuiBadge-invisible/);
  await expect(drawer.getByRole('img', { name: 'Unread' })).toHaveCount(0);

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Daily Report' })).toBeVisible();
  await expect(badge(page)).toHaveClass(/MuiBadge-invisible/);

  const token = await apiToken(request, accounts.analyst);
  await addTask(request, token, { name: 'Fresh task' });
  await page.reload();
  await expect(badge(page)).toHaveText('1');

  // Another user has read nothing yet.
  await signOut(page);
  await signIn(page, accounts.viewer);
  await expect(badge(page)).toHaveText('5');
});

test('the badge stops at 99+', async ({ page, request }) => {
  const token = await apiToken(request, accounts.admin);
  for (let index = 0; index < 96; index += 1) await addTask(request, token, { name: `Bulk task ${index}` });
  await signIn(page, accounts.viewer);
  await expect(badge(page)).toHaveText('99+');
});

test('loading and error states; a failed fetch is logged', async ({ page }) => {
  await signIn(page);
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/task/all?status=DONE', async (route) => {
    await held;
    await route.continue();
  });
  const drawer = await openTasks(page);
  await drawer.getByRole('tab', { name: 'Done' }).click();
  await expect(drawer.getByRole('progressbar', { name: 'Loading tasks' })).toBeVisible();
  release();
  await expect(drawer).toContainText('Archive March');

  const errors: string[] = [];
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  await page.unroute('**/api/task/all?status=DONE');
  await page.route('**/api/task/all?status=In*', (route) =>
    route.fulfill({
      status: 503,
      contentType: 'application/json',
      body: JSON.stringify({ statusCode: 503, error: 'Service Unavailable', message: 'Database is restarting' }),
    }),
  );
  await drawer.getByRole('tab', { name: 'In Progress' }).click();
  await expect(drawer.getByRole('alert')).toContainText('Tasks could not be loaded', { timeout: 15_000 });
  expect(errors.some((text) => text.includes('Fetching tasks failed'))).toBe(true);
});

test('viewers may read tasks but the API refuses their writes', async ({ request }) => {
  const token = await apiToken(request, accounts.viewer);
  const response = await request.post('/api/task/add', { data: { name: 'Nope' }, headers: { authorization: `Bearer ${token}` } });
  expect(response.status()).toBe(403);
  const list = await request.get('/api/task/all', { headers: { authorization: `Bearer ${token}` } });
  expect(list.status()).toBe(200);
});
