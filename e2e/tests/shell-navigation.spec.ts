import { expect, test } from '@playwright/test';

import { accounts } from '../support/accounts';
import { signInWithSettings } from '../support/shell';
import { signIn } from '../support/sign-in';

// docs/spec.md §1, 2, 5, 6 and 8: navigation, footer, menu search, user menu, roles, error pages.

const GROUPS: [string, [string, string][]][] = [
  ['Daily Report', [['Daily Report', '/dashboard/reports']]],
  [
    'Explore',
    [
      ['Explore', '/dashboard/related-articles'],
      ['E-journal', '/dashboard/ejournal'],
      ['Historical Events', '/dashboard/historicalEvents'],
    ],
  ],
  [
    'Worker',
    [
      ['Worker', '/dashboard/worker'],
      ['Pipeline', '/dashboard/pipeline'],
      ['Tension', '/dashboard/tension'],
      ['Monitor', '/dashboard/monitor'],
      ['Real Time Events', '/dashboard/realTimeEvents'],
    ],
  ],
  ['Scheduler', [['Scheduler', '/dashboard/scheduler']]],
  ['Academic PDFs', [['Academic PDFs', '/dashboard/pdfArticle']]],
  ['Media Scale Index', [['Media Scale Index', '/dashboard/mediaScaleIndex']]],
  [
    'Resources',
    [
      ['Sources', '/dashboard/group/sources'],
      ['Groups', '/dashboard/group/sourceGroups'],
      ['Topics', '/dashboard/group/topics'],
      ['Podcasts', '/dashboard/group/podcasts'],
    ],
  ],
  [
    'Data Warehouse',
    [
      ['Production articles', '/dashboard/group/warehouse'],
      ['Search', '/dashboard/search'],
    ],
  ],
  ['Tasks', [['Tasks', '/dashboard/tasks']]],
  ['Notes', [['Notes', '/dashboard/notes']]],
  ['ThinkBoard', [['ThinkBoard', '/dashboard/thinkboard']]],
];

