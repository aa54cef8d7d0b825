import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  SUSPENSION_FIXTURE,
  currentStoryFixtures,
  mockApi,
  shopFixture,
  socialAccountFixture,
  socialContentFixtures,
} from '../../dashboard/src/testing';
import { screenMeta } from '../../.storybook/screen';
import { endingInstagramHandlers, lostInstagramHandlers, RECONNECT_PROMPTS } from './instagramConnection';
import { checkShopLoadError, findTitle, fr, page, TITLES, toasts, waitForIdle } from './screenPlay';

const screen = screenMeta({ path: '/', session: 'signed-in' });

const meta = {
  title: 'dashboard/Home',
  ...screen,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** The signed-in frame and the shop answer; the home's own lists are in `scenario`. */
const homeLists = (scenario: 'loading' | 'error') =>
  mockApi({ default: scenario, owner: 'full', shop: 'full', notifications: 'full' });

const card = (canvasElement: HTMLElement, name: string) =>
  within(within(canvasElement).getByRole('region', { name }));

const counter = (canvasElement: HTMLElement, name: string) =>
  within(within(canvasElement).getByRole('group', { name }));

/** A phone (375 px) and a desk (1440 px), beside the breakpoints' own widths. */
const PHONE = { viewport: { value: 'xs', isRotated: false } };
const DESK = { viewport: { value: 'desktop', isRotated: false } };

const todoSection = (canvasElement: HTMLElement) => card(canvasElement, 'À traiter');

/** The use request of `author` in the to-do. */
async function requestOf(canvasElement: HTMLElement, author: string) {
  const list = await todoSection(canvasElement).findByRole('list', {
    name: 'Demandes à accepter ou refuser',
  });
  const item = within(list)
    .getAllByRole('listitem')
    .find((candidate) => candidate.textContent?.includes(author));
  if (!item) throw new Error(`No use request of ${author}`);
  return item;
}

/**
 * The full shop whose Instagram connection expired, with two more stories online that no message
 * answers (three in all): every kind of thing to do at once.
 */
const everythingSeed = {
  socialAccounts: [socialAccountFixture({ has_account_token_expired: true })],
  socialContents: [
    ...currentStoryFixtures().map((story, index) =>
      index < 2 ? { ...story, automationMessages: [] } : story,
    ),
    ...socialContentFixtures(),
  ],
};
const everythingToDo = mockApi('full', { seed: everythingSeed });

async function checkEverythingToDo(canvasElement: HTMLElement) {
  await findTitle(canvasElement, TITLES.home);
  await waitForIdle(canvasElement);
  const todo = todoSection(canvasElement);
  await expect(todo.getByText('Votre connexion Instagram est à renouveler')).toBeVisible();
  await expect(todo.getByRole('link', { name: 'Reconnecter Instagram' })).toHaveAttribute(
    'href',
    '/instagram/contents',
  );
  await expect(todo.getByText(/^\d+ publications à récompenser$/)).toBeVisible();
  await expect(todo.getByRole('link', { name: 'Récompenser' })).toHaveAttribute(
    'href',
    '/instagram/contents',
  );
  await expect(todo.getByText('2 demandes d’utilisation en attente')).toBeVisible();
  await expect(
    within(await requestOf(canvasElement, '@')).getByRole('button', { name: 'Accepter' }),
  ).toBeVisible();
  await expect(todo.getByText('3 stories expirent sans message')).toBeVisible();
  await expect(todo.getByText(/^La première disparaît dans /)).toBeVisible();
}

/** A shop in full swing: the to-do, 12 pictures, its 2 latest rewards, the 5 recent ones, the counters, the FAQ. */
export const Full: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await findTitle(canvasElement, TITLES.home);
    await waitForIdle(canvasElement);
    await step('the to-do first: publications to reward, use requests, stories about to expire', async () => {
      const todo = todoSection(canvasElement);
      await expect(todo.getByText(/^\d+ publications à récompenser$/)).toBeVisible();
      await expect(todo.getByText('2 demandes d’utilisation en attente')).toBeVisible();
      await expect(
        within(todo.getByRole('list', { name: 'Demandes à accepter ou refuser' })).getAllByRole('listitem'),
      ).toHaveLength(2);
      await expect(todo.queryByText(/Instagram/)).toBeNull();
    });
    await step('the counters: 7 rewards given, 4 of them this month', async () => {
      await expect(counter(canvasElement, 'Récompenses attribuées').getByText('7')).toBeVisible();
      await expect(counter(canvasElement, 'Récompenses ce mois-ci').getByText('4')).toBeVisible();
    });
    await step('the 12 latest customer pictures, each linking to its content', async () => {
      const pictures = card(canvasElement, 'Contenus clients');
      await expect(pictures.getAllByRole('img', { name: /^Publication de @/ })).toHaveLength(12);
      await expect(pictures.getAllByRole('link', { name: /^Publication de @/ })[0]).toHaveAttribute(
        'href',
        '/instagram/contents/116',
      );
    });
    await step('the 2 latest configured rewards, creation allowed', async () => {
      const rewards = card(canvasElement, 'Dernières récompenses configurées');
      await expect(rewards.getByText('Merci ambassadeur')).toBeVisible();
      await expect(rewards.getByText('Un café offert')).toBeVisible();
      await expect(rewards.getByRole('link', { name: 'Créer une récompense' })).toHaveAttribute(
        'href',
        '/rewards',
      );
    });
    await step('the 5 recent rewards, and more in the analytics', async () => {
      const recent = card(canvasElement, 'Récompenses récentes');
      await expect(recent.getAllByRole('row')).toHaveLength(6);
      await expect(recent.getByRole('rowheader', { name: '@hugo_voyage' })).toBeVisible();
      await expect(recent.getByRole('link', { name: 'Voir plus' })).toHaveAttribute('href', '/analytics');
      await expect(recent.getByRole('link', { name: 'Toutes les récompenses' })).toHaveAttribute(
        'href',
        '/rewards',
      );
    });
    await expect(
      within(canvas.getByRole('region', { name: 'Questions fréquentes' })).getAllByRole('button'),
    ).toHaveLength(9);
  },
};

