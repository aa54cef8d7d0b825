import { expect, test, type Page } from '@playwright/test';
import { demoApi, signIn } from './support';

/**
 * The API stops in the middle of a session (from the browser's view: every /api call refused, the
 * shared server untouched): each screen shows its error state inside the app frame, a half-filled
 * form keeps its values, and everything works again once the API is back.
 */

const GENERIC = 'Oups, une erreur est survenue.';

const stopApi = (page: Page) => page.route('**/api/**', (route) => route.abort('connectionrefused'));
const restartApi = (page: Page) => page.unroute('**/api/**');

/** Opens a screen through the side navigation, as a merchant would in the running app. */
async function openFromNavigation(page: Page, label: string, heading?: string) {
  await page.getByRole('navigation').getByRole('link', { name: label, exact: true }).click();
  if (heading) await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
}

/** The frame is still there: navigation, header, nothing blank. */
async function expectFrame(page: Page) {
  await expect(page.getByRole('navigation').getByRole('link', { name: 'Accueil' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Déconnexion' })).toBeVisible();
  await expect(page.getByRole('banner')).toContainText('demo@merci.test');
}

test.beforeEach(async ({ request }) => {
  // The demo Instagram account connected, so that the Instagram screens show their lists.
  await (await demoApi(request)).instagramAccount();
});

test(
  'with the API down every screen shows its error state in the frame, and recovers',
  {
    tag: [
      '@errors',
      '@layout',
      '@home',
      '@instagram',
      '@rewards',
      '@automations',
      '@analytics',
      '@notifications',
      '@account',
    ],
  },
  async ({ page }) => {
    test.setTimeout(120_000);
    const crashes: string[] = [];
    page.on('pageerror', (error) => crashes.push(error.message));
    await signIn(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Bonjour Maison Lumière !' })).toBeVisible({
      timeout: 15_000,
    });

    // The app reuses an answer younger than SWR's deduping interval (2 s) instead of asking again;
    // the home's lists must be older than that when the merchant comes back to it below, or a fast
    // machine shows them from the cache without ever meeting the outage.
    await page.waitForTimeout(2_500);
    await stopApi(page);
    const inMain = (text: string) => page.getByRole('main').getByText(text, { exact: true });
    const accountError = inMain('Erreur lors de la récupération du compte Instagram');
    const screens = [
      // Under the Instagram layout: the screen's own list, or the account itself, cannot be read.
      {
        label: 'Ambassadeurs',
        error: inMain('Erreur lors de la récupération des créateurs de contenus Instagram').or(accountError),
      },
      {
        label: 'Automatisations',
        heading: 'Automatisations',
        error: inMain('Erreur lors de la récupération des automations'),
      },
      { label: 'Analytique', heading: 'Analytique', error: inMain(GENERIC) },
      { label: 'Notifications', heading: 'Notifications', error: inMain(GENERIC) },
      { label: 'Récompenses', heading: 'Récompenses', error: inMain(GENERIC) },
      {
        label: 'Instagram-Story',
        error: inMain('Erreur lors de la récupération des contenus Instagram').or(accountError),
      },
      { label: 'Accueil', heading: 'Bonjour Maison Lumière !', error: inMain(GENERIC) },
    ];
    for (const screen of screens) {
      await test.step(screen.label, async () => {
        await openFromNavigation(page, screen.label, screen.heading);
        await expect(screen.error.first()).toBeVisible();
        await expectFrame(page);
      });
    }

    // Reloaded while the API is down: an error page, the session kept.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: GENERIC })).toBeVisible();
    await expect(
      page.getByText('Le service est momentanément indisponible. Réessayez dans un instant.'),
    ).toBeVisible();

    await restartApi(page);
    await page.getByRole('button', { name: 'Recharger la page' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Bonjour Maison Lumière !' })).toBeVisible();
    // Back: a screen opened again shows its data.
    await openFromNavigation(page, 'Récompenses', 'Récompenses');
    await expect(
      page.getByRole('table', { name: 'Récompenses configurées' }).getByRole('row').nth(1),
    ).toBeVisible();
    await openFromNavigation(page, 'Ambassadeurs', 'Ambassadeurs Instagram');
    await expect(page.getByRole('table').getByRole('row').nth(1)).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Ambassadeurs Instagram' })).toBeVisible();
    await expect(page.getByRole('table').getByRole('row')).toHaveCount(11);
    expect(crashes).toEqual([]);
  },
);

test(
  'a half-filled reward form keeps its values when saving fails, and saves once the API is back',
  { tag: ['@rewards'] },
  async ({ page }) => {
    test.setTimeout(90_000);
    await signIn(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Bonjour Maison Lumière !' })).toBeVisible({
      timeout: 15_000,
    });
    await page.goto('/rewards/code/add');
    await expect(page.getByRole('heading', { level: 1, name: 'Nouvelle récompense' })).toBeVisible();

    const code = `PANNE-${Date.now().toString(36).toUpperCase()}`;
    const contentTypes = page.getByRole('group', { name: /^Types de contenu récompensés/ });
    await contentTypes.getByRole('checkbox', { name: 'Publication' }).check();
    await page.getByRole('textbox', { name: 'Code promo' }).fill(code);
    await page.getByRole('spinbutton', { name: 'Quantité' }).fill('4');

    await stopApi(page);
    await page.getByRole('button', { name: 'Créer la récompense' }).click();
    await expect(
      page.getByText("Impossible d'enregistrer la récompense configurée.", { exact: true }),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/rewards\/code\/add$/);
    await expect(contentTypes.getByRole('checkbox', { name: 'Publication' })).toBeChecked();
    await expect(page.getByRole('textbox', { name: 'Code promo' })).toHaveValue(code);
    await expect(page.getByRole('spinbutton', { name: 'Quantité' })).toHaveValue('4');
    await expectFrame(page);

    await restartApi(page);
    // Sent again once the first attempt is over: the button ignores a press while it is busy.
    const create = page.getByRole('button', { name: 'Créer la récompense' });
    await expect(create).not.toHaveAttribute('aria-busy', 'true');
    await create.click();
    await expect(page.getByText('La récompense a été créée.', { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/rewards$/);
    await expect(
      page.getByRole('table', { name: 'Récompenses configurées' }).getByRole('row').filter({ hasText: code }),
    ).toHaveCount(1);
  },
);
