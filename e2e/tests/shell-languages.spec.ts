import { expect, test } from '@playwright/test';

import { accounts } from '../support/accounts';
import { openSettings, saveScreenshot } from '../support/shell';

// docs/spec.md §3 and §4: English, French and Arabic, kept in localStorage `i18nextLng`;
// Arabic switches the direction to rtl, any other language to ltr.

test('choosing French translates the shell and is kept across a reload', async ({ page }) => {
  await page.goto('/auth/jwt/login');
  await page.getByLabel('Email address').fill(accounts.admin.email);
  await page.getByLabel('Password', { exact: true }).fill(accounts.admin.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/dashboard/);

  await page.getByRole('button', { name: 'Language' }).click();
  await page.getByRole('menuitemradio', { name: 'Français' }).click();
  expect(await page.evaluate(() => localStorage.getItem('i18nextLng'))).toBe('fr');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  const nav = page.getByRole('navigation', { name: 'Navigation principale' });
  await expect(nav.getByRole('link', { name: 'Rapport quotidien' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Pied de page' }).getByRole('link', { name: 'Planning' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');

  await page.reload();
  const drawer = await (async () => {
    await page.getByRole('button', { name: 'Paramètres' }).click();
    return page.getByRole('dialog', { name: 'Paramètres' });
  })();
  await expect(drawer.getByRole('button', { name: 'Sombre' })).toHaveAttribute('aria-pressed', 'true');
  await drawer.getByRole('button', { name: 'Fermer les paramètres' }).click();

  await page.keyboard.press('Control+k');
  await page.getByRole('combobox', { name: 'Rechercher dans le menu' }).fill('zzz');
  await expect(page.getByText('Aucun résultat', { exact: true })).toBeVisible();
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: 'Tâches' }).click();
  await expect(page.getByRole('dialog', { name: 'Tâches' }).getByRole('tab', { name: 'À faire' })).toBeVisible();
  await page.keyboard.press('Escape');
  await saveScreenshot(page, 'horizontal-ltr-dark-fr');

  // The auth screens follow the language.
  await page.getByRole('button', { name: 'Compte' }).click();
  await page.getByRole('menuitem', { name: 'Se déconnecter' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Connectez-vous à votre compte' })).toBeVisible();
  await expect(page.getByLabel('Adresse e-mail')).toBeVisible();
  await page.getByLabel('Adresse e-mail').fill(accounts.admin.email);
  await page.getByLabel('Mot de passe', { exact: true }).fill('wrong-password');
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Identifiants incorrects, réessayez' })).toBeVisible();
  await page.getByRole('link', { name: 'Commencer' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Commencez gratuitement' })).toBeVisible();
});

test('choosing Arabic translates and switches to rtl; English brings ltr back', async ({ page }) => {
  await page.goto('/auth/jwt/login');
  await page.evaluate(() => localStorage.setItem('i18nextLng', 'ar'));
  await page.reload();
  // A stored Arabic language means rtl from the start, the sign-in screen included.
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.getByRole('heading', { level: 1, name: 'سجّل الدخول إلى حسابك' })).toBeVisible();
  await page.getByLabel('البريد الإلكتروني').fill(accounts.admin.email);
  await page.getByLabel('كلمة المرور', { exact: true }).fill(accounts.admin.password);
  await page.getByRole('button', { name: 'تسجيل الدخول' }).click();
  await expect(page).toHaveURL(/\/dashboard/);
  await expect(page.getByRole('navigation', { name: 'التنقل الرئيسي' }).getByRole('link', { name: 'التقرير اليومي' })).toBeVisible();
  await saveScreenshot(page, 'horizontal-rtl-dark-ar');

  await page.getByRole('button', { name: 'اللغة' }).click();
  await page.getByRole('menuitemradio', { name: 'English' }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await expect(page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Daily Report' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('i18nextLng'))).toBe('en');
  const drawer = await openSettings(page);
  await expect(drawer.getByRole('button', { name: 'Left to right' })).toHaveAttribute('aria-pressed', 'true');

  await page.getByRole('button', { name: 'Close settings' }).click();
  await page.getByRole('button', { name: 'Language' }).click();
  await page.getByRole('menuitemradio', { name: 'العربية' }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  expect(JSON.parse((await page.evaluate(() => localStorage.getItem('settings')))!)).toMatchObject({ themeDirection: 'rtl' });
});
