import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { openInstagramContents, signIn } from './support';

/**
 * The rewards journeys of the issue: a configured code reward with validity dates is created, is
 * offered on a content page, is assigned and counted by the analytics; a customer's use request
 * is then accepted. Each journey sets up what it needs, so that it passes alone or after others.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

/** Today's date where the browser runs (the config's Europe/Paris), as `yyyy-MM-dd`. */
function today(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(new Date());
}

/** A `yyyy-MM-dd` date moved by a number of days. */
function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** `yyyy-MM-dd` as the tables show it, dd/MM/yyyy. */
function shown(day: string): string {
  const [year, month, date] = day.split('-');
  return `${date}/${month}/${year}`;
}

/** A code no other run or journey uses. */
const uniqueCode = () => `MERCI-E2E-${Date.now().toString(36).toUpperCase()}`;

/** Signs the demo owner in and waits for the home, whose first load can be slow on a busy machine. */
async function signInToHome(page: Page) {
  await signIn(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Bonjour Maison Lumière !' })).toBeVisible({
    timeout: 15_000,
  });
}

interface CodeReward {
  code: string;
  start: string;
  end: string;
  quantity: number;
}

/** Creates a code reward for posts and reels through /rewards and its form, as a merchant does. */
async function createCodeReward(page: Page): Promise<CodeReward> {
  const reward = { code: uniqueCode(), start: addDays(today(), -1), end: addDays(today(), 30), quantity: 5 };
  await page.goto('/rewards');
  await expect(page.getByRole('heading', { level: 1, name: 'Récompenses' })).toBeVisible();
  await page.getByRole('listitem', { name: 'Code Promo' }).getByRole('link', { name: 'Créer' }).click();

  await expect(page).toHaveURL(/\/rewards\/code\/add$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Nouvelle récompense' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Type de récompense' })).toHaveValue('code');
  const contentTypes = page.getByRole('group', { name: /^Types de contenu récompensés/ });
  await contentTypes.getByRole('checkbox', { name: 'Publication' }).check();
  await contentTypes.getByRole('checkbox', { name: 'Reel' }).check();
  await page.getByRole('textbox', { name: 'Code promo' }).fill(reward.code);
  const validity = page.getByRole('group', { name: 'Validité' });
  await validity.getByLabel('Début').fill(reward.start);
  await validity.getByLabel('Fin').fill(reward.end);
  await page.getByRole('spinbutton', { name: 'Quantité' }).fill(String(reward.quantity));
  await page.getByRole('button', { name: 'Créer la récompense' }).click();

  await expect(page.getByText('La récompense a été créée.', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/rewards$/);
  return reward;
}

/** The analytics counters: rewards given since sign-up and this month. */
async function analyticsTotals(page: Page): Promise<{ total: number; thisMonth: number }> {
  await page.goto('/analytics');
  await expect(page.getByRole('heading', { level: 1, name: 'Analytique' })).toBeVisible();
  const count = async (label: string) => {
    const card = page.getByRole('group', { name: label, exact: true });
    await expect(card).toBeVisible();
    // The card reads its label, the count ('-' and 'Aucune' for none), then its hint.
    const text = (await card.innerText()).replace(label, '').replace('Depuis votre inscription', '');
    if (text.includes('Aucune')) return 0;
    const digits = text.replace(/\s/g, '');
    expect(digits).toMatch(/^\d+$/);
    return Number(digits);
  };
  return { total: await count('Récompenses attribuées'), thisMonth: await count('Ce mois-ci') };
}

/**
 * The instagram contents list, filtered on posts; connects the demo account through the demo
 * login when it is not connected, and pulls the latest contents when none of the page's posts can
 * still be rewarded.
 */
async function openPostsToReward(page: Page) {
  await openInstagramContents(page, '?type=feed');
  const cards = page.getByRole('list', { name: 'Publications' }).getByRole('listitem');
  // The quota shows once the shop is loaded, and with it each card's retain action.
  await expect(page.getByRole('meter', { name: 'Récompenses restantes' })).toBeVisible();
  await expect(cards.first()).toBeVisible();
  const retain = page.getByRole('link', { name: 'Récompenser', exact: true });
  if ((await retain.count()) === 0) {
    await page.getByRole('button', { name: 'Récupérer les derniers contenus' }).click();
    await expect(retain.first()).toBeVisible({ timeout: 20_000 });
  }
  return retain.first();
}

