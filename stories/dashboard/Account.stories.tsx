import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { OWNER_CREDENTIALS, mockApi, socialAccountFixture } from '../../dashboard/src/testing';
import { screenMeta } from '../../.storybook/screen';
import { TITLES, checkShopLoadError, findTitle, fr, page, toasts, waitForIdle } from './screenPlay';

const meta = {
  title: 'dashboard/Account',
  ...screenMeta({ path: '/account', session: 'signed-in' }),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** A tab of the account, a link in the 'Sections du compte' (or 'Account sections') navigation. */
const tab = (canvasElement: HTMLElement, name: string, sections = 'Sections du compte') =>
  within(within(canvasElement).getByRole('navigation', { name: sections })).getByRole('link', { name });

/** Socials tab: the connected Instagram account, marked connected, with its menu. */
export const SocialsConnected: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const account = await canvas.findByRole('region', { name: 'Compte Instagram connecté' });
    await expect(within(account).getByText('@maison.lumiere')).toBeVisible();
    await expect(within(account).getByText('Connecté')).toBeVisible();
    await expect(within(account).getByText(/248 publications/)).toBeVisible();
    const realTime = within(account).getByRole('region', { name: 'Réception en temps réel' });
    await expect(within(realTime).getByText('Temps réel activé')).toBeVisible();
    await expect(within(realTime).queryByRole('button', { name: 'Réactiver le temps réel' })).toBeNull();
    await expect(tab(canvasElement, 'Réseaux sociaux')).toHaveAttribute('aria-current', 'page');
    await waitForIdle(canvasElement);
  },
};

/** The account's webhooks in the given state (its Page's subscription on Meta's side). */
const withWebhooks = (webhooks: 'missing' | 'failed') =>
  mockApi('full', { seed: { socialAccounts: [socialAccountFixture({ webhooks })] } });

/** The region that says whether Meta delivers the account's mentions and stories in real time. */
const realTimeOf = async (canvasElement: HTMLElement, name = 'Réception en temps réel') =>
  within(await within(canvasElement).findByRole('region', { name }));

/** The Page no longer subscribes merci: real time is off, stories are not received, a button asks again. */
export const SocialsRealTimeMissing: Story = {
  parameters: { msw: { handlers: withWebhooks('missing') } },
  play: async ({ canvasElement }) => {
    const realTime = await realTimeOf(canvasElement);
    await expect(realTime.getByText('Temps réel désactivé')).toBeVisible();
    await expect(realTime.getByText(/les stories qui vous mentionnent ne sont pas reçues/)).toBeVisible();
    await expect(realTime.getByRole('button', { name: 'Réactiver le temps réel' })).toBeEnabled();
    await waitForIdle(canvasElement);
  },
};

/** Meta refused the subscription: the merchant reads what to check, and may ask again. */
export const SocialsRealTimeFailed: Story = {
  parameters: { msw: { handlers: withWebhooks('failed') } },
  play: async ({ canvasElement }) => {
    const realTime = await realTimeOf(canvasElement);
    await expect(realTime.getByText('Temps réel refusé par Meta')).toBeVisible();
    await expect(realTime.getByText(/vérifiez que vous gérez la Page Facebook liée au compte/)).toBeVisible();
    await expect(realTime.getByRole('button', { name: 'Réactiver le temps réel' })).toBeEnabled();
    await waitForIdle(canvasElement);
  },
};

/** Asking again turns real time on, with a toast. */
export const SocialsRealTimeTurnedBackOn: Story = {
  parameters: { msw: { handlers: withWebhooks('failed') } },
  play: async ({ canvasElement, step }) => {
    const realTime = await realTimeOf(canvasElement);
    await step('ask Meta again', async () => {
      await userEvent.click(realTime.getByRole('button', { name: 'Réactiver le temps réel' }));
      await expect(await toasts(canvasElement).findByText('Le temps réel est activé.')).toBeVisible();
      await expect(await realTime.findByText('Temps réel activé')).toBeVisible();
      await expect(realTime.queryByRole('button', { name: 'Réactiver le temps réel' })).toBeNull();
    });
  },
};

export const SocialsRealTimeMissingInEnglish: Story = {
  globals: { locale: 'en' },
  parameters: { msw: { handlers: withWebhooks('missing') } },
  play: async ({ canvasElement }) => {
    const realTime = await realTimeOf(canvasElement, 'Real-time delivery');
    await expect(realTime.getByText('Real time off')).toBeVisible();
    await expect(realTime.getByRole('button', { name: 'Turn real time back on' })).toBeEnabled();
    await waitForIdle(canvasElement);
  },
};

