import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { JOURNEYS_SERVER } from './servers';
import { LYON_SHOP, firstLink, lastMailTo, signIn, signUp } from './support';

/**
 * A shop that is not the demo: it signs up, waits for merci's team, is validated by an operator
 * made with `npm run operator`, rewards a publication, and finds its quota whole again next month.
 */

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const { port, dataFolder } = JOURNEYS_SERVER;

const stamp = Date.now();
const SHOP = { name: `Atelier Nina ${stamp}`, email: `nina-${stamp}@e2e.test`, password: 'motdepasse' };
const OPERATOR = { email: `equipe-${stamp}@merci.test`, password: 'equipe-merci' };

const quotaMeter = (page: Page) => page.getByRole('meter', { name: 'Récompenses restantes' });
const notValidatedBanner = (page: Page) => page.getByText('notre équipe vous contactera sous 24 h');

/** `npm run operator -- …` on the server's own data folder, as a team member runs it. */
function operatorCommand(...args: string[]) {
  const result = spawnSync(process.execPath, ['scripts/operator.mjs', ...args], {
    cwd: ROOT,
    env: { ...process.env, MERCI_DATA_DIR: dataFolder, PORT: String(port) },
    encoding: 'utf8',
  });
  return { code: result.status, output: `${result.stdout}${result.stderr}` };
}

async function signUpAndActivate(page: Page) {
  await signUp(page, {
    ...LYON_SHOP,
    shopName: SHOP.name,
    email: SHOP.email,
    password: SHOP.password,
  });
  await expect(page).toHaveURL(/\/signup-confirmation\//);
  const mail = lastMailTo(SHOP.email);
  expect(mail?.subject).toBe('Activez votre compte merci');
  await page.goto(firstLink(mail?.text ?? ''));
  await expect(page).toHaveURL(/\/signin\?activation=done$/);
}

async function signInToHome(page: Page) {
  await signIn(page, SHOP.email, SHOP.password);
  await expect(page.getByRole('heading', { level: 1, name: `Bonjour ${SHOP.name} !` })).toBeVisible({
    timeout: 15_000,
  });
}

/** The operator validates the shop from the console: Advanced, monthly, discounts and codes. */
async function validateFromConsole(browser: Browser) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, OPERATOR.email, OPERATOR.password);
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Boutiques' })).toBeVisible();

  await page.getByRole('link', { name: 'À valider', exact: true }).click();
  await expect(page).toHaveURL(/status=pending/);
  await page.getByRole('searchbox', { name: 'Rechercher une boutique' }).fill(SHOP.email);
  await expect(page).toHaveURL(/q=/);
  const row = page.getByRole('row').filter({ hasText: SHOP.email });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('À valider');
  await row.getByRole('link', { name: SHOP.name }).click();

  await expect(page.getByRole('heading', { level: 1, name: SHOP.name })).toBeVisible();
  await page.getByRole('button', { name: 'Valider la boutique' }).click();
  const dialog = page.getByRole('dialog', { name: `Valider ${SHOP.name}` });
  await expect(dialog.getByRole('option', { name: /^Advanced/ })).toBeAttached();
  await dialog.getByRole('combobox', { name: /^Offre/ }).selectOption('advanced');
  await dialog.getByRole('combobox', { name: /^Périodicité/ }).selectOption('monthly');
  await dialog.getByRole('checkbox', { name: 'Réduction' }).check();
  await dialog.getByRole('checkbox', { name: 'Code Promo' }).check();
  await dialog.getByRole('button', { name: 'Valider la boutique' }).click();
  await expect(
    page.getByText('Boutique validée : le commerçant est prévenu.', { exact: true }),
  ).toBeVisible();
  await expect(dialog).toBeHidden();
  const journal = page.getByRole('table', { name: 'Journal des actions' });
  await expect(journal.getByRole('row').nth(1)).toContainText(OPERATOR.email);
  await expect(journal.getByRole('row').nth(1)).toContainText('Offre : — → Advanced');
  await context.close();
}

