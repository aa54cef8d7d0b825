import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Browser, type BrowserContext, type Page, type Request } from '@playwright/test';
import { openInstagramContents, signIn } from './support';

/**
 * axe-core over every route of the running demo: no violation of WCAG 2.1 A/AA nor of axe's best
 * practices. The same sweep checks that no screen shows a message key instead of its text (a text
 * missing from the texts the page loaded: the build sends each screen's own texts with its code,
 * ADR 017).
 *
 * Each route is swept twice, in French on a phone and in English on a desktop: both languages and
 * both widths, on the real app. The stories (addon-a11y) check every component and screen in all
 * four combinations (ADR 039).
 */

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];
const SWEEPS = [
  { locale: 'fr', width: 375 },
  { locale: 'en', width: 1440 },
] as const;

/**
 * The route patterns of the dashboard's route table, nested paths joined ('' for the home, '*' for
 * the 404): read from the source, so that a screen added there must be given an address here.
 */
function routePatterns(): string[] {
  const source = readFileSync(
    fileURLToPath(new URL('../dashboard/src/app/routes.tsx', import.meta.url)),
    'utf8',
  );
  const frames: { path?: string }[] = [];
  const patterns = new Set<string>();
  const token = /[{}]|\bpath:\s*'([^']*)'|\bindex:\s*true/g;
  for (const match of source.matchAll(token)) {
    if (match[0] === '{') frames.push({});
    else if (match[0] === '}') frames.pop();
    else {
      const parents = frames.flatMap((frame) => (frame.path === undefined ? [] : [frame.path]));
      const own = match[1];
      if (own !== undefined) {
        const top = frames.at(-1);
        if (top) top.path = own;
      }
      patterns.add([...parents, ...(own === undefined ? [] : [own])].filter(Boolean).join('/'));
    }
  }
  return [...patterns];
}

/** What the demo holds, for the routes with an id. */
interface DemoIds {
  contentToReward: number;
  rewardedContent: number | undefined;
  username: string;
  configReward: { type: string; id: number };
  automation: number;
}

/** Concrete addresses for each route pattern; `null` for the routes that are no screen. */
function addresses(ids: DemoIds): Record<string, { signedIn: boolean; urls: string[] } | null> {
  const signedOut = (...urls: string[]) => ({ signedIn: false, urls });
  const signedIn = (...urls: string[]) => ({ signedIn: true, urls });
  return {
    logout: null, // a form action, no screen
    signin: signedOut('/signin'),
    signup: signedOut('/signup'),
    'signup-confirmation/:address': signedOut('/signup-confirmation/atelier%40exemple.fr'),
    'forgotten-password': signedOut('/forgotten-password'),
    'reset-password/:token': signedOut('/reset-password/x'),
    '*': signedOut('/une-page-qui-n-existe-pas'),
    '': signedIn('/'),
    account: signedIn('/account'),
    'account/offer': signedIn('/account/offer'),
    'account/invoices': signedIn('/account/invoices'),
    'account/password': signedIn('/account/password'),
    'account/online-store': signedIn('/account/online-store'),
    notifications: signedIn('/notifications'),
    tutorial: signedIn('/tutorial'),
    rewards: signedIn('/rewards'),
    'rewards/:type/add': signedIn('/rewards/code/add'),
    'rewards/:type/:id': signedIn(`/rewards/${ids.configReward.type}/${ids.configReward.id}`),
    automations: signedIn('/automations'),
    'automations/add': signedIn('/automations/add'),
    'automations/:id': signedIn(`/automations/${ids.automation}`),
    analytics: signedIn('/analytics'),
    ':social': signedIn('/instagram'),
    ':social/contents': signedIn('/instagram/contents', '/instagram/contents?type=story'),
    ':social/contents/:id': signedIn(
      `/instagram/contents/${ids.contentToReward}`,
      ...(ids.rewardedContent ? [`/instagram/contents/${ids.rewardedContent}`] : []),
    ),
    ':social/authors': signedIn('/instagram/authors'),
    ':social/authors/:username': signedIn(`/instagram/authors/${ids.username}`),
    ':social/authors/:username/rewards': signedIn(`/instagram/authors/${ids.username}/rewards`),
    // With the demo owner's session: what an owner finds at the operator's console (the not-found
    // screen). The console's own screens are checked by their stories (addon-a11y).
    admin: signedIn('/admin'),
    'admin/shops/:id': signedIn('/admin/shops/1'),
  };
}