/**
 * The shop is known, its lists are on their way: the to-do's placeholders first, alone, so that
 * nothing moves when it arrives; past a short wait the rest is drawn anyway, with its own grey
 * placeholders, announced as loading.
 */
export const Loading: Story = {
  parameters: { msw: { handlers: homeLists('loading') } },
  play: async ({ canvasElement }) => {
    await findTitle(canvasElement, TITLES.home);
    await expect(todoSection(canvasElement).getByRole('status')).toHaveAttribute('aria-busy', 'true');
    await expect(
      within(canvasElement).queryByRole('region', { name: 'Dernières récompenses configurées' }),
    ).not.toBeInTheDocument();
    const configured = await within(canvasElement).findByRole(
      'region',
      { name: 'Dernières récompenses configurées' },
      { timeout: 5000 },
    );
    await expect(within(configured).getByRole('status')).toHaveAttribute('aria-busy', 'true');
    await expect(canvasElement.querySelectorAll('[aria-busy="true"]').length).toBeGreaterThanOrEqual(3);
  },
};

/** A new shop: no Instagram account yet, no reward: the prompts to start, counters at '-'. */
export const Empty: Story = {
  parameters: { msw: { handlers: mockApi('empty') } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findTitle(canvasElement, TITLES.home);
    await waitForIdle(canvasElement);
    // The to-do and the pictures' card both lead to connecting the account.
    for (const name of ['À traiter', 'Contenus clients']) {
      await expect(
        card(canvasElement, name).getByRole('link', { name: 'Connecter Instagram' }),
      ).toHaveAttribute('href', '/instagram/contents');
    }
    await expect(counter(canvasElement, 'Récompenses attribuées').getByText('-')).toBeVisible();
    await expect(counter(canvasElement, 'Récompenses ce mois-ci').getByText('-')).toBeVisible();
    await expect(canvas.getByText('Vous n’avez pas encore configuré de récompense.')).toBeVisible();
    await expect(canvas.getByText('Aucune récompense attribuée pour le moment.')).toBeVisible();
  },
};

