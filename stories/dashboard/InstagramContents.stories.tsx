import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { API_BASE } from '../../dashboard/src/lib/api/client';
import {
  SUSPENSION_FIXTURE,
  currentStoryFixtures,
  loginConfigFixture,
  mockApi,
  shopFixture,
  socialAccountFixture,
  socialContentFixtures,
} from '../../dashboard/src/testing';
import { screenMeta } from '../../.storybook/screen';
import { endingInstagramHandlers, lostInstagramHandlers, RECONNECT_PROMPTS } from './instagramConnection';
import { checkShopLoadError, findTitle, page, toasts, waitForIdle } from './screenPlay';

// The contents of the connected Instagram account (SPEC §2), under the social layout's header.
const meta = {
  title: 'dashboard/Instagram/Contents',
  ...screenMeta({ path: '/instagram/contents', session: 'signed-in' }),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const TITLE = 'Contenus Instagram';
/** The « Tous » tab: every content, rewarded or not. */
const ALL_PATH = '/instagram/contents?status=all';
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
  parameters: {
    screen: { path: ALL_PATH },
    msw: { handlers: mockApi('full', { seed: withLiveStories }) },
  },
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
    screen: { path: ALL_PATH },
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
    screen: { path: ALL_PATH },
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
        /Votre boutique est suspendue\s: vous ne pouvez pas récompenser pour le moment\.$/,
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
  parameters: { msw: { handlers: lostInstagramHandlers() } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findTitle(canvasElement, 'Reconnectez votre compte Instagram');
    await expect(canvas.getByText(RECONNECT_PROMPTS.expired)).toBeVisible();
    await expect(canvas.queryByRole('list', { name: 'Publications' })).not.toBeInTheDocument();
  },
};

/** ADR 025: Meta withdrew merci's access; the prompt says so. */
export const AccessRevoked: Story = {
  parameters: { msw: { handlers: lostInstagramHandlers('revoked') } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findTitle(canvasElement, 'Reconnectez votre compte Instagram');
    await expect(canvas.getByText(RECONNECT_PROMPTS.revoked)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Se connecter avec Instagram' })).toBeEnabled();
  },
};

/** ADR 025: the connection works but ends on a known day: the prompt to connect again sits above the contents. */
export const ConnectionEnding: Story = {
  parameters: { msw: { handlers: endingInstagramHandlers() } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findTitle(canvasElement, TITLE);
    await expect(
      await canvas.findByRole('heading', { level: 2, name: 'Votre connexion Instagram se termine bientôt' }),
    ).toBeVisible();
    await expect(canvas.getByText(RECONNECT_PROMPTS.ending)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Se connecter avec Instagram' })).toBeEnabled();
    await expect(await canvas.findByRole('list', { name: 'Publications' })).toBeVisible();
    await waitForIdle(canvasElement);
  },
};

/** ADR 025: the worker could not renew the token; in English. */
export const RenewalFailedInEnglish: Story = {
  globals: { locale: 'en' },
  parameters: { msw: { handlers: lostInstagramHandlers('refresh_failed') } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findTitle(canvasElement, 'Reconnect your Instagram account');
    await expect(canvas.getByText(RECONNECT_PROMPTS.refreshFailedInEnglish)).toBeVisible();
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

/** Records each contents request, then lets the mock API answer it (no answer: the next handler). */
const recordingContents = () => ({
  handlers: socialFirst(
    http.get(CONTENTS_PATH, ({ request }) => {
      contentRequests.push(new URL(request.url));
    }),
  ),
});

const clearContentRequests = () => {
  contentRequests.length = 0;
};

/**
 * SPEC §2 filters: a type and a minimum of likes, applied 500 ms after the last keystroke, written
 * in the address and sent to the API; only the matching reels show.
 */
export const FilterByTypeAndLikes: Story = {
  parameters: {
    screen: { path: ALL_PATH },
    msw: recordingContents(),
  },
  beforeEach: clearContentRequests,
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
  parameters: { screen: { path: ALL_PATH } },
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

/** The status tabs, named by their counts. */
const statusTabs = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('navigation', { name: 'Statut des publications' }));

/**
 * The list opens on « À récompenser », with the count of each tab from the list's answer: only
 * publications still to reward, each with its retain link (desktop, 1 400 px).
 */
export const ToReward: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await findTitle(canvasElement, TITLE);
    await waitForIdle(canvasElement);
    await step('the tabs with their counts, « À récompenser » current', async () => {
      const tabs = statusTabs(canvasElement);
      await expect(await tabs.findByRole('link', { name: /^À récompenser \(\d+\)$/ })).toHaveAttribute(
        'aria-current',
        'page',
      );
      await expect(tabs.getByRole('link', { name: /^Récompensés \(\d+\)$/ })).toHaveAttribute(
        'href',
        '/instagram/contents?status=rewarded',
      );
      await expect(tabs.getByRole('link', { name: /^Tous \(\d+\)$/ })).toHaveAttribute(
        'href',
        '/instagram/contents?status=all',
      );
    });
    await step('only publications to reward, each with its retain link', async () => {
      await expect(canvas.queryByText('Récompensé')).not.toBeInTheDocument();
      await expect(canvas.getAllByRole('link', { name: 'Récompenser' })).toHaveLength(
        cards(canvasElement).length,
      );
    });
    await step('from md, the filters show without a button', async () => {
      await expect(canvas.queryByRole('button', { name: /^Filtres/ })).not.toBeInTheDocument();
      await expect(canvas.getByRole('spinbutton', { name: 'J’aime minimum' })).toBeVisible();
    });
  },
};

/**
 * A big shop under a like range: beyond the API's count cap (ADR 034) a tab reads « 1 000+ », and
 * the pager reaches the last page that count covers.
 */
export const BeyondTheCountCap: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  parameters: {
    screen: { path: '/instagram/contents?likeMin=100' },
    msw: {
      handlers: contentsAnswering(() =>
        HttpResponse.json({
          '@type': 'hydra:Collection',
          'hydra:member': socialContentFixtures(12).map((content) => ({ ...content, discount: null })),
          totalItemsAtLeast: 1000,
          counts: { toReward: 1000, rewarded: 37, all: 1037, atLeast: ['toReward', 'all'] },
        }),
      ),
    },
  },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await findTitle(canvasElement, TITLE);
    await waitForIdle(canvasElement);
    await step('the tabs say « at least » where the count stopped', async () => {
      const tabs = statusTabs(canvasElement);
      await expect(await tabs.findByRole('link', { name: 'À récompenser (1\u202f000+)' })).toHaveAttribute(
        'aria-current',
        'page',
      );
      await expect(tabs.getByRole('link', { name: 'Récompensés (37)' })).toBeVisible();
      await expect(tabs.getByRole('link', { name: 'Tous (1\u202f037+)' })).toBeVisible();
    });
    await step('the pager ends on the 84th page, 12 a page', async () => {
      await expect(canvas.getByRole('button', { name: 'Page 84' })).toBeVisible();
      await expect(canvas.queryByRole('button', { name: 'Page 85' })).not.toBeInTheDocument();
    });
  },
};