test(
  'a merchant creates a code reward with validity dates and finds it in the configured rewards',
  { tag: ['@rewards'] },
  async ({ page }) => {
    await signInToHome(page);

    const reward = await createCodeReward(page);

    // The newest reward comes first; its row reads type, contents, code, validity and counters.
    const table = page.getByRole('table', { name: 'Récompenses configurées' });
    const row = table.getByRole('row').filter({ hasText: reward.code });
    await expect(row).toHaveCount(1);
    await expect(row.getByRole('rowheader')).toHaveText(reward.code);
    const cells = row.getByRole('cell');
    // Columns: type (with where the reward stands), contents, validity, quantity, allocated,
    // remaining, used, actions.
    await expect(cells.nth(0)).toHaveText('Code PromoActive');
    await expect(cells.nth(1)).toHaveText('Publication, Reel');
    await expect(cells.nth(2)).toHaveText(`${shown(reward.start)} – ${shown(reward.end)}`);
    await expect(cells.nth(3)).toHaveText(String(reward.quantity));
    await expect(cells.nth(4)).toHaveText('0');
    await expect(cells.nth(5)).toHaveText(String(reward.quantity));
    await expect(cells.nth(6)).toHaveText('0');
  },
);

test(
  'the new code reward is offered on a post, assigned, and counted once more by the analytics',
  { tag: ['@instagram', '@rewards', '@analytics'] },
  async ({ page }) => {
    test.setTimeout(90_000);
    await signInToHome(page);
    const reward = await createCodeReward(page);
    const before = await analyticsTotals(page);

    const retain = await openPostsToReward(page);
    const contentPath = await retain.getAttribute('href');
    await retain.click();
    await expect(page).toHaveURL(contentPath ?? /\/instagram\/contents\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: /^Publication de @/ })).toBeVisible();

    // The picker offers the new reward with its code and validity; choose it and send.
    const picker = page.getByRole('radiogroup', { name: 'Récompenses disponibles' });
    const offered = picker.getByRole('radio').filter({ hasText: reward.code });
    await expect(offered).toHaveCount(1);
    await expect(offered).toContainText(`Du ${shown(reward.start)} au ${shown(reward.end)}`);
    await offered.click();
    await expect(offered).toHaveAttribute('aria-checked', 'true');
    await page.getByRole('button', { name: 'Récompenser', exact: true }).click();

    const section = page.getByRole('region', { name: 'Récompense de la publication' });
    await expect(section.getByText('Récompense attribuée !', { exact: true })).toBeVisible();
    await expect(section).toContainText(reward.code);

    expect(await analyticsTotals(page)).toEqual({
      total: before.total + 1,
      thisMonth: before.thisMonth + 1,
    });

    // The configured reward counts it as allocated.
    await page.goto('/rewards');
    const row = page
      .getByRole('table', { name: 'Récompenses configurées' })
      .getByRole('row')
      .filter({ hasText: reward.code });
    // Columns: type, contents, validity, quantity, allocated, remaining, used, actions.
    await expect(row.getByRole('cell').nth(4)).toHaveText('1');
    await expect(row.getByRole('cell').nth(5)).toHaveText(String(reward.quantity - 1));
  },
);

interface Hydra<T> {
  'hydra:member': T[];
}

/**
 * A reward given to a post through the calls the dashboard makes (product, then approve), with
 * the merchant's session token; returns the reward and the claim link its ambassador receives.
 */