/** SPEC §8: each list that fails says so in red; the rest of the page stands. */
export const LoadError: Story = {
  parameters: { msw: { handlers: homeLists('error') } },
  play: async ({ canvasElement }) => {
    await findTitle(canvasElement, TITLES.home);
    await waitForIdle(canvasElement);
    for (const name of ['Contenus clients', 'Dernières récompenses configurées', 'Récompenses récentes']) {
      await expect(card(canvasElement, name).getByRole('alert')).toHaveTextContent(
        'Oups, une erreur est survenue.',
      );
    }
  },
};

/** On a phone (375 px) each row is a card (title, label and value lines, actions); nothing scrolls sideways. */
export const OnAPhone: Story = {
  globals: { viewport: { value: 'xs' } },
  play: async ({ canvasElement }) => {
    await findTitle(canvasElement, TITLES.home);
    await waitForIdle(canvasElement);
    const table = await within(canvasElement).findByRole('table');
    await expect(within(table).getAllByRole('rowheader').length).toBeGreaterThan(0);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** A shop not validated yet: the banner, and the create button disabled with its reason. */
export const ShopNotValidated: Story = {
  parameters: {
    msw: { handlers: mockApi('full', { seed: { shop: shopFixture({ validated: false }) } }) },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const create = await canvas.findByRole('button', { name: 'Créer une récompense' });
    await expect(create).toBeDisabled();
    await expect(create).toHaveAccessibleDescription(
      'Vous pourrez créer des récompenses dès que notre équipe aura validé votre boutique.',
    );
    await expect(canvas.getByRole('link', { name: 'Souscrire à une offre' })).toBeVisible();
    await waitForIdle(canvasElement);
  },
};

/**
 * merci's team suspended the shop: the banner says why, in place of the not-validated one, and
 * cannot be hidden; creating a reward is disabled with the same reason.
 */
export const ShopSuspended: Story = {
  parameters: {
    msw: {
      handlers: mockApi('full', { seed: { shop: shopFixture({ suspension: SUSPENSION_FIXTURE }) } }),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const banner = await canvas.findByText(/Votre boutique est suspendue par l’équipe merci/);
    await expect(banner).toHaveTextContent(
      'Votre boutique est suspendue par l’équipe merci : factures impayées depuis deux mois. Vous pouvez tout consulter ; les modifications sont bloquées.',
    );
    await expect(canvas.queryByRole('button', { name: 'Masquer le message' })).not.toBeInTheDocument();
    const create = await canvas.findByRole('button', { name: 'Créer une récompense' });
    await expect(create).toBeDisabled();
    await expect(create).toHaveAccessibleDescription(
      fr('Votre boutique est suspendue : les modifications sont bloquées.'),
    );
    await waitForIdle(canvasElement);
  },
};

/** A shop whose Instagram access is lost for `problem`: the home's prompt says so, with the link to reconnect. */
const lostInstagramStory = (problem: 'expired' | 'revoked'): Story => ({
  parameters: { msw: { handlers: lostInstagramHandlers(problem) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(RECONNECT_PROMPTS[problem])).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Connecter Instagram' })).toBeVisible();
    await waitForIdle(canvasElement);
  },
});

/** SPEC §2: an account whose token expired counts as not connected: the prompt says so, and names it. */
export const InstagramTokenExpired = lostInstagramStory('expired');

/** ADR 025: Meta withdrew the access (password changed, app removed): the prompt says so. */
export const InstagramAccessRevoked = lostInstagramStory('revoked');

/** ADR 025: Meta's renewal did not move the token's end: the card names the day above the pictures. */
export const InstagramConnectionEnding: Story = {
  parameters: { msw: { handlers: endingInstagramHandlers() } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(RECONNECT_PROMPTS.ending)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Reconnecter Instagram' })).toBeVisible();
    await expect(await canvas.findAllByRole('link', { name: /^Publication de/ })).not.toHaveLength(0);
    await waitForIdle(canvasElement);
  },
};

/** In English the FAQ has 8 items (SPEC §1). */
export const InEnglish: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findTitle(canvasElement, 'Hello Maison Lumière!');
    await waitForIdle(canvasElement);
    await expect(
      within(canvas.getByRole('region', { name: 'Frequently asked questions' })).getAllByRole('button'),
    ).toHaveLength(8);
    await expect(counter(canvasElement, 'Rewards given').getByText('7')).toBeVisible();
  },
};

/**
 * SPEC §8: the shop could not be loaded. The greeting cannot name it and the counters are left
 * out; the message says so at the top with 'Réessayer', and the lists, which need the shop's id
 * only, show as usual.
 */
export const ShopLoadError: Story = {
  parameters: { msw: { handlers: mockApi({ shop: 'error' }) } },
  play: async ({ canvasElement }) => {
    await findTitle(canvasElement, fr('Bonjour !'));
    await checkShopLoadError(canvasElement);
    await expect(within(canvasElement).queryByRole('group', { name: 'Récompenses attribuées' })).toBeNull();
    await expect(
      card(canvasElement, 'Dernières récompenses configurées').getByText('Merci ambassadeur'),
    ).toBeVisible();
  },
};

/** Every kind of thing to do at once, on a desk: a connection to renew, publications, requests, stories. */
export const TodoEverything: Story = {
  parameters: { msw: { handlers: everythingToDo } },
  globals: DESK,
  play: async ({ canvasElement }) => {
    await checkEverythingToDo(canvasElement);
    await expect(todoSection(canvasElement).getByRole('link', { name: 'Voir les stories' })).toHaveAttribute(
      'href',
      '/instagram/contents',
    );
  },
};

/**
 * The same on a phone: one row each, the action under its text, 44 px or more. No story
 * automation is live, so the stories lead to setting one up.
 */
export const TodoEverythingOnPhone: Story = {
  parameters: {
    msw: { handlers: mockApi('full', { seed: { ...everythingSeed, automations: [] } }) },
  },
  globals: PHONE,
  play: async ({ canvasElement }) => {
    await checkEverythingToDo(canvasElement);
    const todo = todoSection(canvasElement);
    // Known once the automations are read, beside the to-do.
    await expect(await todo.findByRole('link', { name: 'Automatiser les messages' })).toHaveAttribute(
      'href',
      '/automations',
    );
    for (const action of [
      ...todo.getAllByRole('link'),
      ...todo.getAllByRole('button', { name: /^(Accepter|Refuser)$/ }),
    ]) {
      await expect(action.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    }
    // Nothing of the to-do runs past the phone's width.
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  },
};

/** The to-do in English, on a phone. */
export const TodoInEnglishOnPhone: Story = {
  parameters: { msw: { handlers: everythingToDo } },
  globals: { ...PHONE, locale: 'en' },
  play: async ({ canvasElement }) => {
    await findTitle(canvasElement, 'Hello Maison Lumière!');
    await waitForIdle(canvasElement);
    const todo = card(canvasElement, 'To do');
    await expect(todo.getByText('Your Instagram connection needs renewing')).toBeVisible();
    await expect(todo.getByText(/^\d+ posts to reward$/)).toBeVisible();
    await expect(todo.getByText('2 use requests waiting')).toBeVisible();
    await expect(await todo.findAllByRole('button', { name: 'Accept' })).toHaveLength(2);
    await expect(todo.getByText(/^The first one disappears in /)).toBeVisible();
  },
};

/** Everything is done: a calm line instead of the rows. */
export const NothingToDo: Story = {
  parameters: { msw: { handlers: mockApi({ default: 'full', todo: 'empty' }) } },
  globals: PHONE,
  play: async ({ canvasElement }) => {
    await findTitle(canvasElement, TITLES.home);
    await waitForIdle(canvasElement);
    const todo = todoSection(canvasElement);
    await expect(todo.getByText('Rien à traiter : tout est à jour.')).toBeVisible();
    await expect(todo.queryByRole('link')).toBeNull();
  },
};

/** The to-do could not be read: it says so with a retry, and the rest of the home shows. */
export const TodoLoadError: Story = {
  parameters: { msw: { handlers: mockApi({ default: 'full', todo: 'error' }) } },
  globals: PHONE,
  play: async ({ canvasElement }) => {
    await findTitle(canvasElement, TITLES.home);
    await waitForIdle(canvasElement);
    const todo = todoSection(canvasElement);
    await expect(todo.getByRole('alert')).toHaveTextContent(
      'Impossible de charger ce qu’il reste à traiter.',
    );
    await expect(todo.getByRole('button', { name: 'Réessayer' })).toBeVisible();
    await expect(card(canvasElement, 'Récompenses récentes').getAllByRole('row')).toHaveLength(6);
    await expect(card(canvasElement, 'Contenus clients').getAllByRole('img')).toHaveLength(12);
  },
};

/** The settled home's to-do section and its newest use request. */
const settledTodo = async (canvasElement: HTMLElement) => {
  await findTitle(canvasElement, TITLES.home);
  await waitForIdle(canvasElement);
  return { todo: todoSection(canvasElement), request: await requestOf(canvasElement, '@') };
};

/** Accepting a use request from the home: the row leaves, the count follows, one toast says it. */
export const AcceptInPlace: Story = {
  globals: PHONE,
  play: async ({ canvasElement, step }) => {
    const { todo, request } = await settledTodo(canvasElement);
    await step('accept the newest request', async () => {
      await userEvent.click(within(request).getByRole('button', { name: 'Accepter' }));
    });
    await step('it leaves the list; one request is left', async () => {
      await waitFor(() => expect(request).not.toBeInTheDocument());
      await expect(
        await toasts(canvasElement).findByText('Demande acceptée : la récompense est utilisée.'),
      ).toBeVisible();
      await expect(await todo.findByText('1 demande d’utilisation en attente')).toBeVisible();
    });
    await waitForIdle(canvasElement);
  },
};

/** Refusing asks first; confirmed, the request leaves the list. */
export const RefuseWithConfirmation: Story = {
  globals: PHONE,
  play: async ({ canvasElement, step }) => {
    const { todo, request } = await settledTodo(canvasElement);
    await step('refuse: a confirmation first', async () => {
      await userEvent.click(within(request).getByRole('button', { name: 'Refuser' }));
      const dialog = await page(canvasElement).findByRole('dialog', { name: fr('Refuser la demande ?') });
      await expect(dialog).toHaveTextContent('ne pourra pas utiliser sa récompense.');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Refuser' }));
    });
    await step('confirmed: the request leaves the list', async () => {
      await waitFor(() => expect(request).not.toBeInTheDocument());
      await expect(await todo.findByText('1 demande d’utilisation en attente')).toBeVisible();
      await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).toBeNull());
    });
    await waitForIdle(canvasElement);
  },
};