/** The « Récompensés » tab: every card marked rewarded, its picture half-faded. */
export const RewardedTab: Story = {
  parameters: { screen: { path: '/instagram/contents?status=rewarded' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findTitle(canvasElement, TITLE);
    await waitForIdle(canvasElement);
    await expect(
      await statusTabs(canvasElement).findByRole('link', { name: /^Récompensés \(\d+\)$/ }),
    ).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getAllByText('Récompensé')).toHaveLength(cards(canvasElement).length);
    await expect(canvas.queryByRole('link', { name: 'Récompenser' })).not.toBeInTheDocument();
  },
};

/** The tabs in English. */
export const ToRewardInEnglish: Story = {
  globals: { locale: 'en', viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvasElement }) => {
    await findTitle(canvasElement, 'Instagram contents');
    await waitForIdle(canvasElement);
    const tabs = within(within(canvasElement).getByRole('navigation', { name: 'Publication status' }));
    await expect(await tabs.findByRole('link', { name: /^To reward \(\d+\)$/ })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(tabs.getByRole('link', { name: /^Rewarded \(\d+\)$/ })).toBeVisible();
    await expect(tabs.getByRole('link', { name: /^All \(\d+\)$/ })).toBeVisible();
  },
};

/**
 * A phone (375 px): the filters wait behind « Filtres », two columns of compact cards start near
 * the top, each retain link a thumb's 44 px; a page number brings the list's heading back to the
 * top of the screen, with the focus.
 */
