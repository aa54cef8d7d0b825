import { expect, test } from '@playwright/test';

test('a visitor opening merci lands on the sign-in page', async ({ page }, testInfo) => {
  await page.goto('/');

  await expect(page).toHaveURL(/\/signin$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Connectez-vous à votre espace' })).toBeVisible();
  await expect(page).toHaveTitle('merci');

  await page.evaluate(() => document.fonts.ready);
  const screenshot = await page.screenshot({ path: testInfo.outputPath('signin.png'), fullPage: true });
  await testInfo.attach('signin', { body: screenshot, contentType: 'image/png' });
});

test('a deep link to an unknown page answers "Page introuvable."', async ({ page }) => {
  const response = await page.goto('/une-page-qui-n-existe-pas');

  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { name: 'Page introuvable.' })).toBeVisible();
});

test('the API answers under /api on the same origin', async ({ request }) => {
  const response = await request.get('/api/health');

  expect(response.status()).toBe(200);
  expect(await response.json()).toEqual({ status: 'ok', database: 'sqlite' });
});

test('the first paint waits for no stylesheet: the font faces are written in the page', async ({
  page,
  request,
}) => {
  const html = await (await request.get('/signin')).text();

  expect(html).not.toMatch(/<link[^>]+rel="stylesheet"/);
  expect(html).toMatch(/<style>@font-face\{font-family:Inter Variable;/);
  // And the page finds Inter through them.
  await page.goto('/signin');
  const faces = await page.evaluate(
    async () => (await document.fonts.load("1em 'Inter Variable'", 'Connectez-vous')).length,
  );
  expect(faces).toBeGreaterThan(0);
});

test("the sign-in page announces its screen's code, which the browser fetches before it runs any", async ({
  page,
  request,
}) => {
  const html = await (await request.get('/signin')).text();
  // At low priority: the screen itself is in the page already (prerendered), its code is not
  // what the first paint waits for.
  const preloads = [
    ...html.matchAll(/<link rel="modulepreload" fetchpriority="low" crossorigin href="([^"]+)">/g),
  ].map((match) => match[1]);
  expect(preloads).toContainEqual(expect.stringMatching(/^\/assets\/SignInPage-[\w-]+\.js$/));

  // The page works as before: the screen is drawn from those files.
  await page.goto('/signin');
  await expect(page.getByRole('heading', { level: 1, name: 'Connectez-vous à votre espace' })).toBeVisible();
});
