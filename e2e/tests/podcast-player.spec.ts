import { expect, test, type Page } from '@playwright/test';

import { accounts } from '../support/accounts';
import { signIn } from '../support/sign-in';

// The footer player against the seeded demo podcasts (real WAV and MP3 audio
// the API synthesized), in Chromium with autoplay allowed.

function audioState(page: Page) {
  return page.getByTestId('podcast-audio').evaluate((element) => {
    const audio = element as HTMLAudioElement & { __e2eMark?: string };
    return { time: audio.currentTime, paused: audio.paused, volume: audio.volume, src: audio.currentSrc, mark: audio.__e2eMark };
  });
}

const player = (page: Page) => page.getByRole('region', { name: 'Podcast player' });
const playButton = (page: Page) => player(page).getByRole('button', { name: 'Play', exact: true });
const pauseButton = (page: Page) => player(page).getByRole('button', { name: 'Pause', exact: true });

async function startPlaying(page: Page) {
  await expect(page.getByTestId('player-title')).toHaveText('Morning Briefing');
  await playButton(page).click();
  await expect(pauseButton(page)).toBeVisible();
  await expect.poll(async () => (await audioState(page)).time, { timeout: 15_000 }).toBeGreaterThan(1);
}

test.describe('podcast player', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, accounts.admin);
  });

  test('plays real audio: time advances, seeks, skips without wrap-around', async ({ page }) => {
    await expect(page.getByTestId('player-duration')).toHaveText('1:35');
    await expect(player(page).getByRole('button', { name: 'Previous' })).toBeDisabled();
    await startPlaying(page);
    await expect(page.getByTestId('player-current-time')).not.toHaveText('0:00');

    const before = (await audioState(page)).time;
    await player(page).getByRole('button', { name: 'Forward 30 seconds' }).click();
    await expect.poll(async () => (await audioState(page)).time).toBeGreaterThan(before + 29);
    const afterForward = (await audioState(page)).time;
    await player(page).getByRole('button', { name: 'Back 10 seconds' }).click();
    await expect.poll(async () => (await audioState(page)).time).toBeLessThan(afterForward - 8);
    await expect.poll(async () => (await audioState(page)).paused).toBe(false);

    // Dragging the slider suspends time updates until release, then seeks there.
    const rail = player(page).locator('.MuiSlider-root').first();
    const box = (await rail.boundingBox())!;
    await page.mouse.move(box.x + box.width * 0.5, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width * 0.6, box.y + box.height / 2, { steps: 4 });
    const dragged = await page.getByTestId('player-current-time').textContent();
    await page.waitForTimeout(1500);
    await expect(page.getByTestId('player-current-time')).toHaveText(dragged!);
    await page.mouse.up();
    await expect.poll(async () => (await audioState(page)).time).toBeGreaterThan(55);
    await expect.poll(async () => (await audioState(page)).time).toBeLessThan(62);
    await expect.poll(async () => (await audioState(page)).paused).toBe(false);

    // The end of a track stops it and selects the next, paused (auto-play is off).
    const slider = player(page).getByRole('slider', { name: 'Seek' });
    await slider.focus();
    await page.keyboard.press('End');
    await expect(page.getByTestId('player-title')).toHaveText('Signals and Noise');
    await expect(playButton(page)).toBeVisible();
    await player(page).getByRole('button', { name: 'Previous' }).click();
    await expect(page.getByTestId('player-title')).toHaveText('Morning Briefing');

    // Manual next pauses and selects the adjacent track.
    await player(page).getByRole('button', { name: 'Next' }).click();
    await expect(page.getByTestId('player-title')).toHaveText('Signals and Noise');
    await expect(playButton(page)).toBeVisible();
    await expect.poll(async () => (await audioState(page)).src).toMatch(/\.mp3$/);
    await expect(page.getByTestId('player-duration')).toHaveText('0:40');

    // The MP3 plays too.
    await playButton(page).click();
    await expect.poll(async () => (await audioState(page)).time, { timeout: 15_000 }).toBeGreaterThan(1);

    // The playlist selects, pauses and closes; next is disabled on the last track.
    await player(page).getByRole('button', { name: 'Playlist' }).click();
    await page.getByRole('menuitem', { name: /Long Read Weekly/ }).click();
    await expect(page.getByRole('menu')).toBeHidden();
    await expect(page.getByTestId('player-title')).toHaveText('Long Read Weekly');
    await expect(playButton(page)).toBeVisible();
    await expect(player(page).getByRole('button', { name: 'Next' })).toBeDisabled();
    await expect(player(page).getByRole('button', { name: 'Previous' })).toBeEnabled();
  });

  test('keeps playing while moving between pages of other remotes', async ({ page }) => {
    await startPlaying(page);
    await page.getByTestId('podcast-audio').evaluate((element) => {
      (element as HTMLAudioElement & { __e2eMark?: string }).__e2eMark = 'same-element';
    });

    let last = (await audioState(page)).time;
    for (const [link, heading] of [
      ['Tasks', 'Tasks'],
      ['Scheduler', 'Scheduler'],
      ['Daily Report', 'Daily Report'],
    ] as const) {
      await page.getByRole('link', { name: link, exact: true }).first().click();
      await expect(page.getByRole('heading', { level: 1, name: heading, exact: true })).toBeVisible();
      await expect.poll(async () => (await audioState(page)).time).toBeGreaterThan(last + 0.5);
      const state = await audioState(page);
      expect(state).toMatchObject({ paused: false, mark: 'same-element' });
      last = state.time;
    }
    await expect(pauseButton(page)).toBeVisible();
  });

  test('hides, stays hidden after a reload, and keeps the footer at 40 px', async ({ page }) => {
    const region = player(page);
    await region.getByRole('button', { name: 'Hide player controls' }).click();
    await expect(region.getByRole('button', { name: 'Show player controls' })).toBeVisible();
    await expect(region.getByRole('button', { name: 'Play', exact: true })).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('podcast-player-hidden'))).toBe('true');
    await expect.poll(async () => (await region.boundingBox())?.height).toBe(40);

    await page.reload();
    await expect(player(page).getByRole('button', { name: 'Show player controls' })).toBeVisible();
    await expect.poll(async () => (await player(page).boundingBox())?.height).toBe(40);

    await player(page).getByRole('button', { name: 'Show player controls' }).click();
    await expect(player(page).getByRole('button', { name: 'Hide player controls' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('podcast-player-hidden'))).toBe('false');
    await expect.poll(async () => (await player(page).boundingBox())?.height).toBe(90);
  });

  test('answers the keyboard shortcuts, never on a key the page or a field needs', async ({ page }) => {
    await expect(page.getByTestId('player-title')).toHaveText('Morning Briefing');
    await expect(page.getByRole('heading', { level: 1, name: 'Daily Report' })).toBeVisible();
    await page.locator('body').click({ position: { x: 700, y: 400 } });

    await page.keyboard.press('Control+Space');
    await expect(pauseButton(page)).toBeVisible();
    await expect.poll(async () => (await audioState(page)).time, { timeout: 15_000 }).toBeGreaterThan(1);

    // The landing is longer than the window: with focus on the page, ArrowDown scrolls it and leaves the volume.
    expect(await page.evaluate(() => document.documentElement.scrollHeight > window.innerHeight)).toBe(true);
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    expect((await audioState(page)).volume).toBeCloseTo(1, 5);

    // In the player the arrows are the player's.
    await pauseButton(page).focus();
    const before = (await audioState(page)).time;
    await page.keyboard.press('ArrowRight');
    await expect.poll(async () => (await audioState(page)).time).toBeGreaterThan(before + 9);
    const afterRight = (await audioState(page)).time;
    await page.keyboard.press('ArrowLeft');
    await expect.poll(async () => (await audioState(page)).time).toBeLessThan(afterRight - 8);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await expect.poll(async () => (await audioState(page)).volume).toBeCloseTo(0.8, 5);
    await page.keyboard.press('ArrowUp');
    await expect.poll(async () => (await audioState(page)).volume).toBeCloseTo(0.9, 5);

    await page.keyboard.press('h');
    await expect(player(page).getByRole('button', { name: 'Show player controls' })).toBeVisible();
    await page.keyboard.press('h');
    await expect(player(page).getByRole('button', { name: 'Hide player controls' })).toBeVisible();

    // Typing in a field: H and Ctrl+Space are the field's.
    await page.keyboard.press('Control+k');
    const search = page.getByRole('dialog', { name: 'Menu search' }).getByRole('combobox', { name: 'Search the menu' });
    await expect(search).toBeFocused();
    await page.keyboard.press('h');
    await page.keyboard.press('Control+Space');
    await expect(search).toHaveValue('h');
    await page.keyboard.press('Escape');
    await expect(player(page).getByRole('button', { name: 'Hide player controls' })).toBeVisible();
    expect((await audioState(page)).paused).toBe(false);

    await page.locator('body').click({ position: { x: 700, y: 400 } });
    await page.keyboard.press('Control+Space');
    await expect(playButton(page)).toBeVisible();
    expect((await audioState(page)).paused).toBe(true);
  });

  test('a podcast added on the podcasts page, with an uploaded file, reaches the playlist without a reload', async ({ page }) => {
    // A long journey (two uploads, add, edit, reload, delete) on a machine shared with other builds.
    test.setTimeout(120_000);
    await page.goto('/dashboard/group/podcasts');
    await expect(page.getByRole('heading', { level: 1, name: 'Podcasts' })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Podcasts' }).getByText('The Wire Desk')).toBeVisible();

    // Search goes through the API.
    await page.getByLabel('Search podcasts').fill('okafor');
    await expect(page.getByRole('table', { name: 'Podcasts' }).getByText('Long Read Weekly')).toBeVisible();
    await expect(page.getByRole('table', { name: 'Podcasts' }).getByText('The Wire Desk')).toHaveCount(0);
    await page.getByLabel('Search podcasts').fill('');

    await page.getByRole('button', { name: 'Add podcast' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add podcast' });
    await dialog.getByRole('button', { name: 'Add podcast' }).click();
    await expect(dialog.getByText('Title is required')).toBeVisible();
    await expect(dialog.getByText('Audio URL is required')).toBeVisible();

    await dialog.getByLabel('Title').fill('Field Notes');
    await dialog.getByLabel('Author').fill('E2E Desk');

    // A text file pretending to be an mp3 is refused by content.
    await dialog
      .getByLabel('Upload audio file')
      .setInputFiles({ name: 'fake.mp3', mimeType: 'audio/mpeg', buffer: Buffer.from('not audio at all') });
    await expect(dialog.getByRole('alert')).toContainText('not a supported audio file');

    // A real WAV (fetched from a demo track) is accepted and fills the URL and the duration.
    const wav = await page.evaluate(async () => {
      const response = await fetch('/api/podcast/media/demo-the-wire-desk.wav');
      return Array.from(new Uint8Array(await response.arrayBuffer()));
    });
    await dialog
      .getByLabel('Upload audio file')
      .setInputFiles({ name: 'field-notes.wav', mimeType: 'audio/wav', buffer: Buffer.from(wav) });
    await expect(dialog.getByText('Uploaded field-notes.wav')).toBeVisible();
    await expect(dialog.getByLabel('Audio URL')).toHaveValue(/^\/api\/podcast\/media\/[0-9a-f-]{36}\.wav$/);
    await expect(dialog.getByLabel('Duration (seconds)')).toHaveValue('25');
    await dialog.getByRole('button', { name: 'Add podcast' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('table', { name: 'Podcasts' }).getByText('Field Notes')).toBeVisible();

    await player(page).getByRole('button', { name: 'Playlist' }).click();
    await page.getByRole('menuitem', { name: /Field Notes/ }).click();
    await expect(page.getByTestId('player-title')).toHaveText('Field Notes');
    await playButton(page).click();
    await expect.poll(async () => (await audioState(page)).time, { timeout: 15_000 }).toBeGreaterThan(1);

    // Editing renames it in the player, without a reload; the featured flag is saved.
    await page.getByRole('button', { name: 'Edit Field Notes' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit podcast' });
    await edit.getByLabel('Title').fill('Field Notes, revised');
    await edit.getByRole('button', { name: 'Save changes' }).click();
    await expect(edit).toBeHidden();
    await expect(page.getByTestId('player-title')).toHaveText('Field Notes, revised');
    const featured = page.getByRole('switch', { name: 'Featured: Field Notes, revised' });
    await expect(featured).not.toBeChecked();
    await featured.click();
    await expect(featured).toBeChecked();
    await page.reload();
    await expect(page.getByRole('switch', { name: 'Featured: Field Notes, revised' })).toBeChecked();

    // Delete asks first, then the podcast leaves the player too.
    await page.getByRole('button', { name: 'Delete Field Notes, revised' }).click();
    await page.getByRole('dialog', { name: 'Delete podcast?' }).getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByRole('table', { name: 'Podcasts' }).getByText('Field Notes, revised')).toHaveCount(0);
    await expect(page.getByTestId('player-title')).toHaveText('Morning Briefing');
  });
});

test.describe('podcasts page for a viewer', () => {
  test('lists and plays, but offers no way to change podcasts', async ({ page }) => {
    await signIn(page, accounts.viewer);
    await page.goto('/dashboard/group/podcasts');
    await expect(page.getByRole('table', { name: 'Podcasts' }).getByText('Morning Briefing')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add podcast' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^Edit / })).toHaveCount(0);
    await expect(page.getByRole('switch', { name: 'Featured: Morning Briefing' })).toBeDisabled();
    await startPlaying(page);
  });
});