export const Phone: Story = {
  parameters: { screen: { path: ALL_PATH } },
  globals: { viewport: { value: 'xs', isRotated: false } },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await findTitle(canvasElement, TITLE);
    await waitForIdle(canvasElement);
    await step('the filters are closed behind their button', async () => {
      const toggle = canvas.getByRole('button', { name: 'Filtres' });
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await expect(canvas.queryByRole('spinbutton', { name: 'J’aime minimum' })).not.toBeInTheDocument();
    });
    await step('two compact cards a row, a 44 px retain link', async () => {
      const [first, second, third] = cards(canvasElement).map((card) => card.getBoundingClientRect());
      if (!first || !second || !third) throw new Error('a phone page shows at least three cards');
      await expect(second.top).toBeCloseTo(first.top, 0);
      await expect(third.top).toBeGreaterThan(first.bottom);
      await expect(first.width).toBeLessThan(200);
      const [retain] = canvas.getAllByRole('link', { name: 'Récompenser' });
      if (!retain) throw new Error('a card to reward has its retain link');
      await expect(retain.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    });
    await step('page 2 brings the list back to the top, focus on its heading', async () => {
      const heading = canvas.getByRole('heading', { level: 1, name: TITLE });
      await userEvent.click(canvas.getByRole('button', { name: 'Page 2' }));
      await waitFor(() => expect(heading).toHaveFocus());
      await waitFor(() =>
        expect(canvas.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page'),
      );
      await waitForIdle(canvasElement);
    });
  },
};

/** The same phone with the filters open: one applied (a type), said on the button. */
export const PhoneFiltersOpen: Story = {
  parameters: { screen: { path: '/instagram/contents?status=all&type=feed' } },
  globals: { viewport: { value: 'xs', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findTitle(canvasElement, TITLE);
    await waitForIdle(canvasElement);
    const toggle = canvas.getByRole('button', { name: 'Filtres (1)' });
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('combobox', { name: 'Type' })).toHaveDisplayValue('Publication');
    await expect(canvas.getByRole('spinbutton', { name: 'J’aime minimum' })).toBeVisible();
  },
};

/** The phone layout in English. */
export const PhoneInEnglish: Story = {
  globals: { locale: 'en', viewport: { value: 'xs', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findTitle(canvasElement, 'Instagram contents');
    await waitForIdle(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Filters' })).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.getAllByRole('link', { name: 'Reward' }).length).toBeGreaterThan(0);
  },
};

/**
 * A minimum of 2 000 likes and a maximum of 100: the maximum says it must not be below the
 * minimum, and no list is asked for with that range.
 */
export const RangeError: Story = {
  parameters: {
    msw: recordingContents(),
  },
  beforeEach: clearContentRequests,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findTitle(canvasElement, TITLE);
    await waitForIdle(canvasElement);
    const min = canvas.getByRole('spinbutton', { name: 'J’aime minimum' });
    const max = canvas.getByRole('spinbutton', { name: 'J’aime maximum' });
    await userEvent.click(min);
    await userEvent.paste('2000');
    await userEvent.click(max);
    await userEvent.paste('100');
    await expect(max).toHaveAccessibleDescription('Le maximum doit être supérieur ou égal au minimum.');
    await new Promise((resolve) => setTimeout(resolve, 800));
    await expect(contentRequests.some((url) => url.searchParams.get('likeCount[lte]') === '100')).toBe(false);
    await expect(canvas.queryByText('Aucune publication à afficher pour le moment.')).not.toBeInTheDocument();
    await waitForIdle(canvasElement);
  },
};

/**
 * Filters that match nothing: the page says so and offers to reset them, which brings the tab's
 * publications back (the unfiltered empty list stays 'publication.empty').
 */
export const EmptyUnderFilters: Story = {
  parameters: { screen: { path: '/instagram/contents?likeMin=100000' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Aucune publication ne correspond à ces filtres.')).toBeVisible();
    await expect(canvas.queryByText('Aucune publication à afficher pour le moment.')).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Réinitialiser les filtres' }));
    await waitFor(() => expect(cards(canvasElement).length).toBeGreaterThan(0));
    await expect(canvas.getByRole('spinbutton', { name: 'J’aime minimum' })).toHaveValue(null);
    await waitForIdle(canvasElement);
  },
};

/** The same in English. */
export const EmptyUnderFiltersInEnglish: Story = {
  parameters: { screen: { path: '/instagram/contents?likeMin=100000' } },
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No publication matches these filters.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Reset the filters' })).toBeVisible();
    await waitForIdle(canvasElement);
  },
};

/**
 * The Instagram-Story view with stories online: the timeline comes first, above the tabs, and a
 * story in its last hours stands out with its time left.
 */
export const StoriesExpiringSoon: Story = {
  parameters: {
    screen: { path: '/instagram/contents?type=story&status=all' },
    msw: { handlers: mockApi('full', { seed: withLiveStories }) },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findTitle(canvasElement, TITLE);
    await waitForIdle(canvasElement);
    const timeline = await canvas.findByRole('region', { name: 'Stories en cours' });
    const tabs = canvas.getByRole('navigation', { name: 'Statut des publications' });
    // The timeline before the tabs in the page.
    await expect(timeline.compareDocumentPosition(tabs) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    // The last hours in a warning badge, the others as plain text.
    await expect(within(timeline).getByText('Expire dans 7 min')).toBeVisible();
    await expect(within(timeline).getByText('Expire dans 15 min')).toBeVisible();
    await expect(within(timeline).getByText('Expire dans 22 h')).toBeVisible();
  },
};
