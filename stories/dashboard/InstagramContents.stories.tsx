import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { API_BASE } from '../../dashboard/src/lib/api/client';
import {
  FIXED_NOW,
  SUSPENSION_FIXTURE,
  currentStoryFixtures,
  loginConfigFixture,
  mockApi,
  shopFixture,
  socialAccountFixture,
  socialContentFixtures,
} from '../../dashboard/src/testing';
import { screenMeta } from '../../.storybook/screen';
import { fixClock } from './fixedClock';
import { checkShopLoadError, findTitle, page, toasts, waitForIdle } from './screenPlay';

// The contents of the connected Instagram account (SPEC §2), under the social layout's header.
const meta = {
  title: 'dashboard/Instagram/Contents',
  ...screenMeta({ path: '/instagram/contents', session: 'signed-in' }),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const TITLE = 'Contenus Instagram';
const CONTENTS_PATH = `*${API_BASE}/social_account_instagrams/:id/social_contents`;

/** The cards of the grid, each a list item of the 'Publications' list. */
const cards = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('list', { name: 'Publications' })).getAllByRole('listitem');

/**
 * The mock API with `handler` answering first in the social group. (Storybook merges a story's
 * handlers into the meta's by key, keeping the meta's order: a new key would come last.)
 */
function socialFirst(handler: HttpHandler) {
  const api = mockApi();
  return { ...api, social: [handler, ...api.social] };
}

/** The list of contents failing or never answering, the account and the shop answering as usual. */
const contentsAnswering = (resolver: () => Promise<Response> | Response) =>
  socialFirst(http.get(CONTENTS_PATH, resolver));

/** Stories still online at the fixed clock, above the account's usual publications. */
const withLiveStories = { socialContents: [...currentStoryFixtures(), ...socialContentFixtures()] };

/**
 * A shop in full swing: 12 cards a page, the rewarded ones marked instead of their retain link, a
 * story counting its time left, and the pages below.
 */
export const Full: Story = {
  parameters: { msw: { handlers: mockApi('full', { seed: withLiveStories }) } },
  beforeEach: () => fixClock(FIXED_NOW),
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await findTitle(canvasElement, TITLE);
    await waitForIdle(canvasElement);
    await step('the header: the account, its counts and the quota left', async () => {
      const header = within(canvas.getByRole('region', { name: 'Compte Instagram' }));
      await expect(header.getByText('maison.lumiere')).toBeVisible();
      await expect(header.getByText(/248 publications/)).toBeVisible();
      await expect(header.getByText('Renouvellement le 1er décembre')).toBeVisible();
    });
    await step('12 cards: 6 rewarded, the others with their retain link', async () => {
      await expect(cards(canvasElement)).toHaveLength(12);
      await expect(canvas.getAllByText('Récompensé')).toHaveLength(6);
      const retain = canvas.getAllByRole('link', { name: 'Récompenser' });
      await expect(retain).toHaveLength(6);
      await expect(retain[0]).toHaveAttribute('href', '/instagram/contents/203');
    });
    await step('the newest story expires in 22 hours', async () => {
      await expect(canvas.getByText('Expire dans 22 h')).toBeVisible();
      await expect(canvas.getByText('Expire dans 7 min')).toBeVisible();
    });
    await expect(canvas.getByRole('button', { name: 'Page 2' })).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: mockApi('full', { seed: { socialContents: [] } }) } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Aucune publication à afficher pour le moment.'),
    ).toBeVisible();
    await waitForIdle(canvasElement);
  },
};

/** SPEC §8: the list failing toasts errors.http, and the page says what could not be read. */
export const LoadError: Story = {
  parameters: {
    msw: {
      handlers: contentsAnswering(() =>
        HttpResponse.json({ status: 500, message: 'errors.http' }, { status: 500 }),
      ),
    },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      'Erreur lors de la récupération des contenus Instagram',
    );
    await expect(await toasts(canvasElement).findByText('Oups, une erreur est survenue.')).toBeVisible();
  },
};

