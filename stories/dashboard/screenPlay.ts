import { expect, userEvent, waitFor, within } from 'storybook/test';

/**
 * A French text as the catalogue writes it: a non-breaking space before ? ! : ; (fr.json), so
 * that stories can be written with ordinary spaces.
 */
export const fr = (text: string) => text.replace(/ ([?!:;])/g, '\u00a0$1');

/**
 * Waits until nothing on the screen is loading any more (no `aria-busy`), so that the story ends,
 * and is checked and snapshotted, in the state it names.
 */
export async function waitForIdle(canvasElement: HTMLElement) {
  await waitFor(() => expect(canvasElement.querySelector('[aria-busy="true"]')).toBeNull(), {
    timeout: 5000,
  });
}

/** The whole page, for what the app portals out of the story root (menus). */
export const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** The toasts' region (named 'Notifications' in both languages), queried from the whole page. */
export const toasts = (canvasElement: HTMLElement) =>
  within(page(canvasElement).getByRole('region', { name: /^Notifications/ }));

/** The titles (level-1 headings) of the screens a story often lands on. */
export const TITLES = {
  signIn: 'Connectez-vous à votre espace',
  home: fr('Bonjour Maison Lumière !'),
} as const;

/** Waits until the pagination marks page `number` as the current one and the screen has settled. */
export async function findCurrentPage(canvasElement: HTMLElement, number: number) {
  await expect(await within(canvasElement).findByRole('button', { name: `Page ${number}` })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await waitForIdle(canvasElement);
}

/** A play for a story that ends on the sign-in screen (a visitor sent away to /signin). */
export async function landsOnSignIn({ canvasElement }: { canvasElement: HTMLElement }) {
  await findTitle(canvasElement, TITLES.signIn);
}

/**
 * Waits for the screen titled `name` (its level-1 heading) and checks that it shows. The loading
 * of a signed-in screen shows its heading already, in a busy `main` (ADR 019): the screen is there
 * once its heading's `main` is no longer busy.
 */
export async function findTitle(canvasElement: HTMLElement, name: string | RegExp) {
  const title = await waitFor(() => {
    const heading = within(canvasElement).getByRole('heading', { level: 1, name });
    if (heading.closest('[aria-busy="true"]')) throw new Error(`"${String(name)}" is still loading`);
    return heading;
  });
  await expect(title).toBeVisible();
  return title;
}

/**
 * SPEC §8: the shop could not be loaded. Its message stands where what needs the shop would wait,
 * once on the screen, with 'Réessayer', which asks again (the mock still fails, so it stays).
 */
export async function checkShopLoadError(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  const message = await canvas.findByText('Erreur lors de la récupération de la société');
  await expect(message.closest('[role="alert"]')).not.toBeNull();
  await expect(canvas.getAllByText('Erreur lors de la récupération de la société')).toHaveLength(1);
  await userEvent.click(canvas.getByRole('button', { name: 'Réessayer' }));
  await waitForIdle(canvasElement);
  await expect(canvas.getByText('Erreur lors de la récupération de la société')).toBeVisible();
}
