import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { JOURNEYS_SERVER } from './servers';

/** Where the journeys' server writes its e-mails. */
const outboxFolder = join(JOURNEYS_SERVER.dataFolder, 'outbox');

export const DEMO = { email: 'demo@merci.test', password: 'merci-demo' } as const;

/** The newest e-mail written to the outbox for an address. */
export function lastMailTo(address: string): { subject: string; text: string } | undefined {
  let files: string[] = [];
  try {
    files = readdirSync(outboxFolder).sort();
  } catch {
    return undefined;
  }
  return files
    .map(
      (file) =>
        JSON.parse(readFileSync(join(outboxFolder, file), 'utf8')) as {
          to: string;
          subject: string;
          text: string;
        },
    )
    .filter((mail) => mail.to === address)
    .pop();
}

export const firstLink = (text: string) => /https?:\/\/\S+/.exec(text)?.[0] ?? '';

export async function signIn(page: Page, email: string = DEMO.email, password: string = DEMO.password) {
  await page.goto('/signin');
  await page.getByLabel('Adresse e-mail').fill(email);
  await page.getByRole('textbox', { name: 'Mot de passe', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
}

export interface SignUpForm {
  shopName: string;
  email: string;
  password: string;
  ownerName?: string;
  phone?: string;
  category?: string;
  address?: string;
  postalCode?: string;
  city?: string;
}

/** A shop in Lyon as its owner fills the sign-up form in full: add a name, an address and a password. */
export const LYON_SHOP = {
  phone: '06 12 34 56 78',
  category: 'Mode & accessoires',
  address: '3 place Bellecour',
  postalCode: '69002',
  city: 'Lyon',
  ownerName: 'Nina Roux',
} as const satisfies Partial<SignUpForm>;

/** Fills /signup as a merchant does and sends it; the confirmation screen follows. */
export async function signUp(page: Page, form: SignUpForm) {
  await page.goto('/signup');
  await page.getByLabel('Nom de la boutique').fill(form.shopName);
  await page.getByLabel('Téléphone').fill(form.phone ?? '0478123456');
  await page.getByLabel('Catégorie').selectOption({ label: form.category ?? 'Autre' });
  await page.getByRole('textbox', { name: 'Adresse', exact: true }).fill(form.address ?? '1 rue de la Paix');
  await page.getByLabel('Code postal').fill(form.postalCode ?? '75002');
  await page.getByLabel('Ville').fill(form.city ?? 'Paris');
  await page.getByLabel('Votre nom').fill(form.ownerName ?? 'Camille Martin');
  await page.getByLabel('Adresse e-mail').fill(form.email);
  await page.getByRole('textbox', { name: 'Mot de passe', exact: true }).fill(form.password);
  await page.getByLabel('Confirmation du mot de passe').fill(form.password);
  await page.getByRole('button', { name: 'Créer mon compte' }).click();
}

interface HydraMembers<T> {
  'hydra:member': T[];
}

/**
 * The demo owner's side of the API, with a token of its own: what a journey sets up without the
 * dashboard (the demo Instagram account connected, ids to visit).
 */
export async function demoApi(request: APIRequestContext) {
  const signedIn = await request.post('/api/v1/oauth', { data: { context: 'shop', ...DEMO } });
  const { token } = (await signedIn.json()) as { token: string };
  const headers = { authorization: `Bearer ${token}` };
  const get = async <T>(path: string): Promise<T> => {
    const response = await request.get(`/api${path}`, { headers });
    if (!response.ok()) throw new Error(`GET /api${path} answered ${response.status()}`);
    return (await response.json()) as T;
  };
  const me = await get<{ shop: { id: number } }>('/users/me');
  const shop = `/shops/${me.shop.id}`;
  /** The connected Instagram account's id, connecting the first demo account when there is none. */
  const instagramAccount = async (): Promise<number> => {
    const path = `${shop}/social_accounts?socialId=instagram`;
    const connected = (await get<HydraMembers<{ id: number }>>(path))['hydra:member'][0];
    if (connected) return connected.id;
    const { accounts } = await get<{ accounts: { accessToken: string }[] }>('/instagram/demo_login');
    const connect = await request.post(`/api/v2/shops/${me.shop.id}/instagram/connect`, {
      headers,
      data: { accessToken: accounts[0]?.accessToken ?? '' },
    });
    if (!connect.ok()) throw new Error(`POST /api/v2/shops/…/instagram/connect answered ${connect.status()}`);
    return (await get<HydraMembers<{ id: number }>>(path))['hydra:member'][0]?.id ?? 0;
  };
  return { token, headers, get, shop, shopId: me.shop.id, instagramAccount };
}

/**
 * The Instagram contents screen (`query` appended to its address), the demo account connected
 * through the demo login first when it is not.
 */
export async function openInstagramContents(page: Page, query = '') {
  await page.goto(`/instagram/contents${query}`);
  const heading = page.getByRole('heading', { level: 1, name: 'Contenus Instagram' });
  const login = page.getByRole('button', { name: 'Se connecter avec Instagram' });
  await expect(heading.or(login)).toBeVisible();
  if (await login.isVisible()) {
    await login.click();
    const dialog = page.getByRole('dialog', { name: 'Connexion de démonstration' });
    await dialog.getByRole('list', { name: 'Comptes de démonstration' }).getByRole('button').first().click();
    await expect(heading).toBeVisible();
  }
}

/** Holds back the app's entry script until `release()`: a slow network, on demand. */
export async function holdAppScript(page: Page) {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}