/** The menu's logout disconnects the account: a toast, and the tab says none is connected. */
export const DisconnectSocial: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Actions du compte Instagram' }));
    await userEvent.click(
      await page(canvasElement).findByRole('menuitem', { name: 'Déconnecter le compte' }),
    );
    await expect(
      await toasts(canvasElement).findByText('Le compte Instagram a été déconnecté.'),
    ).toBeVisible();
    await expect(await canvas.findByText(/Aucun compte Instagram n’est connecté\./)).toBeVisible();
  },
};

export const SocialsNone: Story = {
  parameters: { msw: { handlers: mockApi({ social: 'empty' }) } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(/Aucun compte Instagram n’est connecté\./),
    ).toBeVisible();
    await waitForIdle(canvasElement);
  },
};

/** Offer tab: the four plans in euros, the shop's own marked; the interval switches the prices. */
export const Offer: Story = {
  parameters: { screen: { path: '/account/offer' } },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const advanced = await canvas.findByRole('article', { name: 'Advanced' });
    await expect(within(advanced).getByText('Votre offre')).toBeVisible();
    for (const plan of ['Basic', 'Pro', 'Entreprise']) {
      await expect(canvas.getByRole('article', { name: plan })).toBeVisible();
    }
    await expect(tab(canvasElement, 'Offre')).toHaveAttribute('aria-current', 'page');
    await step('monthly prices first', async () => {
      await expect(canvas.getByRole('button', { name: 'Mensuel' })).toHaveAttribute('aria-pressed', 'true');
      await expect(advanced).toHaveTextContent(/99 € \/ mois/);
    });
    await step('annual prices on request', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Annuel' }));
      await expect(canvas.getByRole('button', { name: 'Annuel' })).toHaveAttribute('aria-pressed', 'true');
      await expect(advanced).toHaveTextContent(/990 € \/ an/);
    });
  },
};

/** Invoices tab: two example months, announced as examples (SPEC §2). */
export const Invoices: Story = {
  parameters: { screen: { path: '/account/invoices' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/les mois ci-dessous sont des exemples/)).toBeVisible();
    await expect(canvas.getByText('octobre 2026')).toBeVisible();
    await expect(canvas.getByText('septembre 2026')).toBeVisible();
    await waitForIdle(canvasElement);
  },
};

const PASSWORD_PATH = '/account/password';

async function fillPassword(canvasElement: HTMLElement, current: string, next: string, confirmation: string) {
  const canvas = within(canvasElement);
  await userEvent.type(await canvas.findByLabelText(/^Mot de passe actuel/), current);
  await userEvent.type(canvas.getByLabelText(/^Nouveau mot de passe/), next);
  await userEvent.type(canvas.getByLabelText(/^Confirmation du mot de passe/), confirmation);
  await userEvent.click(canvas.getByRole('button', { name: 'Modifier le mot de passe' }));
}

/** Password tab: the three fields, empty. */
export const Password: Story = {
  parameters: { screen: { path: PASSWORD_PATH } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('region', { name: 'Mot de passe' })).toBeVisible();
    await expect(tab(canvasElement, 'Mot de passe')).toHaveAttribute('aria-current', 'page');
    await waitForIdle(canvasElement);
  },
};

/** SPEC §5: the confirmation must equal the new password; editing clears the error. */
export const PasswordMismatch: Story = {
  parameters: { screen: { path: PASSWORD_PATH } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillPassword(canvasElement, OWNER_CREDENTIALS.password, 'lumiere-2026', 'lumiere-2027');
    const error = 'Les deux mots de passe ne sont pas identiques.';
    await expect(await canvas.findByText(error)).toBeVisible();
    await userEvent.type(canvas.getByLabelText(/^Confirmation du mot de passe/), '!');
    await expect(canvas.queryByText(error)).not.toBeInTheDocument();
  },
};

/** SPEC §8: success toasts 'Votre mot de passe a été modifié.' and clears the fields. */
export const PasswordChanged: Story = {
  parameters: { screen: { path: PASSWORD_PATH } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillPassword(canvasElement, OWNER_CREDENTIALS.password, 'lumiere-2026', 'lumiere-2026');
    await expect(await toasts(canvasElement).findByText('Votre mot de passe a été modifié.')).toBeVisible();
    await expect(canvas.getByLabelText(/^Mot de passe actuel/)).toHaveValue('');
    await expect(canvas.getByLabelText(/^Nouveau mot de passe/)).toHaveValue('');
    await expect(canvas.getByLabelText(/^Confirmation du mot de passe/)).toHaveValue('');
    await waitForIdle(canvasElement);
  },
};

