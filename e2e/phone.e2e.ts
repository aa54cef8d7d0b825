import { expect, test, type Locator, type Page } from '@playwright/test';
import { signIn } from './support';

/**
 * The merchant's to-do on a phone: from the home's « À traiter » to a rewarded publication whose
 * author is marked told, and a customer's use request accepted from the home. Each tap is counted
 * and must be reachable by scrolling at most one screen from where its step starts.
 */

const PHONE = { width: 375, height: 812 } as const;

test.use({ viewport: PHONE, hasTouch: true, isMobile: true });

/** Signs the demo owner in and waits for the home's to-do. */
async function signInToTodo(page: Page): Promise<Locator> {
  await signIn(page);
  const todo = page.getByRole('region', { name: 'À traiter' });
  await expect(todo).toBeVisible({ timeout: 15_000 });
  return todo;
}

/**
 * Taps a target as a thumb does, after checking that it lies within one screen below the top of
 * the view the step starts from (a sticky bar counts where it is drawn).
 */
async function tap(page: Page, target: Locator, taps: { count: number }) {
  await expect(target).toBeVisible();
  const { top, bottom, scrollY, innerHeight } = await target.evaluate((element) => {
    const box = element.getBoundingClientRect();
    return { top: box.top, bottom: box.bottom, scrollY: window.scrollY, innerHeight: window.innerHeight };
  });
  expect(top + scrollY, 'the target starts below the top of the page').toBeGreaterThanOrEqual(0);
  expect(bottom, 'the target is within one screen of scrolling').toBeLessThanOrEqual(2 * innerHeight);
  const box = await target.boundingBox();
  expect(box?.height ?? 0, 'a thumb-sized target').toBeGreaterThanOrEqual(44);
  await target.tap();
  taps.count += 1;
}

test(
  'from the home’s to-do to a rewarded publication whose author is told, in at most 5 taps',
  { tag: ['@home', '@instagram', '@rewards', '@layout'] },
  async ({ page }) => {
    const todo = await signInToTodo(page);
    const taps = { count: 0 };

    await tap(page, todo.getByRole('link', { name: 'Récompenser', exact: true }), taps);
    await expect(page).toHaveURL(/\/instagram\/contents/);
    await expect(
      page
        .getByRole('navigation', { name: 'Statut des publications' })
        .getByRole('link', { name: /^À récompenser/ }),
    ).toHaveAttribute('aria-current', 'page');
    const cards = page.getByRole('list', { name: 'Publications' }).getByRole('listitem');
    await expect(cards.first()).toBeVisible();

    await tap(page, cards.first().getByRole('link', { name: 'Récompenser', exact: true }), taps);
    await expect(page).toHaveURL(/\/instagram\/contents\/\d+$/);
    const picker = page.getByRole('radiogroup', { name: 'Récompenses disponibles' });
    const reward = picker.getByRole('radio').first();
    await tap(page, reward, taps);
    await expect(reward).toHaveAttribute('aria-checked', 'true');
    // What the tap will spend is said before it.
    await expect(page.getByText(/^Récompenser @/)).toBeVisible();

    await tap(page, page.getByRole('button', { name: 'Récompenser', exact: true }), taps);
    const told = page.getByRole('switch', { name: 'Marquer comme prévenu' });
    await expect(told).toBeVisible();
    // One confirmation on the page; no toast repeating it over the buttons.
    await expect(page.getByText(/^Récompense attribuée\s!$/)).toHaveCount(1);
    await expect(page.getByRole('region', { name: 'Notifications' }).getByRole('listitem')).toHaveCount(0);

    await tap(page, told, taps);
    // The mark shows beside the switch and on the content's card.
    await expect(
      page
        .getByRole('region', { name: 'Récompense de la publication' })
        .getByText(/^Prévenu le \d+ \S+ \d{4}$/),
    ).toBeVisible();
    await expect(page.getByRole('article').getByText(/^Prévenu le /)).toBeVisible();
    expect(taps.count).toBeLessThanOrEqual(5);

    // The mark stays: the rewarded tab shows it on the card.
    await page.goto('/instagram/contents?status=rewarded');
    await expect(page.getByRole('list', { name: 'Publications' }).getByText('Prévenu').first()).toBeVisible();
  },
);

test(
  'a customer’s use request is accepted from the home',
  { tag: ['@home', '@rewards'] },
  async ({ page }) => {
    const todo = await signInToTodo(page);
    const requests = todo.getByRole('list', { name: 'Demandes à accepter ou refuser' });
    const first = requests.getByRole('listitem').first();
    await expect(first).toBeVisible();
    const asked = (await first.innerText()).split('\n')[0] ?? '';
    const heading = todo.getByText(/demandes? d’utilisation en attente/);
    const before = Number(/\d+/.exec(await heading.innerText())?.[0]);

    await tap(page, first.getByRole('button', { name: 'Accepter' }), { count: 0 });

    await expect(requests.getByText(asked, { exact: true })).toHaveCount(0);
    await expect(heading).toContainText(String(before - 1));

    // The other requests open on their table, in view and focused, not on the reward cards above it.
    await tap(page, todo.getByRole('link', { name: /^Voir (la demande|les \d+ demandes)$/ }), { count: 0 });
    await expect(page).toHaveURL(/\/rewards\?status=use_requested#given-rewards$/);
    const title = page.getByRole('heading', { level: 2, name: 'Récompenses attribuées' });
    await expect(title).toBeFocused();
    await expect(title).toBeInViewport();
    await expect(page.getByRole('button', { name: 'Accepter' }).first()).toBeInViewport();
  },
);
