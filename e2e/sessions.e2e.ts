import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { firstLink, holdAppScript, lastMailTo, signIn, signUp } from './support';

/**
 * Sessions end on the server: signing out everywhere from one browser sends the other one to the
 * sign-in page at its next step, and a plain sign-out leaves a copied token worthless.
 */

const stamp = Date.now();
const SHOP = {
  name: `Atelier Sessions ${stamp}`,
  email: `sessions-${stamp}@e2e.test`,
  password: 'motdepasse',
};

async function signedInPage(browser: Browser): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, SHOP.email, SHOP.password);
  await expect(page.getByRole('heading', { level: 1, name: `Bonjour ${SHOP.name} !` })).toBeVisible({
    timeout: 15_000,
  });
  return page;
}

/** A signed-in page, and the API's answer to its stored token (`GET /api/users/me`). */
async function signedInWithItsToken(browser: Browser, request: APIRequestContext) {
  const page = await signedInPage(browser);
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const me = () => request.get('/api/users/me', { headers: { authorization: `Bearer ${token}` } });
  return { page, me };
}

const signInHeading = (page: Page) =>
  page.getByRole('heading', { level: 1, name: 'Connectez-vous à votre espace' });

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ browser }) => {
  const page = await (await browser.newContext()).newPage();
  await signUp(page, { shopName: SHOP.name, email: SHOP.email, password: SHOP.password });
  await expect(page).toHaveURL(/\/signup-confirmation\//);
  await page.goto(firstLink(lastMailTo(SHOP.email)?.text ?? ''));
  await expect(page).toHaveURL(/\/signin\?activation=done$/);
  await page.context().close();
});

test(
  'signing out everywhere from one browser sends the other to /signin at its next step',
  { tag: ['@account', '@auth'] },
  async ({ browser }) => {
    const office = await signedInPage(browser);
    const phone = await signedInPage(browser);

    await office.getByRole('link', { name: 'Compte', exact: true }).click();
    await office.getByRole('link', { name: 'Mot de passe' }).click();
    await expect(office).toHaveURL(/\/account\/password$/);
    const section = office.getByRole('region', { name: 'Déconnexion de tous les appareils' });
    await section.getByRole('button', { name: 'Se déconnecter partout' }).click();
    const dialog = office.getByRole('dialog', { name: /Se déconnecter de tous les appareils/ });
    await dialog.getByRole('button', { name: 'Se déconnecter partout' }).click();
    await expect(office).toHaveURL(/\/signin$/);
    await expect(signInHeading(office)).toBeVisible();
    expect(await office.evaluate(() => localStorage.getItem('token'))).toBeNull();

    // The phone still holds its token, which the API now refuses: its next step signs it out.
    expect(await phone.evaluate(() => localStorage.getItem('token'))).not.toBeNull();
    await phone.getByRole('link', { name: 'Récompenses', exact: true }).click();
    await expect(phone).toHaveURL(/\/signin$/);
    await expect(signInHeading(phone)).toBeVisible();
    expect(await phone.evaluate(() => localStorage.getItem('token'))).toBeNull();

    // Signing in again works, on either.
    await signIn(phone, SHOP.email, SHOP.password);
    await expect(phone.getByRole('heading', { level: 1, name: `Bonjour ${SHOP.name} !` })).toBeVisible();
  },
);

test(
  'signing out ends the session on the server: its token opens nothing afterwards',
  { tag: ['@auth', '@layout'] },
  async ({ browser, request }) => {
    const { page, me } = await signedInWithItsToken(browser, request);
    expect((await me()).status()).toBe(200);

    await page.getByRole('button', { name: 'Déconnexion' }).click();
    await expect(page).toHaveURL(/\/signin$/);
    await expect(signInHeading(page)).toBeVisible();
    expect((await me()).status()).toBe(401);
  },
);

test(
  'the sign-out of the frame drawn before the app starts ends the session on the server too',
  { tag: ['@auth', '@layout'] },
  async ({ browser, request }) => {
    const { page, me } = await signedInWithItsToken(browser, request);
    expect((await me()).status()).toBe(200);

    // A slow network: the server's frame is up, the app's entry script is held back.
    const release = await holdAppScript(page);
    await page.goto('/account/password', { waitUntil: 'commit' });
    const drawn = page.locator('[data-prerendered]');
    await drawn.getByRole('button', { name: 'Déconnexion' }).click({ force: true });

    release();
    await expect(page).toHaveURL(/\/signin$/);
    await expect(signInHeading(page)).toBeVisible();
    expect((await me()).status()).toBe(401);
  },
);