async function rewardAPost(
  request: APIRequestContext,
  token: string,
  description: string,
): Promise<{ id: number; username: string; claimLink: string }> {
  const headers = { authorization: `Bearer ${token}` };
  const get = async <T>(path: string) => {
    const response = await request.get(`/api${path}`, { headers });
    expect(response.status()).toBe(200);
    return (await response.json()) as T;
  };
  const me = await get<{ shop: { id: number } }>('/users/me');
  const shop = `/shops/${me.shop.id}`;
  const accounts = await get<Hydra<{ id: number }>>(`${shop}/social_accounts?socialId=instagram`);
  const accountId = accounts['hydra:member'][0]?.id;
  expect(accountId).toBeDefined();
  const unrewardedPost = async () => {
    const contents = await get<Hydra<{ id: number; discount: unknown; type: string }>>(
      `/social_account_instagrams/${accountId}/social_contents?order[createdAt]=desc&itemsPerPage=100&page=1&type=feed`,
    );
    return contents['hydra:member'].find((content) => !content.discount);
  };
  let content = await unrewardedPost();
  if (!content) {
    const pull = await request.put(`/api/social_account_instagrams/${accountId}/pull_contents`, { headers });
    expect(pull.status()).toBe(202);
    await expect.poll(async () => (await unrewardedPost())?.id, { timeout: 20_000 }).toBeDefined();
    content = await unrewardedPost();
  }

  const product = await request.post('/api/products', {
    headers,
    data: { socialContent: `/social_content_instagrams/${content?.id}`, shop, publish: true },
  });
  expect(product.status()).toBe(201);
  const { id: productId } = (await product.json()) as { id: number };
  const approved = await request.put(`/api/products/${productId}/approve`, {
    headers,
    data: { config_discount_id: null, type: 'other', place: 'shop', description, shop },
  });
  expect(approved.status()).toBe(200);
  return (await approved.json()) as { id: number; username: string; claimLink: string };
}

test(
  'an ambassador asks to use a reward: the merchant is notified, accepts it, and it is used',
  { tag: ['@notifications', '@rewards'] },
  async ({ page, request }) => {
    test.setTimeout(90_000);
    await signInToHome(page);
    const token = await page.evaluate(() => localStorage.getItem('token'));
    expect(token).toBeTruthy();

    // A reward given to a post; its ambassador opens the claim link and asks to use it (SPEC §1:
    // the customers' app, outside the dashboard, with no merchant signed in).
    const description = `Café offert ${uniqueCode()}`;
    const given = await rewardAPost(page.request, token ?? '', description);
    const claim = new URL(given.claimLink);
    expect(claim.pathname).toBe('/api/customer/discounts/use_request');
    const asked = await request.post(`${claim.pathname}${claim.search}`);
    expect(asked.status()).toBe(200);
    expect(await asked.json()).toMatchObject({ id: given.id, status: 'use_requested' });

    // The bell shows the new notification; it leads to the request among the rewards.
    await page.reload();
    await page.getByRole('link', { name: /^Notifications, \d+ non lues?$/ }).click();
    await expect(page).toHaveURL(/\/notifications$/);
    const notification = page.getByRole('listitem').filter({ hasText: description }).first();
    await expect(notification).toContainText('Demande d’utilisation');
    await expect(notification).toContainText(
      `@${given.username} souhaite utiliser sa récompense « ${description} ».`,
    );
    await notification.getByRole('link', { name: new RegExp(`« ${description} »`) }).click();
    await expect(page).toHaveURL(new RegExp(`/rewards\\?status=use_requested#discount-${given.id}$`));

    const assigned = page.getByRole('table', { name: 'Récompenses attribuées' });
    const row = assigned.getByRole('row').filter({ hasText: description });
    await expect(row).toHaveCount(1);
    await expect(row.getByRole('rowheader')).toHaveText(`@${given.username}`);
    await expect(row).toContainText('Utilisation demandée');
    await row.getByRole('button', { name: 'Accepter' }).click();
    await expect(
      page.getByText('Demande acceptée : la récompense est utilisée.', { exact: true }),
    ).toBeVisible();

    // Answered, it leaves the requests; among every status it reads 'Utilisée', with nothing to answer.
    await expect(row).toHaveCount(0);
    await page.getByRole('combobox', { name: 'Statut' }).selectOption({ label: 'Tous' });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('Utilisée');
    await expect(row.getByRole('button', { name: 'Accepter' })).toHaveCount(0);
    await expect(row.getByRole('button', { name: 'Refuser' })).toHaveCount(0);
  },
);
