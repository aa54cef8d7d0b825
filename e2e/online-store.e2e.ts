import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { JOURNEYS_SERVER } from './servers';
import { demoApi, openInstagramContents, signIn } from './support';

/**
 * The online store closes the loop (docs/adr/037): the demo shop connects its store through the
 * fake Shopify's consent page, a reward with unique codes gives an ambassador a code of their
 * own, a customer orders with it (`npm run demo:order`), and the reward shows used with its
 * order, the sale counted on /analytics.
 */

const ROOT = join(import.meta.dirname, '..');
const { port, origin, dataFolder } = JOURNEYS_SERVER;
const stamp = Date.now().toString(36);
const STORE = `maison-lumiere-${stamp}`;
/** A percent no other journey gives, to find this reward among the others. */
const PERCENT = 23;

/** `npm run demo:order -- <code>` against the server under test, as a developer runs it. */
function demoOrder(code: string) {
  const result = spawnSync(
    process.execPath,
    ['scripts/demo-order.mjs', code, '--total', '59.90', '--url', origin],
    { cwd: ROOT, env: { ...process.env, MERCI_DATA_DIR: dataFolder, PORT: String(port) }, encoding: 'utf8' },
  );
  return { code: result.status, output: `${result.stdout}${result.stderr}` };
}

async function signInToHome(page: Page) {
  await signIn(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Bonjour Maison Lumière !' })).toBeVisible({
    timeout: 15_000,
  });
}

test(
  'a connection link opened in another browser connects nothing and says why',
  { tag: ['@account'] },
  async ({ page, browser }) => {
    // Before the next journey connects the demo shop's store: the form is there to start from.
    await signInToHome(page);
    const elsewhere = `${STORE}-ailleurs`;
    await page.goto('/account/online-store');
    await page.getByRole('textbox', { name: 'Adresse de la boutique' }).fill(elsewhere);
    await page.getByRole('button', { name: 'Connecter ma boutique' }).click();
    await expect(
      page.getByRole('heading', { name: `Installer merci sur ${elsewhere}.myshopify.com` }),
    ).toBeVisible();
    const consentPage = page.url();

    // The same merchant, signed in on another browser, approves the link there.
    const other = await browser.newContext();
    try {
      const otherPage = await other.newPage();
      await signInToHome(otherPage);
      await otherPage.goto(consentPage);
      await otherPage.getByRole('link', { name: 'Installer l’application' }).click();
      await expect(otherPage).toHaveURL(/\/account\/online-store$/);
      const alert = otherPage.getByRole('alert');
      await expect(alert).toContainText('La boutique n’a pas été connectée');
      await expect(alert).toContainText(
        'Ce lien de connexion a été ouvert dans un autre navigateur que celui où la connexion a commencé.',
      );
      await expect(otherPage.getByText(`${elsewhere}.myshopify.com`)).toHaveCount(0);
    } finally {
      await other.close();
    }
  },
);

test(
  'a unique code reaches an ambassador, an order uses it, and the sale shows in merci',
  { tag: ['@account', '@instagram', '@rewards', '@analytics'] },
  async ({ page, request }) => {
    test.setTimeout(120_000);
    await signInToHome(page);

    await test.step('the merchant connects the shop’s Shopify store', async () => {
      await page.goto('/account/online-store');
      await page.getByRole('textbox', { name: 'Adresse de la boutique' }).fill(STORE);
      await page.getByRole('button', { name: 'Connecter ma boutique' }).click();
      // Shopify's page, where the merchant approves merci's access to the store.
      await expect(
        page.getByRole('heading', { name: `Installer merci sur ${STORE}.myshopify.com` }),
      ).toBeVisible();
      await page.getByRole('link', { name: 'Installer l’application' }).click();
      await expect(page).toHaveURL(/\/account\/online-store$/);
      await expect(page.getByText('Votre boutique en ligne est connectée.', { exact: true })).toBeVisible();
      await expect(page.getByText(`${STORE}.myshopify.com`)).toBeVisible();
      await expect(page.getByText('Connectée', { exact: true })).toBeVisible();
    });

    await test.step('a percent reward gives one code per ambassador', async () => {
      await page.goto('/rewards');
      await page.getByRole('listitem', { name: 'Réduction' }).getByRole('link', { name: 'Créer' }).click();
      await expect(page).toHaveURL(/\/rewards\/percent\/add$/);
      const contentTypes = page.getByRole('group', { name: /^Types de contenu récompensés/ });
      await contentTypes.getByRole('checkbox', { name: 'Publication' }).check();
      await page.getByRole('spinbutton', { name: /^Pourcentage de réduction/ }).fill(String(PERCENT));
      await page.getByRole('switch', { name: 'Code unique par ambassadeur' }).check();
      await page.getByRole('button', { name: 'Créer la récompense' }).click();
      await expect(page.getByText('La récompense a été créée.', { exact: true })).toBeVisible();
    });

    let code = '';
    await test.step('a post is rewarded: its author gets a code of their own', async () => {
      await openInstagramContents(page, '?type=feed');
      const retain = page.getByRole('link', { name: 'Récompenser', exact: true });
      if ((await retain.count()) === 0) {
        await page.getByRole('button', { name: 'Récupérer les derniers contenus' }).click();
        await expect(retain.first()).toBeVisible({ timeout: 20_000 });
      }
      await retain.first().click();
      // The picker says the reward makes a code in the store: its badge is part of the radio's name.
      const offered = page
        .getByRole('radiogroup', { name: 'Récompenses disponibles' })
        .getByRole('radio', { name: new RegExp(`^Réduction Code unique ${PERCENT}\\s%`) });
      await offered.first().click();
      await page.getByRole('button', { name: 'Récompenser', exact: true }).click();
      const section = page.getByRole('region', { name: 'Récompense de la publication' });
      await expect(section.getByText('Récompense attribuée !', { exact: true })).toBeVisible();
      code = /MERCI-[A-Z]{1,3}-[2-9A-HJKMNP-Z]{4}/.exec(await section.innerText())?.[0] ?? '';
      expect(code, 'the confirmation shows the ambassador’s code').not.toBe('');
    });

    await test.step('a customer orders with the code in the store', async () => {
      const order = demoOrder(code);
      expect(order.output).toContain(`Order #1001 (59,90\u00a0€) placed with ${code}`);
      expect(order.code).toBe(0);
    });

    await test.step('the reward shows used by the order, and the sale on /analytics', async () => {
      // The worker reads the order within its interval.
      const api = await demoApi(request);
      const usedReward = async () =>
        (
          await api.get<{ 'hydra:member': { code: string; status: string }[] }>(
            `${api.shop}/discounts?status=used&itemsPerPage=50&page=1`,
          )
        )['hydra:member'].find((reward) => reward.code === code);
      await expect.poll(usedReward, { timeout: 20_000 }).toMatchObject({ status: 'used' });

      await page.goto('/rewards?status=used');
      const row = page.getByRole('row').filter({ hasText: code });
      await expect(row).toContainText('#1001');
      await expect(row).toContainText('59,90');

      await page.goto('/analytics');
      const sales = page.getByRole('region', { name: 'Ventes générées' });
      await expect(sales).toBeVisible();
      await expect(sales).toContainText('59,90');
    });
  },
);
