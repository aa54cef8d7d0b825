import { expect, test } from '@playwright/test';
import { DEMO, LYON_SHOP, firstLink, lastMailTo, signIn, signUp } from './support';

test(
  'a shop signs up, activates its account from the e-mail and reaches its home',
  { tag: ['@auth', '@home'] },
  async ({ page }) => {
    const email = `atelier-${Date.now()}@e2e.test`;
    await page.goto('/signup');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Créez mon compte en 30 secondes' }),
    ).toBeVisible();
    await signUp(page, {
      ...LYON_SHOP,
      shopName: 'Atelier Nina',
      email,
      password: 'motdepasse',
    });

    await expect(page).toHaveURL(new RegExp(`/signup-confirmation/${encodeURIComponent(email)}$`));
    await expect(page.getByRole('heading', { name: 'Vérifiez votre boîte e-mail' })).toBeVisible();

    // Signing in before activation comes back to the confirmation screen.
    await signIn(page, email, 'motdepasse');
    await expect(page).toHaveURL(/\/signup-confirmation\//);

    const mail = lastMailTo(email);
    expect(mail?.subject).toBe('Activez votre compte merci');
    await page.goto(firstLink(mail?.text ?? ''));
    await expect(page).toHaveURL(/\/signin\?activation=done$/);

    await signIn(page, email, 'motdepasse');
    await expect(page.getByRole('heading', { level: 1, name: 'Bonjour Atelier Nina !' })).toBeVisible();
    // A new shop is not validated yet: the banner says the team will call.
    const banner = page.getByText('notre équipe vous contactera sous 24 h');
    await expect(banner).toBeVisible();

    // Printed, the analytics keep to the figures: no navigation, header nor banner on paper.
    await page.getByRole('link', { name: 'Analytique' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Analytique' })).toBeVisible();
    await page.emulateMedia({ media: 'print' });
    await expect(banner).toBeHidden();
    await expect(page.getByRole('navigation', { name: 'Navigation principale' })).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: 'Analytique' })).toBeVisible();
    await page.emulateMedia({ media: 'screen' });
    await expect(banner).toBeVisible();
  },
);

