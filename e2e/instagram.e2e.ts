import { expect, test, type Page } from '@playwright/test';
import { signIn } from './support';

const quotaMeter = (page: Page) => page.getByRole('meter', { name: 'Récompenses restantes' });

async function quotaLeft(page: Page): Promise<number> {
  await expect(quotaMeter(page)).toBeVisible();
  return Number(await quotaMeter(page).getAttribute('aria-valuenow'));
}

test(
  'a merchant connects Instagram, pulls, filters reels, rewards one and copies the comment',
  { tag: ['@account', '@instagram', '@rewards'] },
  async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await signIn(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Bonjour Maison Lumière !' })).toBeVisible();

    // Start from a disconnected account, as a new merchant would.
    await page.goto('/account');
    await page.getByRole('button', { name: 'Actions du compte Instagram' }).click();
    await page.getByRole('menuitem', { name: 'Déconnecter le compte' }).click();
    await expect(page.getByText('Le compte Instagram a été déconnecté.', { exact: true })).toBeVisible();

    // The login prompt, its permissions, then the demo login dialog (no Facebook app offline).
    await page.goto('/instagram/contents');
    await page.getByRole('button', { name: 'Voir les autorisations' }).click();
    await expect(page.getByRole('dialog')).toContainText(
      'Lire le profil et les publications de votre compte Instagram.',
    );
    await page.getByRole('button', { name: 'J’ai compris' }).click();
    await page.getByRole('button', { name: 'Se connecter avec Instagram' }).click();
    const dialog = page.getByRole('dialog', { name: 'Connexion de démonstration' });
    await dialog.getByRole('list', { name: 'Comptes de démonstration' }).getByRole('button').first().click();

    // Connected: the page reloads with the account header and its contents.
    await expect(page.getByRole('heading', { level: 1, name: 'Contenus Instagram' })).toBeVisible();
    await expect(
      page.getByRole('list', { name: 'Publications' }).getByRole('listitem').first(),
    ).toBeVisible();

    await page.getByRole('button', { name: 'Récupérer les derniers contenus' }).click();
    await expect(page.getByText(/^Dernière récupération\s:/)).toBeVisible({ timeout: 20_000 });

    // Filters live in the address: reels with at least 100 likes.
    await page.getByLabel('Type', { exact: true }).selectOption('reels');
    await page.getByLabel('J’aime minimum').fill('100');
    await expect(page).toHaveURL(/type=reels/);
    await expect(page).toHaveURL(/likeMin=100/);
    const cards = page.getByRole('list', { name: 'Publications' }).getByRole('listitem');
    await expect(cards.first()).toBeVisible();
    for (const text of await cards.allInnerTexts()) expect(text).toContain('Reel');

    // The filtered page survives a reload.
    await page.reload();
    await expect(page.getByLabel('Type', { exact: true })).toHaveValue('reels');
    await expect(page.getByLabel('J’aime minimum')).toHaveValue('100');

    const quotaBefore = await quotaLeft(page);
    const retain = page.getByRole('link', { name: 'Récompenser', exact: true }).first();
    const contentPath = await retain.getAttribute('href');
    await retain.click();
    await expect(page).toHaveURL(contentPath ?? /contents\/\d+$/);

    // Pick the first valid configured reward, send, and copy the comment.
    const picker = page.getByRole('radiogroup', { name: 'Récompenses disponibles' });
    await picker.getByRole('radio').first().click();
    await page.getByRole('button', { name: 'Récompenser', exact: true }).click();
    await expect(page.getByText('Récompense attribuée !', { exact: true })).toBeVisible();
    const author =
      /@[\w.]+/.exec((await page.getByRole('heading', { level: 1 }).innerText()) ?? '')?.[0] ?? '';
    await page.getByRole('button', { name: 'Copier le commentaire' }).click();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toContain(author);
    expect(copied).toMatch(/^Merci @/);
    await expect(page.getByRole('link', { name: 'Voir la publication sur Instagram' })).toHaveAttribute(
      'target',
      '_blank',
    );

    // Back on the list: the card is marked rewarded and the quota went down by one.
    await page.getByRole('link', { name: 'Retour aux contenus' }).click();
    await expect(quotaMeter(page)).toHaveAttribute('aria-valuenow', String(quotaBefore - 1));
    await page.goto(contentPath ?? '/');
    await expect(page.getByText('Cette publication a déjà été récompensée.')).toBeVisible();
  },
);

test(
  'Instagram-Story in the navigation lists the stories with the time they have left',
  { tag: ['@instagram', '@layout'] },
  async ({ page }) => {
    await signIn(page);
    await page.getByRole('navigation').getByRole('link', { name: 'Instagram-Story' }).click();
    await expect(page).toHaveURL(/\/instagram\/contents\?type=story/);
    await expect(page.getByLabel('Type', { exact: true })).toHaveValue('story');
    const cards = page.getByRole('list', { name: 'Publications' }).getByRole('listitem');
    await expect(cards.first()).toBeVisible();
    await expect(cards.first()).toContainText(/Expire dans \d+ (h|min)|Expirée/);
  },
);

test(
  'the authors table pages by 10 and saves an ambassador e-mail',
  { tag: ['@instagram'] },
  async ({ page }) => {
    await signIn(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Bonjour Maison Lumière !' })).toBeVisible();
    await page.goto('/instagram/authors');
    const table = page.getByRole('table');
    await expect(table.getByRole('row')).toHaveCount(11); // header + 10
    const firstAuthor = table.getByRole('row').nth(1);
    const edit = firstAuthor.getByRole('button', { name: /^Modifier l’e-mail de / });
    const author = (await edit.getAttribute('aria-label'))?.replace(/^Modifier l’e-mail de /, '') ?? '';
    expect(author).not.toBe('');
    await edit.click();
    const field = firstAuthor.getByRole('textbox');
    await field.fill('pas-un-email');
    await firstAuthor.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(firstAuthor.getByText('Veuillez saisir une adresse e-mail valide.')).toBeVisible();
    await field.fill('ambassadeur@exemple.fr');
    await firstAuthor.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(firstAuthor.getByText('ambassadeur@exemple.fr')).toBeVisible();

    // Read back from the server: after a reload, the same author still has the saved e-mail.
    await page.reload();
    await expect(
      table
        .getByRole('row')
        .filter({ has: page.getByRole('button', { name: `Modifier l’e-mail de ${author}` }) }),
    ).toContainText('ambassadeur@exemple.fr');
  },
);