test(
  'a new shop is validated by merci’s team, rewards, and has its whole quota again next month',
  { tag: ['@auth', '@admin', '@home', '@instagram', '@rewards'] },
  async ({ page, browser }) => {
    test.setTimeout(180_000);

    await test.step('the shop signs up and signs in: not validated, nothing to reward', async () => {
      await signUpAndActivate(page);
      await signInToHome(page);
      await expect(notValidatedBanner(page)).toBeVisible();
      await expect(page.getByRole('button', { name: 'Créer une récompense' })).toBeDisabled();
      await page.goto('/instagram/contents');
      await expect(page.getByRole('button', { name: 'Se connecter avec Instagram' })).toBeDisabled();
      await expect(
        page.getByText('La connexion sera possible dès que notre équipe aura validé votre boutique.'),
      ).toBeVisible();
    });

    await test.step('a team member is created from the command line', async () => {
      const created = operatorCommand('create', OPERATOR.email, '--password', OPERATOR.password);
      expect(created.code, created.output).toBe(0);
      const listed = operatorCommand('list');
      expect(listed.code, listed.output).toBe(0);
      expect(listed.output).toContain(OPERATOR.email);
      // One account, one role: an owner's address cannot become an operator.
      const refused = operatorCommand('create', SHOP.email, '--password', 'autre-mot');
      expect(refused.code).toBe(1);
    });

    await test.step('the operator validates the shop with a plan', async () => {
      await validateFromConsole(browser);
      const mail = lastMailTo(SHOP.email);
      expect(mail?.text).toContain('Advanced');
    });

    await test.step('the merchant connects Instagram, creates a reward and rewards a publication', async () => {
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1, name: `Bonjour ${SHOP.name} !` })).toBeVisible();
      await expect(notValidatedBanner(page)).toBeHidden();

      await page.goto('/instagram/contents');
      await page.getByRole('button', { name: 'Se connecter avec Instagram' }).click();
      const dialog = page.getByRole('dialog', { name: 'Connexion de démonstration' });
      await dialog
        .getByRole('list', { name: 'Comptes de démonstration' })
        .getByRole('button')
        .first()
        .click();
      await expect(page.getByRole('heading', { level: 1, name: 'Contenus Instagram' })).toBeVisible();
      await page.getByRole('button', { name: 'Récupérer les derniers contenus' }).click();
      await expect(page.getByText(/^Dernière récupération\s:/)).toBeVisible({ timeout: 30_000 });
      await expect(quotaMeter(page)).toHaveAttribute('aria-valuenow', '50');
      await expect(page.getByText('Renouvellement le 1er', { exact: false })).toBeVisible();

      await page.goto('/rewards');
      await page.getByRole('listitem', { name: 'Réduction' }).getByRole('link', { name: 'Créer' }).click();
      await expect(page).toHaveURL(/\/rewards\/percent\/add$/);
      const contentTypes = page.getByRole('group', { name: /^Types de contenu récompensés/ });
      await contentTypes.getByRole('checkbox', { name: 'Publication' }).check();
      await contentTypes.getByRole('checkbox', { name: 'Reel' }).check();
      await page.getByRole('spinbutton', { name: /^Pourcentage de réduction/ }).fill('15');
      await page.getByRole('button', { name: 'Créer la récompense' }).click();
      await expect(page.getByText('La récompense a été créée.', { exact: true })).toBeVisible();

      await page.goto('/instagram/contents?type=feed');
      await page.getByRole('link', { name: 'Récompenser', exact: true }).first().click();
      await page
        .getByRole('radiogroup', { name: 'Récompenses disponibles' })
        .getByRole('radio')
        .first()
        .click();
      await page.getByRole('button', { name: 'Récompenser', exact: true }).click();
      await expect(page.getByText('Récompense attribuée !', { exact: true })).toBeVisible();
      await page.getByRole('link', { name: 'Retour aux contenus' }).click();
      await expect(quotaMeter(page)).toHaveAttribute('aria-valuenow', '49');
    });

    await test.step('a month later the quota is whole again', async () => {
      const { monthStartOffset } = (await import(pathToFileURL(join(ROOT, 'domain/dist/index.js')).href)) as {
        monthStartOffset: (instant: Date, offset: number, timeZone?: string) => Date;
      };
      const { start } = (await import(pathToFileURL(join(ROOT, 'api/dist/main.js')).href)) as {
        start: (options: object) => Promise<{ url: string; close: () => Promise<void> }>;
      };
      // An hour into next month in Paris, on the same database, dashboard and secrets.
      const nextMonth = new Date(monthStartOffset(new Date(), 1, 'Europe/Paris').getTime() + 60 * 60 * 1000);
      const later = await start({
        env: {
          ...process.env,
          PORT: '0',
          MERCI_DATA_DIR: dataFolder,
          MERCI_FAKE_GRAPH: '1',
          AUTOMATION_WORKER_INTERVAL_MS: '0',
        },
        now: () => nextMonth,
        print: () => {},
      });
      try {
        await signInOn(page, later.url);
        await page.goto(`${later.url}/instagram/contents`);
        await expect(quotaMeter(page)).toHaveAttribute('aria-valuenow', '50');
        const renewal = new Intl.DateTimeFormat('fr-FR', { month: 'long', timeZone: 'Europe/Paris' }).format(
          monthStartOffset(nextMonth, 1, 'Europe/Paris'),
        );
        await expect(page.getByText(`Renouvellement le 1er ${renewal}`)).toBeVisible();
      } finally {
        await later.close();
      }
    });
  },
);

