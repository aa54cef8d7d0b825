/**
 * The Instagram connection's login popup in a real browser: the dashboard's own popup code
 * (dashboard/src/features/instagram/oauth/facebookPopup.ts, bundled as the build would) opens the
 * fake Graph API's login dialog on the fake server's origin, another origin than the dashboard's as
 * Meta's is, and reads the token once the popup is back on the dashboard's redirect page. Under
 * `Cross-Origin-Opener-Policy: same-origin` the popup is severed from the page as soon as it
 * leaves the dashboard's origin, and the login ends as if the merchant had closed it.
 */
import { rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHROMIUM_ARGS, chromiumPath } from '../../../scripts/chromium.mjs';
import { DEFAULT_GRAPH_VERSION } from '../instagram/graphClient.js';
import { createOwner, createShop } from '../testing/factories.js';
import { writeBuiltDashboard } from '../testing/dashboard.js';
import { testDialect } from '../testing/harness.js';
import { TEST_APP, startInstagramTestApi, type InstagramTestApi } from '../testing/instagram.js';

const popupModule = fileURLToPath(
  new URL('../../../dashboard/src/features/instagram/oauth/facebookPopup.ts', import.meta.url),
);

/** A page script that starts the dashboard's Facebook login on a click and writes down how it ended. */
const LOGIN_SCRIPT = `
import { loginWithFacebook } from ${JSON.stringify(popupModule)};
const button = document.createElement('button');
button.textContent = 'Se connecter avec Instagram';
button.addEventListener('click', () => {
  loginWithFacebook(window.merciLogin).then(
    (token) => { document.body.dataset.login = 'token:' + token; },
    (error) => { document.body.dataset.login = 'error:' + (error.reason ?? String(error)); },
  );
});
document.body.append(button);
`;

/** Gives the page the login configuration the dashboard reads from GET /instagram/login_config. */
function setLoginConfig(page: Page, dialogOrigin: string): Promise<void> {
  return page.evaluate(
    (config) => {
      (globalThis as unknown as { merciLogin: object }).merciLogin = config;
    },
    { appId: TEST_APP.appId, graphVersion: DEFAULT_GRAPH_VERSION, locale: 'fr', dialogOrigin },
  );
}

describe(`the Facebook login popup on another origin (${testDialect()})`, () => {
  let api: InstagramTestApi;
  let dashboardDir: string;
  let browser: Browser;

  beforeAll(async () => {
    const bundle = await build({
      stdin: { contents: LOGIN_SCRIPT, resolveDir: dirname(popupModule), loader: 'js' },
      bundle: true,
      format: 'esm',
      write: false,
      logLevel: 'silent',
    });
    dashboardDir = writeBuiltDashboard({ 'login-Xy12.js': bundle.outputFiles[0]?.text ?? '' });
    api = await startInstagramTestApi({ dashboardDir });
    browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
  }, 60_000);
  afterAll(async () => {
    await browser?.close();
    await api?.close();
    rmSync(join(dashboardDir, '..'), { recursive: true, force: true });
  });

  it('opens the dialog in a popup, reads its token back, and the token connects the shop', async () => {
    // The dashboard at localhost, the dialog at 127.0.0.1: two sites, as merci's and Meta's are.
    const dashboard = api.baseUrl.replace('127.0.0.1', 'localhost');
    const dialog = new URL(api.fake.url);
    expect(new URL(dashboard).origin).not.toBe(dialog.origin);

    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${dashboard}/instagram/contents`);
    await setLoginConfig(page, dialog.origin);
    const [popup] = await Promise.all([
      context.waitForEvent('page'),
      page.getByRole('button', { name: 'Se connecter avec Instagram' }).click(),
    ]);
    await popup.waitForLoadState();
    expect(new URL(popup.url()).origin).toBe(dialog.origin);
    await popup.getByRole('link', { name: /^Continuer en tant que/ }).click();

    await expect
      .poll(() => page.locator('body').getAttribute('data-login'), { timeout: 10_000 })
      .toMatch(/^token:/);
    const accessToken = ((await page.locator('body').getAttribute('data-login')) ?? '').slice(
      'token:'.length,
    );
    // The page closed the popup once it had read the answer.
    await expect.poll(() => popup.isClosed()).toBe(true);
    await context.close();

    const shopId = await createShop(api.db);
    const owner = await createOwner(api.db, { shopId });
    const token = await api.signIn(owner.email, owner.password);
    const connected = await api.call('POST', `/v2/shops/${shopId}/instagram/connect`, {
      token,
      body: { accessToken },
    });
    expect(connected).toMatchObject({ status: 200, body: { account_name: 'maison.lumiere' } });
  }, 30_000);

  it('ends as refused, not as a token, when the merchant cancels in the dialog', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${api.baseUrl.replace('127.0.0.1', 'localhost')}/`);
    await setLoginConfig(page, new URL(api.fake.url).origin);
    const [popup] = await Promise.all([
      context.waitForEvent('page'),
      page.getByRole('button', { name: 'Se connecter avec Instagram' }).click(),
    ]);
    await popup.getByRole('link', { name: 'Annuler' }).click();
    await expect
      .poll(() => page.locator('body').getAttribute('data-login'), { timeout: 10_000 })
      .toBe('error:denied');
    await context.close();
  }, 30_000);

  it('refuses a dialog request that is not its app’s implicit flow, as Meta does', async () => {
    const dialog = (params: Record<string, string>) =>
      fetch(
        `${api.fake.url}/${DEFAULT_GRAPH_VERSION}/dialog/oauth?${new URLSearchParams(params).toString()}`,
      );
    const valid = {
      client_id: TEST_APP.appId,
      redirect_uri: 'http://localhost/facebook-login.html',
      response_type: 'token',
      state: 's',
    };
    expect((await dialog(valid)).status).toBe(200);
    for (const wrong of [
      { client_id: '1' },
      { response_type: 'code' },
      { redirect_uri: 'javascript:alert(1)' },
      { redirect_uri: 'not a URL' },
    ]) {
      const response = await dialog({ ...valid, ...wrong });
      expect({ wrong, status: response.status }).toEqual({ wrong, status: 400 });
      expect(await response.text()).not.toContain('access_token');
    }
  });
});
