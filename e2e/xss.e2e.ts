import { createHash } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { demoApi, signIn } from './support';

/**
 * Markup in what others write (captions, usernames, e-mails, reward descriptions) is shown as text
 * everywhere, and the served dashboard forbids inline scripts.
 */

const HOSTILE = {
  caption: 'Merci <img src=x onerror="window.__xss=1"> <script>window.__xss=1</script> <b>gras</b>',
  username: '<svg/onload=window.__xss=1>',
  email: '<img/src=x/onerror=window.__xss=1>@x.test',
  description: '<script>window.__xss=1</script>',
};

declare global {
  interface Window {
    __xss?: number;
    __inline?: number;
  }
}

/** No hostile markup became an element, and none of its scripts ran. */
async function expectNothingInjected(page: Page) {
  expect(await page.evaluate(() => window.__xss)).toBeUndefined();
  await expect(page.locator('img[src="x"], svg[onload], b:text-is("gras")')).toHaveCount(0);
  expect(
    await page.evaluate(() =>
      [...document.querySelectorAll('script')].some((script) => script.textContent?.includes('__xss')),
    ),
  ).toBe(false);
}

async function signInToHome(page: Page) {
  await signIn(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Bonjour Maison Lumière !' })).toBeVisible({
    timeout: 15_000,
  });
}

test(
  'a hostile author e-mail and reward description are shown as text',
  { tag: ['@instagram', '@rewards'] },
  async ({ page, request }) => {
    test.setTimeout(90_000);
    const api = await demoApi(request);
    const accountId = await api.instagramAccount();

    // A configured reward whose description is a script, offered on every content type.
    const created = await request.post('/api/config_discount_others', {
      headers: api.headers,
      data: {
        shop: api.shop,
        type: 'other',
        place: 'shop',
        socialContentTypes: ['ad', 'feed', 'reels', 'story'],
        description: HOSTILE.description,
        quantity: 3,
      },
    });
    expect(created.status()).toBe(201);

    await signInToHome(page);
    await page.goto('/rewards');
    const configured = page.getByRole('table', { name: 'Récompenses configurées' });
    await expect(configured.getByRole('row').filter({ hasText: HOSTILE.description }).first()).toBeVisible();
    await expectNothingInjected(page);

    // An ambassador's e-mail, saved through the API (the pattern allows any non-blank text around @).
    await page.goto('/instagram/authors');
    await expect(page.getByRole('heading', { level: 1, name: 'Ambassadeurs Instagram' })).toBeVisible();
    const firstAuthor = page.getByRole('table').getByRole('row').nth(1);
    const username = ((await firstAuthor.getByRole('rowheader').innerText()).match(/@([\w.]+)/) ?? [])[1];
    expect(username).toBeTruthy();
    const saved = await request.patch(
      `/api/social_content_instagrams/patch_email_by_username?socialAccount=${accountId}`,
      { headers: api.headers, data: { authorUsername: username, authorEmail: HOSTILE.email } },
    );
    expect(saved.status()).toBe(200);
    await page.reload();
    await expect(firstAuthor.getByText(HOSTILE.email, { exact: true })).toBeVisible();
    await expectNothingInjected(page);

    // The picker of a content page shows the description cut, still as text.
    await page.goto('/instagram/contents');
    const retain = page.getByRole('link', { name: 'Récompenser', exact: true }).first();
    await expect(retain).toBeVisible();
    await retain.click();
    const picker = page.getByRole('radiogroup', { name: 'Récompenses disponibles' });
    await expect(picker.getByRole('radio').filter({ hasText: '<script>' }).first()).toBeVisible();
    await expectNothingInjected(page);
  },
);

test(
  'a hostile caption and username from Instagram are shown as text on the list and the content page',
  { tag: ['@instagram'] },
  async ({ page }) => {
    // As if Instagram had sent them: the contents the API answers are rewritten on their way.
    const hostile = (content: Record<string, unknown>) => ({
      ...content,
      caption: HOSTILE.caption,
      author_username: HOSTILE.username,
    });
    let contentId: unknown;
    await page.route('**/api/social_account_instagrams/*/social_contents?*', async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { 'hydra:member': Record<string, unknown>[] };
      const [first, ...others] = body['hydra:member'];
      contentId ??= first?.id;
      await route.fulfill({
        response,
        json: { ...body, 'hydra:member': first ? [hostile(first), ...others] : others },
      });
    });
    await page.route(/\/api\/social_content_instagrams\/\d+$/, async (route) => {
      const response = await route.fetch();
      await route.fulfill({ response, json: hostile((await response.json()) as Record<string, unknown>) });
    });

    await signInToHome(page);
    await page.goto('/instagram/contents');
    const card = page.getByRole('list', { name: 'Publications' }).getByRole('listitem').first();
    await expect(card).toContainText('<img src=x onerror="window.__xss=1">');
    await expect(card).toContainText('<script>window.__xss=1</script>');
    // Usernames are cut at 20 characters (SPEC §2).
    await expect(card).toContainText(`@${HOSTILE.username.slice(0, 20)}`);
    await expectNothingInjected(page);

    expect(contentId).toBeTruthy();
    await page.goto(`/instagram/contents/${String(contentId)}`);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(HOSTILE.username);
    await expect(page.getByText(HOSTILE.caption, { exact: true }).first()).toBeVisible();
    await expectNothingInjected(page);
  },
);

test(
  'the served dashboard has a Content-Security-Policy without inline scripts but its own',
  { tag: ['@auth'] },
  async ({ page, request }, testInfo) => {
    for (const path of ['/', '/signin', '/instagram/contents']) {
      const response = await request.get(path);
      expect(response.headers()['content-type']).toContain('text/html');
      const policy = response.headers()['content-security-policy'] ?? '';
      const directives = new Map(
        policy.split(';').map((directive) => {
          const [name = '', ...values] = directive.trim().split(/\s+/);
          return [name, values] as const;
        }),
      );
      const scripts = directives.get('script-src') ?? directives.get('default-src') ?? [];
      expect(scripts.length, `a script-src in "${policy}"`).toBeGreaterThan(0);
      expect(scripts).not.toContain("'unsafe-inline'");
      expect(scripts).not.toContain("'unsafe-eval'");
      // The only inline scripts are the page's own (ADR 016, ADR 019), each allowed by its hash,
      // and the policy allows no other.
      const html = await response.text();
      const inline = [...html.matchAll(/<script>([^<]*)<\/script>/g)].map(
        ([, source = '']) => `'sha256-${createHash('sha256').update(source).digest('base64')}'`,
      );
      expect(inline.length).toBeGreaterThan(0);
      expect(scripts.filter((source) => source.startsWith("'sha256-")).sort()).toEqual(inline.sort());
      if (path === '/') testInfo.annotations.push({ type: 'Content-Security-Policy', description: policy });
    }

    // The browser enforces it: an inline script added to the page does not run.
    await page.goto('/signin');
    await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.__inline = 1';
      document.body.append(script);
    });
    expect(await page.evaluate(() => window.__inline)).toBeUndefined();
  },
);
