import { expect, test } from '@playwright/test';

test('a visitor opening merci lands on the sign-in page', { tag: ['@auth'] }, async ({ page }, testInfo) => {
  await page.goto('/');

  await expect(page).toHaveURL(/\/signin$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Connectez-vous à votre espace' })).toBeVisible();
  await expect(page).toHaveTitle('merci');

  await page.evaluate(() => document.fonts.ready);
  const screenshot = await page.screenshot({ path: testInfo.outputPath('signin.png'), fullPage: true });
  await testInfo.attach('signin', { body: screenshot, contentType: 'image/png' });
});

test('a deep link to an unknown page answers "Page introuvable."', { tag: ['@errors'] }, async ({ page }) => {
  const response = await page.goto('/une-page-qui-n-existe-pas');

  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { name: 'Page introuvable.' })).toBeVisible();
});

test('the API answers under /api on the same origin', { tag: ['@auth'] }, async ({ request }) => {
  const response = await request.get('/api/health');

  expect(response.status()).toBe(200);
  expect(await response.json()).toEqual({ status: 'ok', database: 'sqlite' });
});

test(
  'the first paint waits for no stylesheet: the font faces are written in the page',
  { tag: ['@auth'] },
  async ({ page, request }) => {
    const html = await (await request.get('/signin')).text();

    expect(html).not.toMatch(/<link[^>]+rel="stylesheet"/);
    expect(html).toMatch(/<style>@font-face\{font-family:Inter Variable;/);
    // And the page finds Inter through them.
    await page.goto('/signin');
    const faces = await page.evaluate(
      async () => (await document.fonts.load("1em 'Inter Variable'", 'Connectez-vous')).length,
    );
    expect(faces).toBeGreaterThan(0);
  },
);

test(
  "the sign-in page lists its screen's code, which it asks for once it has painted",
  { tag: ['@auth'] },
  async ({ page, request }) => {
    // The screen is in the page already (prerendered): its code is listed, not fetched at once, so
    // that it does not compete with the first paint (ADR 019).
    const html = await (await request.get('/signin')).text();
    expect(html).not.toContain('<script type="module"');
    expect(html).not.toContain('<link rel="modulepreload"');
    const listed = /<script type="application\/json" id="merci-app-code">([^<]*)<\/script>/.exec(html)?.[1];
    const code = JSON.parse(listed ?? '{}') as { entry?: string; preloads?: string[] };
    expect(code.entry).toMatch(/^\/assets\/index-[\w-]+\.js$/);
    expect(code.preloads).toContainEqual(expect.stringMatching(/^\/assets\/SignInPage-[\w-]+\.js$/));

    // In the browser, the page asks for them and the app takes over the drawn screen.
    await page.goto('/signin');
    await expect(page.locator('#root > [data-prerendered]')).toHaveCount(0);
    const asked = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map(
        (link) => new URL(link.href).pathname,
      ),
    );
    // The listed ones first, in order (the app adds its lazily loaded parts' after).
    expect(asked.slice(0, code.preloads?.length)).toEqual(code.preloads);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Connectez-vous à votre espace' }),
    ).toBeVisible();
  },
);