/** A wrong current password: the field says so, and the generic error toasts. */
export const PasswordWrongCurrent: Story = {
  parameters: { screen: { path: PASSWORD_PATH } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillPassword(canvasElement, 'pas-le-bon', 'lumiere-2026', 'lumiere-2026');
    await expect(await toasts(canvasElement).findByText('Oups, une erreur est survenue.')).toBeVisible();
    await expect(canvas.getByLabelText(/^Mot de passe actuel/)).toHaveAccessibleDescription(
      'Le mot de passe actuel est incorrect.',
    );
    await waitForIdle(canvasElement);
  },
};

const SIGN_OUT_EVERYWHERE = 'Se déconnecter partout';

/** Opens the confirmation of 'Se déconnecter partout' and returns the dialog. */
async function askToSignOutEverywhere(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  const section = await canvas.findByRole('region', { name: 'Déconnexion de tous les appareils' });
  await expect(within(section).getByText(/Un téléphone perdu, un ordinateur partagé/)).toBeVisible();
  await waitForIdle(canvasElement);
  await userEvent.click(within(section).getByRole('button', { name: SIGN_OUT_EVERYWHERE }));
  const dialog = await page(canvasElement).findByRole('dialog', {
    name: fr('Se déconnecter de tous les appareils ?'),
  });
  await expect(
    within(dialog).getByText(
      'Toutes vos sessions seront fermées, y compris celle-ci. Vous reviendrez à la page de connexion.',
    ),
  ).toBeVisible();
  return within(dialog);
}

/** Sign out everywhere, confirmed: every session ends and the merchant lands on /signin. */
export const SignOutEverywhere: Story = {
  parameters: { screen: { path: PASSWORD_PATH } },
  play: async ({ canvasElement }) => {
    const dialog = await askToSignOutEverywhere(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: SIGN_OUT_EVERYWHERE }));
    await findTitle(canvasElement, TITLES.signIn);
    await expect(localStorage.getItem('token')).toBeNull();
  },
};

/** The confirmation can be cancelled: nothing happens, the tab stays. */
export const SignOutEverywhereCancelled: Story = {
  parameters: { screen: { path: PASSWORD_PATH } },
  play: async ({ canvasElement }) => {
    const dialog = await askToSignOutEverywhere(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: 'Annuler' }));
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).toBeNull());
    await expect(within(canvasElement).getByRole('region', { name: 'Mot de passe' })).toBeVisible();
    await expect(localStorage.getItem('token')).not.toBeNull();
  },
};

/** The API fails: the merchant is told, stays signed in on the tab and may try again. */
export const SignOutEverywhereFailed: Story = {
  parameters: {
    screen: { path: PASSWORD_PATH },
    msw: {
      handlers: (() => {
        const api = mockApi();
        const failing = http.post('*/api/v1/logout/everywhere', () =>
          Response.json({ status: 500, message: 'errors.http' }, { status: 500 }),
        );
        return { ...api, auth: [failing, ...api.auth] };
      })(),
    },
  },
  play: async ({ canvasElement }) => {
    const dialog = await askToSignOutEverywhere(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: SIGN_OUT_EVERYWHERE }));
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).toBeNull());
    await expect(
      await toasts(canvasElement).findByText(
        'La déconnexion de tous les appareils a échoué. Réessayez dans un instant.',
      ),
    ).toBeVisible();
    await expect(within(canvasElement).getByRole('button', { name: SIGN_OUT_EVERYWHERE })).toBeVisible();
    await expect(localStorage.getItem('token')).not.toBeNull();
  },
};

export const InEnglish: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findTitle(canvasElement, 'My account');
    await expect(await canvas.findByRole('region', { name: 'Connected Instagram account' })).toBeVisible();
    await expect(tab(canvasElement, 'Social accounts', 'Account sections')).toBeVisible();
    await waitForIdle(canvasElement);
  },
};

/** SPEC §8: the offers show without the shop; which one is the shop's waits for 'Réessayer'. */
export const OfferShopLoadError: Story = {
  parameters: { screen: { path: '/account/offer' }, msw: { handlers: mockApi({ shop: 'error' }) } },
  play: async ({ canvasElement }) => {
    await checkShopLoadError(canvasElement);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Advanced' })).toBeVisible();
    await expect(canvas.queryByText('Votre offre')).toBeNull();
  },
};
