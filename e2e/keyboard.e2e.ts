import { expect, test, type Locator, type Page } from '@playwright/test';
import { DEMO, demoApi } from './support';

/**
 * The keyboard-only journey of the issue: after the first page load, only keys (Tab, Shift+Tab,
 * Enter, Space, arrows, typing), and at every focus stop a visible focus indicator.
 */

/** The focused element, and whether it draws an outline or a shadow around itself. */
async function expectVisibleFocus(page: Page) {
  const focus = await page.evaluate(() => {
    const element = document.activeElement;
    if (!(element instanceof HTMLElement) || element === document.body)
      return { element: 'nothing (the page itself)', isIndicated: false };
    const style = getComputedStyle(element);
    const transparent = (color: string) => color === 'transparent' || /rgba\(.*,\s*0\)$/.test(color);
    const outline =
      style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0 && !transparent(style.outlineColor);
    const shadow = style.boxShadow !== 'none' && style.boxShadow !== '';
    const label = element instanceof HTMLInputElement ? element.labels?.[0]?.textContent : undefined;
    const name = (element.getAttribute('aria-label') ?? label ?? element.textContent ?? '')
      .trim()
      .slice(0, 40);
    return { element: `<${element.tagName.toLowerCase()}> "${name}"`, isIndicated: outline || shadow };
  });
  expect(focus.isIndicated, `a visible focus indicator on ${focus.element}`).toBe(true);
}

/**
 * Whether the target has the focus. Reading an element and asking about it are two steps: when
 * the app takes over the drawn screen in between (the focus carried over), the element read is
 * the drawn one, out of the page by then, and is read again.
 */
async function isFocused(target: Locator) {
  for (let attempt = 0; attempt < 5; attempt++) {
    const { focused, connected } = await target.evaluate((element) => ({
      focused: element === document.activeElement,
      connected: element.isConnected,
    }));
    if (connected) return focused;
  }
  throw new Error(`${target.toString()} keeps leaving the page`);
}

/** Presses Tab (or Shift+Tab) until the target has the focus, checking the focus at every stop. */
async function tabTo(page: Page, target: Locator, key: 'Tab' | 'Shift+Tab' = 'Tab', maxStops = 80) {
  await expect(target).toBeVisible();
  for (let stop = 0; stop < maxStops; stop++) {
    await page.keyboard.press(key);
    await expectVisibleFocus(page);
    if (await isFocused(target)) return;
  }
  throw new Error(`${target.toString()} not reached after ${maxStops} presses of ${key}`);
}

test(
  'a merchant signs in, filters, retains, rewards, copies the comment and logs out by keyboard only',
  { tag: ['@auth', '@instagram', '@rewards', '@layout'] },
  async ({ page, context, request }) => {
    test.setTimeout(120_000);
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    // Set-up outside the dashboard: the demo Instagram account connected (another journey may have
    // disconnected it).
    await (await demoApi(request)).instagramAccount();

    await page.goto('/signin');
    await tabTo(page, page.getByLabel('Adresse e-mail'));
    await page.keyboard.type(DEMO.email);
    await tabTo(page, page.getByRole('textbox', { name: 'Mot de passe', exact: true }));
    await page.keyboard.type(DEMO.password);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: 'Bonjour Maison Lumière !' })).toBeVisible({
      timeout: 15_000,
    });

    // The side navigation to the contents.
    await tabTo(page, page.getByRole('navigation').getByRole('link', { name: 'Contenus Instagram' }));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: 'Contenus Instagram' })).toBeVisible();

    // Filters: posts (the arrows move through the closed select), then at least 1 like.
    const type = page.getByLabel('Type', { exact: true });
    await tabTo(page, type);
    for (let move = 0; move < 6 && (await type.inputValue()) !== 'feed'; move++)
      await page.keyboard.press('ArrowDown');
    await expect(type).toHaveValue('feed');
    await tabTo(page, page.getByLabel('J’aime minimum'));
    await page.keyboard.type('1');
    await expect(page).toHaveURL(/type=feed/);
    await expect(page).toHaveURL(/likeMin=1\b/);
    const cards = page.getByRole('list', { name: 'Publications' }).getByRole('listitem');
    await expect(cards.first()).toBeVisible();
    for (const text of await cards.allInnerTexts()) expect(text).toContain('Publication');

    // Every post of the page rewarded already: the latest ones are pulled first.
    const retain = page.getByRole('link', { name: 'Récompenser', exact: true });
    await expect(page.getByRole('meter', { name: 'Récompenses restantes' })).toBeVisible();
    if ((await retain.count()) === 0) {
      await tabTo(page, page.getByRole('button', { name: 'Récupérer les derniers contenus' }), 'Shift+Tab');
      await page.keyboard.press('Enter');
      await expect(retain.first()).toBeVisible({ timeout: 20_000 });
    }
    const contentPath = await retain.first().getAttribute('href');
    await tabTo(page, retain.first());
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(contentPath ?? /\/instagram\/contents\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: /^Publication de @/ })).toBeVisible();

    // The picker is one Tab stop; Space chooses the focused reward, arrows move the choice.
    const picker = page.getByRole('radiogroup', { name: 'Récompenses disponibles' });
    const first = picker.getByRole('radio').first();
    await tabTo(page, first);
    await page.keyboard.press('Space');
    await expect(first).toHaveAttribute('aria-checked', 'true');
    if ((await picker.getByRole('radio').count()) > 1) {
      await page.keyboard.press('ArrowDown');
      await expect(picker.getByRole('radio').nth(1)).toHaveAttribute('aria-checked', 'true');
      await expectVisibleFocus(page);
      await page.keyboard.press('ArrowUp');
      await expect(first).toHaveAttribute('aria-checked', 'true');
    }
    await tabTo(page, page.getByRole('button', { name: 'Récompenser', exact: true }));
    await page.keyboard.press('Enter');
    await expect(page.getByText('Récompense attribuée !', { exact: true })).toBeVisible();

    // The comment, copied to the clipboard and read back.
    const author = /@[\w.]+/.exec(await page.getByRole('heading', { level: 1 }).innerText())?.[0] ?? '@';
    await tabTo(page, page.getByRole('button', { name: 'Copier le commentaire' }));
    await page.keyboard.press('Enter');
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toMatch(/^Merci @/);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toContain(author);

    // Back up through the page to the navigation's foot, and out.
    await tabTo(page, page.getByRole('button', { name: 'Déconnexion' }), 'Shift+Tab');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/signin$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Connectez-vous à votre espace' }),
    ).toBeVisible();
  },
);