/** The accept fails: its row says so and stays, its buttons ready to try again. */
const acceptFailing = (() => {
  const api = mockApi();
  const fails = http.put('*/api/discounts/:id/accept', () =>
    HttpResponse.json({ status: 500, message: 'errors.http' }, { status: 500 }),
  );
  return { ...api, rewards: [fails, ...api.rewards] };
})();

export const AcceptFails: Story = {
  parameters: { msw: { handlers: acceptFailing } },
  globals: PHONE,
  play: async ({ canvasElement }) => {
    await findTitle(canvasElement, TITLES.home);
    await waitForIdle(canvasElement);
    const request = await requestOf(canvasElement, '@');
    await userEvent.click(within(request).getByRole('button', { name: 'Accepter' }));
    await expect(await within(request).findByRole('alert')).toHaveTextContent(
      'Impossible d’accepter la demande.',
    );
    await expect(request).toBeInTheDocument();
    await expect(within(request).getByRole('button', { name: 'Accepter' })).toBeEnabled();
    await expect(todoSection(canvasElement).getByText('2 demandes d’utilisation en attente')).toBeVisible();
    await waitForIdle(canvasElement);
  },
};

/** No Instagram account connected: the to-do leads to where it is connected. */
export const ConnectionToFix: Story = {
  parameters: { msw: { handlers: mockApi('full', { seed: { socialAccounts: [] } }) } },
  globals: DESK,
  play: async ({ canvasElement }) => {
    await findTitle(canvasElement, TITLES.home);
    await waitForIdle(canvasElement);
    const todo = todoSection(canvasElement);
    await expect(todo.getByText('Votre compte Instagram n’est pas connecté')).toBeVisible();
    await expect(todo.getByRole('link', { name: 'Connecter Instagram' })).toHaveAttribute(
      'href',
      '/instagram/contents',
    );
  },
};