/** Signs the shop in on another server than the one under test (its own origin, its own session). */
async function signInOn(page: Page, origin: string) {
  await page.goto(`${origin}/signin`);
  await page.getByLabel('Adresse e-mail').fill(SHOP.email);
  await page.getByRole('textbox', { name: 'Mot de passe', exact: true }).fill(SHOP.password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Bonjour ${SHOP.name} !` })).toBeVisible({
    timeout: 15_000,
  });
}

test(
  'an operator suspends a shop with a reason, the owner reads it and changes nothing, then is reinstated',
  { tag: ['@admin', '@home', '@rewards'] },
  async ({ page, browser, request }) => {
    test.setTimeout(120_000);
    const owner = { name: `Épicerie Sol ${stamp}`, email: `sol-${stamp}@e2e.test`, password: 'motdepasse' };
    const operator = { email: `equipe-sol-${stamp}@merci.test`, password: 'equipe-merci' };
    const reason = 'Factures impayées depuis deux mois';

    // The shop signs up and activates its account through the API, as its screens would.
    const categories = await (await request.get('/api/categories')).json();
    const registered = await request.post('/api/users/shop-register', {
      data: {
        shop: {
          name: owner.name,
          phoneNumber: '0612345678',
          category: categories['hydra:member'][0].id,
          address: { firstRow: '8 rue Saint-Jean', postalCode: '69005', city: 'Lyon' },
        },
        user: { name: 'Sol Martin', email: owner.email, password: owner.password },
      },
    });
    expect(registered.status()).toBe(201);
    expect((await request.get(firstLink(lastMailTo(owner.email)?.text ?? ''))).ok()).toBe(true);
    expect(operatorCommand('create', operator.email, '--password', operator.password).code).toBe(0);

    // The owner finds no console at /admin: the not-found screen, as for any unknown address.
    await signIn(page, owner.email, owner.password);
    await expect(page.getByRole('heading', { level: 1, name: `Bonjour ${owner.name} !` })).toBeVisible({
      timeout: 15_000,
    });
    await page.goto('/admin');
    await expect(page.getByText('Page introuvable.')).toBeVisible();

    const team = await browser.newContext();
    const teamPage = await team.newPage();
    await signIn(teamPage, operator.email, operator.password);
    await expect(teamPage).toHaveURL(/\/admin$/);
    await teamPage.getByRole('searchbox', { name: 'Rechercher une boutique' }).fill(owner.name);
    await teamPage
      .getByRole('row')
      .filter({ hasText: owner.email })
      .getByRole('link', { name: owner.name })
      .click();
    await teamPage.getByRole('button', { name: 'Suspendre' }).click();
    const suspend = teamPage.getByRole('dialog', { name: `Suspendre ${owner.name}` });
    await suspend.getByRole('textbox', { name: /^Motif/ }).fill(reason);
    await suspend.getByRole('button', { name: 'Suspendre la boutique' }).click();
    await expect(teamPage.getByText('Boutique suspendue.', { exact: true })).toBeVisible();

    // The owner reads everything, sees why, and the changes are closed.
    await page.goto('/');
    const banner = page.getByText(/Votre boutique est suspendue par l’équipe merci/);
    await expect(banner).toContainText(reason);
    await expect(page.getByRole('button', { name: 'Créer une récompense' })).toBeDisabled();
    await page.goto('/rewards');
    await expect(page.getByRole('heading', { level: 1, name: 'Récompenses' })).toBeVisible();

    await teamPage.getByRole('button', { name: 'Réactiver' }).click();
    const reinstate = teamPage.getByRole('dialog', { name: `Réactiver ${owner.name}` });
    await reinstate.getByRole('textbox', { name: /^Motif/ }).fill('Factures réglées');
    await reinstate.getByRole('button', { name: 'Réactiver la boutique' }).click();
    await expect(teamPage.getByText('Boutique réactivée.', { exact: true })).toBeVisible();
    const journal = teamPage.getByRole('table', { name: 'Journal des actions' });
    await expect(journal.getByRole('row').nth(1)).toContainText('Factures réglées');
    await expect(journal.getByRole('row').nth(2)).toContainText(reason);
    await team.close();

    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Récompenses' })).toBeVisible();
    await expect(page.getByText(/Votre boutique est suspendue/)).toBeHidden();
  },
);