interface Hydra<T> {
  'hydra:member': T[];
}

/** Stand-ins to list the screens before the demo's ids are read. */
const PLACEHOLDER_IDS: DemoIds = {
  contentToReward: 0,
  rewardedContent: 0,
  username: 'ambassadeur',
  configReward: { type: 'code', id: 0 },
  automation: 0,
};

let ids: DemoIds;
let session: { token: string; expiration: string };

/** Signs the demo owner in, connects the demo Instagram account if needed, and reads the ids. */
async function prepareDemo(browser: Browser) {
  const context = await browser.newContext({ locale: 'fr-FR' });
  await context.addInitScript(() => localStorage.setItem('i18nextLng', 'fr'));
  const page = await context.newPage();
  await signIn(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Bonjour Maison Lumière !' })).toBeVisible({
    timeout: 15_000,
  });
  await openInstagramContents(page);
  const stored = await page.evaluate(() => ({
    token: localStorage.getItem('token') ?? '',
    expiration: localStorage.getItem('expiration') ?? '',
  }));
  const headers = { authorization: `Bearer ${stored.token}` };
  const get = async <T>(path: string) => {
    const response = await page.request.get(`/api${path}`, { headers });
    expect(response.status(), path).toBe(200);
    return (await response.json()) as T;
  };
  const me = await get<{ shop: { id: number } }>('/users/me');
  const shop = `/shops/${me.shop.id}`;
  const accounts = await get<Hydra<{ id: number }>>(`${shop}/social_accounts?socialId=instagram`);
  const accountId = accounts['hydra:member'][0]?.id;
  const contents = await get<Hydra<{ id: number; discount: unknown; author_username: string }>>(
    `/social_account_instagrams/${accountId}/social_contents?order[createdAt]=desc&itemsPerPage=100&page=1`,
  );
  const toReward = contents['hydra:member'].find((content) => !content.discount);
  const rewarded = contents['hydra:member'].find((content) => content.discount);
  const rewards = await get<Hydra<{ id: number; type: string }>>(`${shop}/config_discounts`);
  const automations = await get<Hydra<{ id: number }>>(`${shop}/social_automations`);
  expect(toReward, 'a content left to reward').toBeDefined();
  expect(rewards['hydra:member'][0], 'a configured reward').toBeDefined();
  expect(automations['hydra:member'][0], 'an automation').toBeDefined();
  ids = {
    contentToReward: toReward?.id ?? 0,
    rewardedContent: rewarded?.id,
    username: toReward?.author_username ?? '',
    configReward: rewards['hydra:member'][0] ?? { type: 'code', id: 0 },
    automation: automations['hydra:member'][0]?.id ?? 0,
  };
  session = stored;
  await context.close();
}

/** Counts the API calls under way, to tell when a screen has all its data. */
function trackApiCalls(page: Page): () => number {
  const pending = new Set<Request>();
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/')) pending.add(request);
  });
  page.on('requestfinished', (request) => pending.delete(request));
  page.on('requestfailed', (request) => pending.delete(request));
  return () => pending.size;
}

/** Waits for a screen to be settled: its main heading shown, no API call under way, nothing busy. */
async function settle(page: Page, pendingCalls: () => number) {
  // Generous waits: this sweep shares two cores with the server that builds and answers it.
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible({ timeout: 20_000 });
  await expect.poll(pendingCalls, { timeout: 20_000 }).toBe(0);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 20_000 });
}