/** The account answered, the contents not yet: skeleton cards under the header. */
export const Loading: Story = {
  parameters: { msw: { handlers: contentsAnswering(() => delay('infinite').then(() => new Response())) } },
  play: async ({ canvasElement }) => {
    await findTitle(canvasElement, TITLE);
    await expect(await within(canvasElement).findByRole('status', { name: 'Chargement…' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

/** SPEC §2: with the month's quota used up, retain stays focusable but inert, and says why. */
export const QuotaExhausted: Story = {
  parameters: {
    msw: { handlers: mockApi('full', { seed: { shop: shopFixture({ quotaRemaining: 0 }) } }) },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findTitle(canvasElement, TITLE);
    await waitForIdle(canvasElement);
    // 12 cards, 7 of them already rewarded.
    const retain = await canvas.findAllByRole('button', { name: 'Récompenser' });
    await expect(retain).toHaveLength(5);
    for (const button of retain) {
      await expect(button).toHaveAttribute('aria-disabled', 'true');
      await expect(button).toHaveAccessibleDescription(/Quota de récompenses du mois atteint\.$/);
    }
    await expect(canvas.queryByRole('link', { name: 'Récompenser' })).not.toBeInTheDocument();
  },
};

/**
 * A shop merci's team suspended: everything reads as usual, but no publication can be retained,
 * each card saying why, under the suspension's banner.
 */
export const ShopSuspended: Story = {
  parameters: {
    msw: {
      handlers: mockApi('full', { seed: { shop: shopFixture({ suspension: SUSPENSION_FIXTURE }) } }),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findTitle(canvasElement, TITLE);
    await waitForIdle(canvasElement);
    await expect(canvas.getByText(/Votre boutique est suspendue par l’équipe merci/)).toBeVisible();
    const retain = await canvas.findAllByRole('button', { name: 'Récompenser' });
    await expect(retain).toHaveLength(5);
    for (const button of retain) {
      await expect(button).toHaveAttribute('aria-disabled', 'true');
      await expect(button).toHaveAccessibleDescription(
        /Votre boutique est suspendue : vous ne pouvez pas récompenser pour le moment\.$/,
      );
    }
    await expect(canvas.queryByRole('link', { name: 'Récompenser' })).not.toBeInTheDocument();
  },
};

/** No account connected: the login prompt, and the permissions asked for in a dialog. */
export const NotConnected: Story = {
  parameters: { msw: { handlers: mockApi({ social: 'empty' }) } },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await findTitle(canvasElement, 'Connectez votre compte Instagram');
    await expect(canvas.getByRole('button', { name: 'Se connecter avec Instagram' })).toBeEnabled();
    await step('the permissions dialog lists the 8 permissions asked for', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Voir les autorisations' }));
      const dialog = within(
        await page(canvasElement).findByRole('dialog', { name: 'Autorisations demandées' }),
      );
      await expect(dialog.getAllByRole('listitem')).toHaveLength(8);
      await expect(dialog.getByText('Voir la liste des pages Facebook que vous administrez.')).toBeVisible();
      await userEvent.click(dialog.getByRole('button', { name: 'J’ai compris' }));
      await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).not.toBeInTheDocument());
    });
  },
};

/** On the offline demo (the API's login configuration says so), the login button opens the demo login and its accounts. */
export const DemoLogin: Story = {
  parameters: { msw: { handlers: mockApi({ social: 'empty' }, { isDemo: true }) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Se connecter avec Instagram' }));
    const dialog = within(
      await page(canvasElement).findByRole('dialog', { name: 'Connexion de démonstration' }),
    );
    const accounts = within(await dialog.findByRole('list', { name: 'Comptes de démonstration' }));
    await expect(accounts.getByRole('button', { name: /Maison Lumière/ })).toBeEnabled();
    await expect(accounts.getByText('@maison.lumiere')).toBeVisible();
  },
};

/** The demo login answers no accounts any more (404, a server restarted off the demo): the dialog says so. */
export const DemoLoginUnavailable: Story = {
  parameters: { msw: { handlers: mockApi({ social: 'empty' }) } },
  play: async ({ canvasElement }) => {
    await userEvent.click(
      await within(canvasElement).findByRole('button', { name: 'Se connecter avec Instagram' }),
    );
    const dialog = within(
      await page(canvasElement).findByRole('dialog', { name: 'Connexion de démonstration' }),
    );
    await expect(
      await dialog.findByText('La connexion de démonstration n’est pas disponible sur ce serveur.'),
    ).toBeVisible();
  },
};

/** A server with neither a Facebook app nor the demo: the prompt says connecting is not available. */
export const LoginUnavailable: Story = {
  parameters: {
    msw: {
      handlers: mockApi({ social: 'empty' }, { seed: { loginConfig: loginConfigFixture('unavailable') } }),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findTitle(canvasElement, 'Connectez votre compte Instagram');
    const text =
      'La connexion à Instagram n’est pas disponible sur ce serveur : aucune application Facebook n’y est configurée.';
    await expect(await canvas.findByText(text)).toBeVisible();
    const button = canvas.getByRole('button', { name: 'Se connecter avec Instagram' });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAccessibleDescription(text.replace(' :', '\u00a0:'));
  },
};

/** SPEC §4: an expired token counts as not connected; the prompt names the account to reconnect. */
export const TokenExpired: Story = {
  parameters: {
    msw: {
      handlers: mockApi('full', {
        seed: { socialAccounts: [socialAccountFixture({ has_account_token_expired: true })] },
      }),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findTitle(canvasElement, 'Reconnectez votre compte Instagram');
    await expect(
      canvas.getByText(
        'Votre connexion Instagram a expiré : reconnectez le compte @maison.lumiere pour continuer à recevoir vos mentions.',
      ),
    ).toBeVisible();
    await expect(canvas.queryByRole('list', { name: 'Publications' })).not.toBeInTheDocument();
  },
};

/** ADR 025: Meta withdrew merci's access; the prompt says so. */
export const AccessRevoked: Story = {
  parameters: {
    msw: {
      handlers: mockApi('full', {
        seed: {
          socialAccounts: [
            socialAccountFixture({ has_account_token_expired: true, connection_problem: 'revoked' }),
          ],
        },
      }),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findTitle(canvasElement, 'Reconnectez votre compte Instagram');
    await expect(
      canvas.getByText(
        'L’accès à votre compte Instagram @maison.lumiere a été retiré : reconnectez-le pour continuer à recevoir vos mentions.',
      ),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Se connecter avec Instagram' })).toBeEnabled();
  },
};

/** ADR 025: the worker could not renew the token; in English. */
export const RenewalFailedInEnglish: Story = {
  globals: { locale: 'en' },
  parameters: {
    msw: {
      handlers: mockApi('full', {
        seed: {
          socialAccounts: [
            socialAccountFixture({ has_account_token_expired: true, connection_problem: 'refresh_failed' }),
          ],
        },
      }),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findTitle(canvasElement, 'Reconnect your Instagram account');
    await expect(
      canvas.getByText(
        'Your Instagram connection could not be renewed: reconnect the account @maison.lumiere to keep receiving your mentions.',
      ),
    ).toBeVisible();
  },
};

/** SPEC §6: until the team validates the shop, the login button is disabled and says why. */
export const ShopNotValidated: Story = {
  parameters: {
    msw: {
      handlers: mockApi({ social: 'empty' }, { seed: { shop: shopFixture({ validated: false }) } }),
    },
  },
  play: async ({ canvasElement }) => {
    const login = await within(canvasElement).findByRole('button', { name: 'Se connecter avec Instagram' });
    await waitFor(() => expect(login).toBeDisabled());
    await expect(login).toHaveAccessibleDescription(
      'La connexion sera possible dès que notre équipe aura validé votre boutique.',
    );
  },
};

/** 'Pull latest contents': the pull runs (pending, the button waits), then ends with its date. */
export const PullContents: Story = {
  parameters: {
    msw: {
      handlers: mockApi('full', {
        seed: { socialAccounts: [socialAccountFixture({ pullStatus: 'idle', lastPulledAt: null })] },
      }),
    },
  },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const pull = await canvas.findByRole('button', { name: 'Récupérer les derniers contenus' });
    await waitForIdle(canvasElement);
    await step('start the pull: pending, the button disabled', async () => {
      await userEvent.click(pull);
      await expect(await canvas.findByText('Récupération en cours…')).toBeVisible();
      await expect(pull).toBeDisabled();
    });
    await step('the account is read again until the pull is done', async () => {
      await expect(
        await canvas.findByText(/^Dernière récupération : 22\/11\/2026 \d\d:\d\d$/, {}, { timeout: 8000 }),
      ).toBeVisible();
      await expect(pull).toBeEnabled();
    });
    await waitForIdle(canvasElement);
  },
};

/** What the list asked the API for, newest request last (read by FilterByTypeAndLikes). */
const contentRequests: URL[] = [];

/**
 * SPEC §2 filters: a type and a minimum of likes, applied 500 ms after the last keystroke, written
 * in the address and sent to the API; only the matching reels show.
 */
export const FilterByTypeAndLikes: Story = {
  parameters: {
    msw: {
      // Records each request, then lets the mock API answer it (no answer: the next handler).
      handlers: socialFirst(
        http.get(CONTENTS_PATH, ({ request }) => {
          contentRequests.push(new URL(request.url));
        }),
      ),
    },
  },
  beforeEach: () => {
    contentRequests.length = 0;
  },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await findTitle(canvasElement, TITLE);
    await waitForIdle(canvasElement);
    await expect(cards(canvasElement)).toHaveLength(12);
    const filters = within(canvas.getByRole('search', { name: 'Filtres des contenus' }));
    await step('choose the reels and at least 100 likes', async () => {
      await userEvent.selectOptions(filters.getByRole('combobox', { name: 'Type' }), 'reels');
      // A type applies at once: the reels load before the likes are typed.
      await waitFor(() => expect(contentRequests.at(-1)?.searchParams.get('type')).toBe('reels'));
      await waitForIdle(canvasElement);
      // Pasted at once: in Chromium, user-event loses its caret in a number input that React
      // re-renders between two keystrokes.
      await userEvent.click(filters.getByRole('spinbutton', { name: 'J’aime minimum' }));
      await userEvent.paste('100');
      // Not sent yet: the likes wait 500 ms for the next keystroke.
      await expect(contentRequests.at(-1)?.searchParams.has('likeCount[gte]')).toBe(false);
      await expect(filters.getByRole('spinbutton', { name: 'J’aime minimum' })).toHaveValue(100);
    });
    await step('the list asks for reels with at least 100 likes, from page 1', async () => {
      await waitFor(() => {
        const last = contentRequests.at(-1);
        expect(last?.searchParams.get('type')).toBe('reels');
        expect(last?.searchParams.get('likeCount[gte]')).toBe('100');
      });
      const last = contentRequests.at(-1);
      await expect(last?.searchParams.get('page')).toBe('1');
      await expect(last?.searchParams.has('likeCount[lte]')).toBe(false);
    });
    await step('two reels show, each with more than 100 likes', async () => {
      await waitFor(() => expect(cards(canvasElement)).toHaveLength(2));
      for (const card of cards(canvasElement)) {
        await expect(within(card).getByText('Reel')).toBeVisible();
      }
      await expect(canvas.getByRole('link', { name: '@hugo_voyage' })).toBeVisible();
      await expect(canvas.getByRole('link', { name: '@manon_lifestyle' })).toBeVisible();
    });
    await waitForIdle(canvasElement);
  },
};

export const InEnglish: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findTitle(canvasElement, 'Instagram contents');
    await waitForIdle(canvasElement);
    await expect(canvas.getAllByRole('link', { name: 'Reward' }).length).toBeGreaterThan(0);
    await expect(canvas.getByRole('button', { name: 'Pull the latest contents' })).toBeVisible();
    await expect(canvas.getByText('Renews on 1 December')).toBeVisible();
    // SPEC §9: dates day first (dd/MM/yyyy) in English as in French.
    await expect(canvas.getByText('18/11/2026')).toBeVisible();
  },
};

/** The login prompt in English. */
export const NotConnectedInEnglish: Story = {
  globals: { locale: 'en' },
  parameters: { msw: { handlers: mockApi({ social: 'empty' }) } },
  play: async ({ canvasElement }) => {
    await findTitle(canvasElement, 'Connect your Instagram account');
  },
};

/** SPEC §8: the retain buttons follow the shop's quota; without the shop, the cards show without them. */
export const ShopLoadError: Story = {
  parameters: { msw: { handlers: mockApi({ shop: 'error' }) } },
  play: async ({ canvasElement }) => {
    await findTitle(canvasElement, 'Contenus Instagram');
    await checkShopLoadError(canvasElement);
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('listitem').length).toBeGreaterThan(0);
    await expect(canvas.queryByRole('link', { name: 'Récompenser' })).toBeNull();
  },
};

/** SPEC §8: the login button waits for a validated shop; when the shop cannot be loaded, that is said. */
export const NotConnectedShopLoadError: Story = {
  parameters: { msw: { handlers: mockApi({ shop: 'error', social: 'empty' }) } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('button', { name: 'Se connecter avec Instagram' }),
    ).toBeDisabled();
    await checkShopLoadError(canvasElement);
  },
};