test.describe('navigation', () => {
  test('the groups of docs/spec.md §1 in order, each linking to its route, the current one highlighted', async ({ page }) => {
    await signInWithSettings(page, { themeLayout: 'vertical' }, accounts.viewer);
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    const topLevel = nav.locator(':scope > ul > .MuiListItemButton-root, :scope > ul > a');
    await expect(topLevel).toHaveText(GROUPS.map(([title]) => title));

    for (const [title, links] of GROUPS) {
      if (links.length > 1 || links[0]![0] !== title) await nav.getByRole('button', { name: title }).click();
      for (const [name, href] of links) {
        await expect(nav.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
      }
    }
    await nav.getByRole('link', { name: 'Tension' }).click();
    await expect(page).toHaveURL('/dashboard/tension');
    await expect(nav.getByRole('link', { name: 'Tension' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'Notes' })).not.toHaveAttribute('aria-current', 'page');
  });

  test('the footer links and no newsletter box by default', async ({ page }) => {
    await signIn(page);
    const footer = page.getByRole('navigation', { name: 'Footer' });
    await expect(footer.getByRole('link')).toHaveText(['Schedule', 'Explore News', 'Search', 'Historical Events', 'E-journal']);
    await expect(page.getByRole('form', { name: 'Newsletter' })).toHaveCount(0);
    await footer.getByRole('link', { name: 'Historical Events' }).click();
    await expect(page).toHaveURL('/dashboard/historicalEvents');
  });
});

test.describe('menu search', () => {
  test('Ctrl+K opens it; it filters titles and paths, highlights, and arrows + Enter navigate', async ({ page }) => {
    await signIn(page);
    // The shortcut belongs to the dashboard's top bar: wait until it is there.
    await expect(page.getByRole('button', { name: 'Search menu' })).toBeVisible();
    await page.keyboard.press('Control+k');
    const dialog = page.getByRole('dialog', { name: 'Menu search' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText('Please enter keywords', { exact: true })).toBeVisible();
    const input = dialog.getByRole('combobox', { name: 'Search the menu' });
    await expect(input).toBeFocused();
    const list = dialog.getByTestId('menu-search-list');
    expect(Math.round((await list.boundingBox())!.height)).toBe(400);

    await input.fill('EVENTS');
    const options = dialog.getByRole('option');
    await expect(options).toHaveCount(2);
    await expect(options.first()).toContainText('Historical Events');
    await expect(options.first().locator('mark').first()).toHaveText('Events');
    await expect(dialog.getByRole('group', { name: 'Explore' })).toBeVisible();
    await expect(dialog.getByRole('group', { name: 'Worker' })).toBeVisible();

    // Paths match too: "sourceGroups" is only in a path.
    await input.fill('sourcegroups');
    await expect(options).toHaveCount(1);
    await expect(options.first()).toContainText('Groups');

    await input.fill('events');
    await expect(options.first()).toHaveAttribute('aria-selected', 'true');
    await input.press('ArrowDown');
    await expect(options.nth(1)).toHaveAttribute('aria-selected', 'true');
    await input.press('Enter');
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL('/dashboard/realTimeEvents');
  });

  test('the search icon opens it; a miss says so; a click chooses; Meta+K works too', async ({ page }) => {
    await signIn(page);
    await page.getByRole('button', { name: 'Search menu' }).click();
    const dialog = page.getByRole('dialog', { name: 'Menu search' });
    await dialog.getByRole('combobox').fill('zebra');
    await expect(dialog.getByText('Not Found', { exact: true })).toBeVisible();
    await expect(dialog).toContainText('No results found for "zebra". Try checking for typos or using complete words.');
    await dialog.getByRole('combobox').fill('think');
    await dialog.getByRole('option', { name: /ThinkBoard/ }).click();
    await expect(page).toHaveURL('/dashboard/thinkboard');
    await expect(dialog).toBeHidden();

    await page.keyboard.press('Meta+k');
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });
});

test.describe('user menu', () => {
  test('shows initials, full name, email, role chip and Home; Logout goes to / and signs out', async ({ page }) => {
    await signIn(page, accounts.analyst);
    await page.goto('/dashboard/notes');
    const account = page.getByRole('button', { name: 'Account' });
    await expect(account).toHaveText(/^[A-Z]{1,2}$/);
    await account.click();
    const menu = page.getByRole('menu');
    await expect(menu).toContainText('analyst@mediawatch.local');
    await expect(menu.locator('.MuiChip-root')).toHaveText('analyst');
    await menu.getByRole('menuitem', { name: 'Home' }).click();
    await expect(page).toHaveURL('/dashboard/reports');

    const logout = page.waitForRequest((request) => request.url().endsWith('/api/auth/logout') && request.method() === 'POST');
    await account.click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await logout;
    await expect(page).toHaveURL(/\/auth\/jwt\/login/);
    expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBeNull();
  });

  test('a failed logout call is only logged: the user is still signed out', async ({ page }) => {
    await signIn(page);
    const errors: string[] = [];
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    await page.route('**/api/auth/logout', (route) => route.fulfill({ status: 500, body: '{}' }));
    await page.getByRole('button', { name: 'Account' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/auth\/jwt\/login/);
    expect(errors.some((text) => text.includes('Logout call failed'))).toBe(true);
    await page.goto('/dashboard/reports');
    await expect(page).toHaveURL(/\/auth\/jwt\/login/);
  });
});

test.describe('roles', () => {
  test('admins see the Users entry and the list of accounts', async ({ page }) => {
    await signInWithSettings(page, { themeLayout: 'vertical' });
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await nav.getByRole('link', { name: 'Users' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
    const table = page.getByRole('table', { name: 'Users' });
    for (const account of Object.values(accounts)) {
      await expect(table.getByRole('row', { name: new RegExp(account.email) })).toContainText(account.role);
    }
  });

  test('others see no Users entry, get the 403 page there, and the API refuses them', async ({ page }) => {
    await signInWithSettings(page, { themeLayout: 'vertical' }, accounts.analyst);
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await expect(nav.getByRole('link', { name: 'Notes' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Users' })).toHaveCount(0);
    await page.goto('/dashboard/users');
    await expect(page.getByRole('heading', { name: 'No permission' })).toBeVisible();
    await page.keyboard.press('Control+k');
    await page.getByRole('combobox', { name: 'Search the menu' }).fill('users');
    await expect(page.getByText('Not Found', { exact: true })).toBeVisible();

    const status = await page.evaluate(async () => {
      const response = await fetch('/api/user/all', { headers: { authorization: `Bearer ${sessionStorage.getItem('token')}` } });
      return response.status;
    });
    expect(status).toBe(403);
  });
});

test.describe('error pages', () => {
  test('an unknown path shows the 404 page in the bare layout, with settings and a way home', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page).toHaveURL('/404');
    await expect(page.getByRole('heading', { name: 'Sorry, page not found!' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Mediawatch home' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Need help?' })).toBeVisible();
    expect((await page.getByRole('main').boundingBox())!.width).toBeLessThanOrEqual(400);
    await page.getByRole('button', { name: 'Settings' }).click();
    await page.getByRole('dialog', { name: 'Settings' }).getByRole('button', { name: 'Light', exact: true }).click();
    expect(JSON.parse((await page.evaluate(() => localStorage.getItem('settings')))!)).toMatchObject({ themeMode: 'light' });
    await page.getByRole('button', { name: 'Close settings' }).click();
    await page.getByRole('link', { name: 'Go to home' }).click();
    await expect(page).toHaveURL(/\/auth\/jwt\/login/);
  });

  test('the 403 page has its own route', async ({ page }) => {
    await page.goto('/403');
    await expect(page.getByRole('heading', { name: 'No permission' })).toBeVisible();
  });

  test('a page whose code fails to load raises the router fallback with the message', async ({ page }) => {
    await signIn(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Daily Report' })).toBeVisible();
    await page.keyboard.press('Control+k');
    await page.getByRole('combobox', { name: 'Search the menu' }).fill('users');
    // Every host chunk not loaded yet (the users page) now fails, as after a broken deployment.
    await page.route(/\/\d+\.[0-9a-f]+\.js$/, (route) => route.abort());
    await page.getByRole('combobox', { name: 'Search the menu' }).press('Enter');
    await expect(page.getByRole('heading', { name: 'Unexpected Application Error!' })).toBeVisible();
    await expect(page.getByRole('alert')).toContainText(/chunk|Loading/i);
  });
});
