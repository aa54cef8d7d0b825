import { expect, test } from '@playwright/test';
import { DEMO, holdAppScript } from './support';

test(
  'the sign-in screen is in the page itself: it shows without any script, in French',
  { tag: ['@auth'] },
  async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, locale: 'fr-FR' });
    const page = await context.newPage();
    await page.goto('/signin');

    await expect(
      page.getByRole('heading', { level: 1, name: 'Connectez-vous à votre espace' }),
    ).toBeVisible();
    await expect(page.getByLabel('Adresse e-mail')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Se connecter' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await context.close();
  },
);

test(
  'the prerendered screens follow the language chosen (cookie) before the browser’s',
  { tag: ['@auth'] },
  async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, locale: 'fr-FR' });
    await context.addCookies([{ name: 'i18next', value: 'en', url: baseURL ?? '' }]);
    const page = await context.newPage();

    await page.goto('/signup');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Create my account in 30 seconds');
    await page.goto('/forgotten-password?lng=fr');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await context.close();
  },
);

test(
  'choosing English on screen is remembered for the next prerendered page',
  { tag: ['@auth'] },
  async ({ page }) => {
    await page.goto('/signin?lng=en');
    await expect(page.getByRole('heading', { level: 1, name: 'Connect to your space' })).toBeVisible();
    // The server drew it in English already (?lng=en); the app, once started, remembers the choice.
    await expect(page.locator('[data-prerendered]')).toHaveCount(0);
    await expect.poll(() => page.evaluate(() => document.cookie)).toContain('i18next=en');

    const html = await page.evaluate(async () => (await fetch('/signin')).text());
    expect(html).toContain('<html lang="en"');
    expect(html).toContain('Connect to your space');
  },
);

test(
  'what a visitor types before the app has started is kept, and a form sent then is sent by the app',
  { tag: ['@auth'] },
  async ({ page }) => {
    const release = await holdAppScript(page);
    await page.goto('/signin', { waitUntil: 'commit' });
    const drawn = page.locator('[data-prerendered]');
    await expect(drawn.getByRole('heading', { name: 'Connectez-vous à votre espace' })).toBeVisible();

    // The drawn form is not working yet (aria-disabled): typing in it needs `force`.
    await drawn.getByLabel('Adresse e-mail').fill(DEMO.email, { force: true });
    await drawn
      .getByRole('textbox', { name: 'Mot de passe', exact: true })
      .fill(DEMO.password, { force: true });
    await drawn.getByRole('textbox', { name: 'Mot de passe', exact: true }).press('Enter');
    // The browser did not send the form itself (no password in the address).
    await expect(page).toHaveURL(/\/signin$/);

    release();
    // The app takes over, keeps the fields and sends the form: the demo shop's home.
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('navigation', { name: 'Navigation principale' })).toBeVisible();
    await expect(drawn).toHaveCount(0);
  },
);

test('typed text and focus survive the app taking over', { tag: ['@auth'] }, async ({ page }) => {
  const release = await holdAppScript(page);
  await page.goto('/forgotten-password', { waitUntil: 'commit' });
  const drawn = page.locator('[data-prerendered]');
  // (Module scripts hold DOMContentLoaded back: the page is waited for by what it shows.)
  await expect(drawn.getByLabel('Adresse e-mail')).toBeVisible();
  await drawn.getByLabel('Adresse e-mail').fill('oublie@merci.test', { force: true });

  release();
  await expect(drawn).toHaveCount(0);
  const field = page.getByLabel('Adresse e-mail');
  await expect(field).toHaveValue('oublie@merci.test');
  await expect(field).toBeFocused();
});