const MESSAGE_KEYS = Object.keys(
  JSON.parse(
    readFileSync(fileURLToPath(new URL('../dashboard/src/i18n/messages/fr.json', import.meta.url)), 'utf8'),
  ) as Record<string, string>,
);

/** The message keys written on the page (text, labels, titles, placeholders) instead of a text. */
async function keysShown(page: Page): Promise<string[]> {
  const written = await page.evaluate(() => {
    const attributes = ['aria-label', 'title', 'placeholder', 'alt', 'aria-description'];
    const values = [...document.querySelectorAll('*')].flatMap((element) =>
      attributes.map((name) => element.getAttribute(name) ?? ''),
    );
    return [document.body.innerText, document.title, ...values].join('\n');
  });
  const words = new Set(written.split(/[^a-z0-9_.]+/));
  return MESSAGE_KEYS.filter((key) => words.has(key));
}

/** axe's violations of the page, one readable line per failing element. */
async function violations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  return results.violations.flatMap((violation) =>
    violation.nodes.map(
      (node) =>
        `${violation.id} (${violation.impact ?? 'n/a'}): ${violation.help}\n    at ${node.target.join(' ')}\n    ${node.html.slice(0, 200)}\n    ${node.failureSummary?.replace(/\n/g, ' ') ?? ''}`,
    ),
  );
}

test.beforeAll(async ({ browser }) => {
  test.setTimeout(90_000);
  await prepareDemo(browser);
});

test('every route of the route table has an address to check', { tag: ['@app'] }, () => {
  const known = Object.keys(addresses(ids));
  const patterns = routePatterns();
  expect(
    patterns.filter((pattern) => !known.includes(pattern)),
    'routes without an address in this test',
  ).toEqual([]);
  expect(
    known.filter((pattern) => !patterns.includes(pattern)),
    'addresses of routes the route table no longer has',
  ).toEqual([]);
});

/** The screens in visiting order: signed out first, then signed in (the ids are read later). */
const SCREENS = Object.entries(addresses(PLACEHOLDER_IDS))
  .filter(([, route]) => route !== null)
  .sort(([, a], [, b]) => Number(a?.signedIn) - Number(b?.signedIn))
  .map(([pattern]) => pattern);

for (const { locale, width } of SWEEPS) {
  test.describe(`in ${locale} at ${width} px`, () => {
    // One page per language and width, reused screen after screen.
    let context: BrowserContext;
    let page: Page;
    let pendingCalls: () => number;
    test.beforeAll(async ({ browser }) => {
      context = await browser.newContext({
        viewport: { width, height: width < 768 ? 812 : 900 },
        locale: locale === 'fr' ? 'fr-FR' : 'en-GB',
        reducedMotion: 'reduce',
      });
      await context.addInitScript((lng) => localStorage.setItem('i18nextLng', lng), locale);
      page = await context.newPage();
      pendingCalls = trackApiCalls(page);
    });
    test.afterAll(async () => {
      await context.close();
    });

    for (const pattern of SCREENS) {
      test(`/${pattern} has no axe violation and shows no message key`, async () => {
        const route = addresses(ids)[pattern];
        if (!route) throw new Error(`no address for ${pattern}`);
        for (const url of route.urls) {
          if (page.url() === 'about:blank') await page.goto('/signin');
          await page.evaluate(
            ({ isSignedIn, token, expiration }) => {
              if (isSignedIn && !localStorage.getItem('token')) {
                localStorage.setItem('token', token);
                localStorage.setItem('expiration', expiration);
              }
              if (!isSignedIn) localStorage.removeItem('token');
            },
            { isSignedIn: route.signedIn, ...session },
          );
          await page.goto(url);
          await settle(page, pendingCalls);
          await expect(page.locator('html')).toHaveAttribute('lang', locale);
          expect.soft(await violations(page), `axe violations on ${url}`).toEqual([]);
          expect.soft(await keysShown(page), `message keys shown on ${url}`).toEqual([]);
        }
      });
    }
  });
}