test('a wrong password shows "Connexion impossible."', { tag: ['@auth'] }, async ({ page }) => {
  await signIn(page, DEMO.email, 'pas-le-bon');
  // SPEC's toast, and the form says it too, above its button.
  await expect(
    page.getByRole('region', { name: 'Notifications' }).getByText('Connexion impossible.'),
  ).toBeVisible();
  await expect(page.getByRole('alert').getByText('Connexion impossible.', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/signin$/);
});

test(
  'the demo owner signs in, sees the home, and logs out',
  { tag: ['@auth', '@home', '@layout'] },
  async ({ page }) => {
    await signIn(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Bonjour Maison Lumière !' })).toBeVisible();
    await expect(page.getByRole('banner').getByText(DEMO.email)).toBeVisible();
    // The seeded shop: 12 latest pictures, 2 latest configured rewards, recent rewards.
    await expect(page.getByRole('list', { name: 'Contenus clients' }).getByRole('img')).toHaveCount(12);
    const latestRewards = page.getByRole('region', { name: 'Dernières récompenses configurées' });
    await expect(latestRewards.getByText(/^Du \d\d\/\d\d\/\d{4} au |^Sans limite de date$/)).toHaveCount(2);
    await expect(latestRewards.getByRole('link', { name: 'Créer une récompense' })).toHaveAttribute(
      'href',
      '/rewards',
    );
    const recent = page.getByRole('table', { name: 'Récompenses récentes' });
    await expect(recent.getByRole('row')).toHaveCount(6); // header + the 5 latest
    await expect(page.getByRole('link', { name: 'Voir plus' })).toHaveAttribute('href', '/analytics');
    await page.getByRole('button', { name: 'Déconnexion' }).click();
    await expect(page).toHaveURL(/\/signin$/);
    await page.goto('/');
    await expect(page).toHaveURL(/\/signin$/);
  },
);

test('an expired session is logged out', { tag: ['@auth', '@layout'] }, async ({ page }) => {
  await signIn(page);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Maison Lumière');
  await page.evaluate(() => localStorage.setItem('expiration', String(Date.now() - 1000)));
  await page.goto('/tutorial');
  await expect(page).toHaveURL(/\/signin$/);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
});

test('a forgotten password is reset through the e-mailed link', { tag: ['@auth'] }, async ({ page }) => {
  // A fresh owner, so that the demo password stays as printed.
  const email = `reset-${Date.now()}@e2e.test`;
  await signUp(page, {
    shopName: 'Boutique Reset',
    address: '1 rue de la Paix',
    ownerName: 'Paul Reset',
    email,
    password: 'premier-mdp',
  });
  await expect(page).toHaveURL(/\/signup-confirmation\//);
  await page.goto(firstLink(lastMailTo(email)?.text ?? ''));

  await page.goto('/forgotten-password');
  await page.getByLabel('Adresse e-mail').fill(email);
  await page.getByRole('button', { name: 'Envoyer le lien' }).click();
  await expect(page).toHaveURL(/\/signin$/);

  const mail = lastMailTo(email);
  expect(mail?.subject).toBe('Réinitialisez votre mot de passe merci');
  await page.goto(firstLink(mail?.text ?? ''));
  await page.getByLabel('Nouveau mot de passe').fill('second-mdp');
  await page.getByLabel('Confirmation du mot de passe').fill('second-mdp');
  await page.getByRole('button', { name: 'Enregistrer le mot de passe' }).click();
  await expect(page).toHaveURL(/\/signin$/);

  await signIn(page, email, 'second-mdp');
  await expect(page.getByRole('heading', { level: 1, name: 'Bonjour Boutique Reset !' })).toBeVisible();
});

test('reading a notification updates the bell', { tag: ['@notifications', '@layout'] }, async ({ page }) => {
  await signIn(page);
  const bell = page.getByRole('link', { name: /^Notifications, \d+ non lues?$/ });
  await expect(bell).toBeVisible();
  const before = Number((await bell.getAttribute('aria-label'))?.match(/(\d+)/)?.[1]);
  await bell.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
  await page.getByRole('button', { name: 'Marquer comme lue' }).first().click();
  const after = page.getByRole('link', {
    name: `Notifications, ${before - 1} non lue${before - 1 > 1 ? 's' : ''}`,
  });
  await expect(after).toBeVisible();

  // Read back from the server: after a reload, the bell still counts one fewer.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
  await expect(after).toBeVisible();
});

test('the owner changes the password, and the fields clear', { tag: ['@account'] }, async ({ page }) => {
  const email = `password-${Date.now()}@e2e.test`;
  await signUp(page, {
    shopName: 'Boutique Mot de passe',
    address: '2 rue de la Paix',
    ownerName: 'Léa Change',
    email,
    password: 'ancien-mdp',
  });
  await expect(page).toHaveURL(/\/signup-confirmation\//);
  await page.goto(firstLink(lastMailTo(email)?.text ?? ''));
  await signIn(page, email, 'ancien-mdp');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Bonjour Boutique Mot de passe !' }),
  ).toBeVisible();

  await page.goto('/account/password');
  await page.getByRole('button', { name: 'Modifier le mot de passe' }).click();
  await expect(page.getByText('Veuillez saisir votre mot de passe actuel.')).toBeVisible();
  await page.getByRole('textbox', { name: 'Mot de passe actuel' }).fill('ancien-mdp');
  await expect(page.getByText('Veuillez saisir votre mot de passe actuel.')).toBeHidden();
  await page.getByRole('textbox', { name: 'Nouveau mot de passe' }).fill('nouveau-mdp');
  await page.getByRole('textbox', { name: 'Confirmation du mot de passe' }).fill('nouveau-mdp');
  await page.getByRole('button', { name: 'Modifier le mot de passe' }).click();
  await expect(page.getByText('Votre mot de passe a été modifié.', { exact: true })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Mot de passe actuel' })).toHaveValue('');

  await page.getByRole('button', { name: 'Déconnexion' }).click();
  await signIn(page, email, 'nouveau-mdp');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Bonjour Boutique Mot de passe !' }),
  ).toBeVisible();
});
