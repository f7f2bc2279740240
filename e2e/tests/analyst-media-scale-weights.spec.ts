import { expect, test, type Page } from '@playwright/test';

import { accounts } from '../support/accounts';
import { HOST_ORIGIN } from '../support/servers';
import { signIn } from '../support/sign-in';

// An admin changes a weight of the Media Scale Index's
// formula and sees the ranking move. The weights are server-side (everyone's
// ranking): the journey puts the seeded ones back at the end.

const WEIGHTS = '/api/mediaScaleIndex/weights';

/** The sources of the ranking's first page, in rank order. */
async function ranking(page: Page): Promise<string[]> {
  const table = page.getByRole('table', { name: /^Sources ranked by the Media Scale Index over [\d,]+ days$/ });
  await expect(table.getByRole('rowheader').first()).toBeVisible({ timeout: 20_000 });
  return table.getByRole('rowheader').allInnerTexts();
}

test('an admin changes a Media Scale Index weight and the ranking moves', async ({ page }) => {
  test.setTimeout(45_000);
  await signIn(page, accounts.admin);
  const token = await page.evaluate(() => sessionStorage.getItem('token'));
  const headers = { authorization: `Bearer ${token}` };
  const seeded = (await (await page.request.get(`${HOST_ORIGIN}${WEIGHTS}`, { headers })).json()) as Record<string, number>;

  try {
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Media Scale Index' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Media Scale Index' })).toBeVisible();
    const before = await ranking(page);
    expect(before.length).toBeGreaterThan(3);

    // Reach alone: the ranking becomes the audiences' order.
    const form = page.getByRole('form', { name: 'Weights of the Media Scale Index' });
    for (const [component, value] of [
      ['Reach', '100'],
      ['Output volume', '0'],
      ['Pickup', '0'],
      ['Tone intensity', '0'],
    ] as const) {
      await form.getByRole('spinbutton', { name: `Weight of ${component}` }).fill(value);
    }
    // The formula shows the weights being edited before they are saved.
    await expect(page.getByText('Showing the weights being edited, not yet saved.')).toBeVisible();
    const saved = page.waitForResponse((response) => response.url().endsWith(WEIGHTS) && response.request().method() === 'PUT');
    await form.getByRole('button', { name: 'Save the weights' }).click();
    expect((await saved).status()).toBe(200);
    await expect(page.getByText('Weights saved: the ranking is updated.')).toBeVisible();

    await expect.poll(() => ranking(page), { timeout: 15_000 }).not.toEqual(before);
    // Ranked by reach now: its normalized component (the cell's title) reads from the largest audience down.
    const table = page.getByRole('table', { name: /^Sources ranked by the Media Scale Index/ });
    const reach = await table
      .getByRole('row')
      .evaluateAll((rows) =>
        rows.slice(1).map((row) => Number(/[\d.]+/.exec(row.querySelectorAll('td')[2]?.getAttribute('title') ?? '')?.[0])),
      );
    expect(reach.length).toBeGreaterThan(3);
    expect(reach).toEqual([...reach].sort((a, b) => b - a));
  } finally {
    // Everyone's ranking: the seeded weights again.
    const { reach, volume, pickup, tone } = seeded;
    await page.request.put(`${HOST_ORIGIN}${WEIGHTS}`, { headers, data: { reach, volume, pickup, tone } });
  }
});
