import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  configRewardFixtures,
  currentStoryFixtures,
  mockApi,
  shopFixture,
  socialAccountFixture,
  socialContentFixtures,
  uniqueCodeConfigFixtures,
} from '../../dashboard/src/testing';
import { screenMeta } from '../../.storybook/screen';
import { checkShopLoadError, findTitle, fr, page, toasts, waitForIdle } from './screenPlay';

const meta = {
  title: 'dashboard/Automations',
  ...screenMeta({ path: '/automations', session: 'signed-in' }),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const table = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('table', { name: 'Automatisations de la boutique' });

/** The row of an automation, found by its actions menu. */
async function rowOf(canvasElement: HTMLElement, id: number) {
  const menu = await within(canvasElement).findByRole('button', {
    name: new RegExp(`^Actions sur l’automatisation n° ${id} `),
  });
  const row = menu.closest('tr');
  if (!row) throw new Error(`No row for automation ${id}`);
  return row;
}

/** The shop's three automations: feature, mode, reward, message, 'Nb envoi', next message, state. */
export const Full: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Automatisations' })).toBeVisible();
    const list = within(await table(canvasElement));
    await waitForIdle(canvasElement);
    await expect(list.getAllByRole('row')).toHaveLength(4);
    await expect(list.getByRole('columnheader', { name: 'Nb envoi' })).toBeVisible();
    const thanks = within(await rowOf(canvasElement, 2));
    await expect(thanks.getByRole('rowheader')).toHaveTextContent('Remerciement');
    // A thank-you names a reward in its message (SPEC §5: every automation has one).
    await expect(thanks.getByText('Un café offert')).toBeVisible();
    await expect(thanks.getByText('112')).toBeVisible();
    await expect(thanks.getByText('Active')).toBeVisible();
    const loyalty = within(await rowOf(canvasElement, 1));
    await expect(await loyalty.findByText('Un café offert')).toBeVisible();
    await expect(within(await rowOf(canvasElement, 3)).getByText('Inactive')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Créer une automatisation' })).toHaveAttribute(
      'href',
      '/automations/add',
    );
    // The messages read as an example ambassador would read them, never with a raw `{{username}}`.
    await expect(await table(canvasElement)).not.toHaveTextContent('{{');
    await expect(loyalty.getByText('lea.martin')).toHaveAttribute('data-placeholder', 'username');
    await expect(loyalty.getByText('maison.lumiere')).toHaveAttribute('data-placeholder', 'shop');
  },
};

/** The messages of the list on a phone (375 px): each placeholder's value is a chip. */
export const MessagesOnPhone: Story = {
  globals: { viewport: { value: 'xs' } },
  play: async ({ canvasElement }) => {
    const list = within(await table(canvasElement));
    const rewards = await list.findAllByText('Un café offert en boutique');
    for (const reward of rewards) await expect(reward).toHaveAttribute('data-placeholder', 'reward');
    await expect(list.getAllByText('lea.martin')).toHaveLength(3);
    await expect(await table(canvasElement)).not.toHaveTextContent('{{');
    await waitForIdle(canvasElement);
  },
};

/** The messages of the list on a desk (1440 px), in English. */
export const MessagesOnDeskInEnglish: Story = {
  globals: { viewport: { value: 'desktop' }, locale: 'en' },
  play: async ({ canvasElement }) => {
    const list = await within(canvasElement).findByRole('table', { name: 'The shop’s automations' });
    const menu = await within(canvasElement).findByRole('button', { name: /^Actions on automation no\. 1 / });
    const loyalty = within(menu.closest('tr') as HTMLElement);
    await expect(await loyalty.findByText('Un café offert in store')).toHaveAttribute(
      'data-placeholder',
      'reward',
    );
    await expect(list).not.toHaveTextContent('{{');
    await waitForIdle(canvasElement);
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: mockApi({ automations: 'empty' }) } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Aucune automatisation pour le moment.'),
    ).toBeVisible();
    await waitForIdle(canvasElement);
  },
};

/** The list failing says which list failed, with a retry. */
export const LoadError: Story = {
  parameters: { msw: { handlers: mockApi({ automations: 'error' }) } },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent('Erreur lors de la récupération des automations');
    await expect(within(alert).getByRole('button', { name: 'Réessayer' })).toBeVisible();
  },
};

/** On a phone (375 px) each row is a card (title, label and value lines, actions); nothing scrolls sideways. */
export const OnAPhone: Story = {
  globals: { viewport: { value: 'xs' } },
  play: async ({ canvasElement }) => {
    await findTitle(canvasElement, 'Automatisations');
    await waitForIdle(canvasElement);
    const table = await within(canvasElement).findByRole('table');
    await expect(within(table).getAllByRole('rowheader').length).toBeGreaterThan(0);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: mockApi({ automations: 'loading' }) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Automatisations' })).toBeVisible();
    await waitFor(() => expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull());
  },
};

/** SPEC §1: a Pro shop is told automations come with Advanced; create and enable are off. */
export const PlanWithoutAutomation: Story = {
  parameters: {
    msw: {
      handlers: mockApi('full', { seed: { shop: shopFixture({ subscriptionOfferType: 'pro' }) } }),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('Les automatisations sont incluses dans l’offre Advanced'),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Voir les offres' })).toHaveAttribute(
      'href',
      '/account/offer',
    );
    await expect(canvas.getByRole('button', { name: 'Créer une automatisation' })).toBeDisabled();
    await waitForIdle(canvasElement);
  },
};

/** SPEC §4: disabling sets today's date; the toast says so and the row turns inactive. */
export const Deactivate: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(
      await within(await rowOf(canvasElement, 2)).findByRole('button', { name: /^Actions sur/ }),
    );
    await userEvent.click(await page(canvasElement).findByRole('menuitem', { name: 'Désactiver' }));
    await expect(await toasts(canvasElement).findByText('Automatisation désactivée.')).toBeVisible();
    await waitFor(async () =>
      expect(within(await rowOf(canvasElement, 2)).getByText('Inactive')).toBeVisible(),
    );
  },
};

/** Archiving asks first, then the automation leaves the list. */
export const Archive: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(
      await within(await rowOf(canvasElement, 2)).findByRole('button', { name: /^Actions sur/ }),
    );
    await userEvent.click(await page(canvasElement).findByRole('menuitem', { name: 'Archiver' }));
    const dialog = await page(canvasElement).findByRole('dialog', {
      name: fr('Archiver cette automatisation ?'),
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Archiver' }));
    // The page is hidden from assistive technologies while the dialog is open.
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).toBeNull());
    await expect(await toasts(canvasElement).findByText('L’automatisation a été archivée.')).toBeVisible();
    await waitFor(async () => expect(within(await table(canvasElement)).getAllByRole('row')).toHaveLength(3));
  },
};

/** The form, empty: submitting shows the rules of SPEC §5 (feature, accepted mode, reward, message). */
export const CreateValidation: Story = {
  parameters: { screen: { path: '/automations/add' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Créer l’automatisation' }));
    await expect(await canvas.findByText('Choisissez une fonctionnalité.')).toBeVisible();
    await expect(canvas.getByText('Acceptez le mode d’envoi automatique.')).toBeVisible();
    await expect(canvas.getByText('Choisissez une récompense.')).toBeVisible();
    await expect(canvas.getByText('Écrivez un message de 1 000 caractères au plus.')).toBeVisible();
    await waitForIdle(canvasElement);
  },
};

/**
 * A thank-you created through the form: the feature, the mode accepted, the reward it names
 * (SPEC §5), a message with the author's and the reward's placeholders inserted by their buttons
 * and previewed; saved, it tops the list with its reward, sent 0 times.
 */
export const Create: Story = {
  parameters: { screen: { path: '/automations/add' } },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('fill the form', async () => {
      await userEvent.selectOptions(
        await canvas.findByRole('combobox', { name: /Fonctionnalité/ }),
        'Remerciement',
      );
      await userEvent.selectOptions(canvas.getByRole('combobox', { name: /Mode d’envoi/ }), 'Automatique');
      const picker = await canvas.findByRole('radiogroup', { name: 'Récompense' });
      await userEvent.click(await within(picker).findByRole('radio', { name: /Un café offert/ }));
      const message = canvas.getByRole('textbox', { name: /^Message/ });
      await userEvent.type(message, 'Merci ');
      await userEvent.click(canvas.getByRole('button', { name: 'pseudo de l’ambassadeur' }));
      await userEvent.type(message, ' pour ta story ! À bientôt : ');
      await userEvent.click(canvas.getByRole('button', { name: 'récompense' }));
      await expect(canvas.getByRole('group', { name: 'Aperçu du message' })).toHaveTextContent(
        'Merci lea.martin pour ta story ! À bientôt : Un café offert en boutique',
      );
    });
    await step('create it', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Créer l’automatisation' }));
      await expect(await toasts(canvasElement).findByText('L’automatisation a été créée.')).toBeVisible();
    });
    await step('it tops the list, sent 0 times', async () => {
      const list = within(await table(canvasElement));
      await waitFor(() => expect(list.getAllByRole('row')).toHaveLength(5));
      const created = within(await rowOf(canvasElement, 4));
      await expect(created.getByRole('rowheader')).toHaveTextContent('Remerciement');
      await expect(created.getByText('Un café offert')).toBeVisible();
      await expect(created.getByText('0')).toBeVisible();
    });
    await waitForIdle(canvasElement);
  },
};

/** A loyalty message: only rewards valid for stories are offered; the preview names the one chosen. */
export const CreateLoyalty: Story = {
  parameters: { screen: { path: '/automations/add' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(
      await canvas.findByRole('combobox', { name: /Fonctionnalité/ }),
      'Fidélité',
    );
    const picker = await canvas.findByRole('radiogroup', { name: 'Récompense' });
    await userEvent.click(await within(picker).findByRole('radio', { name: /Un café offert/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'récompense' }));
    await expect(canvas.getByRole('group', { name: 'Aperçu du message' })).toHaveTextContent(
      'Un café offert en boutique',
    );
    await waitForIdle(canvasElement);
  },
};

/**
 * A loyalty message may give a reward with one code per ambassador: its card says « Code unique »,
 * since each message will create a code in the online store.
 */
export const CreateWithUniqueCodeReward: Story = {
  parameters: {
    screen: { path: '/automations/add' },
    msw: {
      handlers: mockApi('full', {
        seed: { configRewards: [...configRewardFixtures(), ...uniqueCodeConfigFixtures()] },
      }),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(
      await canvas.findByRole('combobox', { name: /Fonctionnalité/ }),
      'Fidélité',
    );
    const picker = within(await canvas.findByRole('radiogroup', { name: 'Récompense' }));
    const unique = await picker.findByRole('radio', { name: /10 € avec votre code/ });
    await expect(within(unique).getByText('Code unique')).toBeVisible();
    await expect(picker.getAllByText('Code unique')).toHaveLength(1);
    const shared = picker.getByRole('radio', { name: /Un café offert/ });
    await expect(within(shared).queryByText('Code unique')).not.toBeInTheDocument();
    await waitForIdle(canvasElement);
  },
};

/** Editing a thank-you: loaded before render, with when its next story message goes and the reward it names. */
export const Edit: Story = {
  parameters: { screen: { path: '/automations/2' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Modifier l’automatisation' }),
    ).toBeVisible();
    await expect(await canvas.findByText(/^Prochain message le /)).toBeVisible();
    await expect(await canvas.findByRole('combobox', { name: /Fonctionnalité/ })).toHaveValue('thanks');
    await expect(await canvas.findByRole('radio', { name: /Un café offert/ })).toBeChecked();
    await expect(canvas.getByRole('group', { name: 'Aperçu du message' })).toHaveTextContent(
      'Merci lea.martin d’avoir partagé maison.lumiere en story ! 💛 Pour ta prochaine visite : Un café offert en boutique.',
    );
    await waitForIdle(canvasElement);
  },
};

/** SPEC §8: an automation that cannot be loaded toasts 'Accès à l'automation impossible.'. */
export const EditUnavailable: Story = {
  parameters: { screen: { path: '/automations/99' } },
  play: async ({ canvasElement }) => {
    await expect(await toasts(canvasElement).findByText("Accès à l'automation impossible.")).toBeVisible();
    await expect(
      await within(canvasElement).findByRole('link', { name: 'Retour aux automatisations' }),
    ).toBeVisible();
  },
};

const storySeed = { socialContents: [...currentStoryFixtures(), ...socialContentFixtures()] };

/**
 * The Instagram-Story view: above the grid, the stories still online with their time left and the
 * status of each automation's message.
 */
export const StoryTimeline: Story = {
  parameters: {
    screen: { path: '/instagram/contents?type=story' },
    msw: { handlers: mockApi('full', { seed: storySeed }) },
  },
  play: async ({ canvasElement }) => {
    const timeline = within(await within(canvasElement).findByRole('region', { name: 'Stories en cours' }));
    await expect(await timeline.findByText('@manon_lifestyle')).toBeVisible();
    await expect(timeline.getByText('Expire dans 7 min')).toBeVisible();
    // Testing Library reads the non-breaking space before ':' as a plain one.
    await expect(timeline.getByText('Échec : quota de récompenses épuisé')).toBeVisible();
    await expect(timeline.getByText('Annulé : story indisponible')).toBeVisible();
    await expect(timeline.getByText('Envoyé')).toBeVisible();
    await expect(timeline.getAllByText(/^Programmé pour \d\d:\d\d$/)).toHaveLength(2);
    await expect(timeline.queryByRole('button', { name: 'Simuler une mention en story' })).toBeNull();
    await waitForIdle(canvasElement);
  },
};

/** In the offline demo, a button has a customer mention the shop in a story: its messages are scheduled. */
export const SimulateStoryMention: Story = {
  parameters: {
    screen: { path: '/instagram/contents?type=story' },
    msw: { handlers: mockApi('full', { seed: storySeed, isDemo: true }) },
  },
  play: async ({ canvasElement }) => {
    const timeline = within(await within(canvasElement).findByRole('region', { name: 'Stories en cours' }));
    await expect(await timeline.findAllByText(/^Programmé pour/)).toHaveLength(2);
    await userEvent.click(await timeline.findByRole('button', { name: 'Simuler une mention en story' }));
    await expect(await toasts(canvasElement).findByText(/^Nouvelle mention en story de @/)).toBeVisible();
    // Two live automations: two more messages scheduled, due now.
    await waitFor(() => expect(timeline.getAllByText(/^Programmé pour/)).toHaveLength(4));
    await waitForIdle(canvasElement);
  },
};

/** Real time is off for the account (its Page no longer subscribes merci): Instagram delivers nothing, and says so. */
export const SimulateStoryMentionWithoutRealTime: Story = {
  parameters: {
    screen: { path: '/instagram/contents?type=story' },
    msw: {
      handlers: mockApi('full', {
        seed: { ...storySeed, socialAccounts: [socialAccountFixture({ webhooks: 'missing' })] },
        isDemo: true,
      }),
    },
  },
  play: async ({ canvasElement }) => {
    const timeline = within(await within(canvasElement).findByRole('region', { name: 'Stories en cours' }));
    await expect(await timeline.findAllByText(/^Programmé pour/)).toHaveLength(2);
    await userEvent.click(await timeline.findByRole('button', { name: 'Simuler une mention en story' }));
    await expect(
      await toasts(canvasElement).findByText(
        'Instagram n’a pas transmis la story : le temps réel est désactivé pour ce compte (voir Compte, Réseaux sociaux).',
      ),
    ).toBeVisible();
    await expect(timeline.getAllByText(/^Programmé pour/)).toHaveLength(2);
    await waitForIdle(canvasElement);
  },
};

/** SPEC §8: without the shop its plan is unknown: the list shows, creating waits for 'Réessayer'. */
export const ShopLoadError: Story = {
  parameters: { msw: { handlers: mockApi({ shop: 'error' }) } },
  play: async ({ canvasElement }) => {
    await checkShopLoadError(canvasElement);
    await expect(
      within(canvasElement).getByRole('button', { name: 'Créer une automatisation' }),
    ).toBeDisabled();
    await expect(await rowOf(canvasElement, 2)).toBeVisible();
  },
};

/** SPEC §8: the form needs the shop; when it cannot be loaded, that is said in its place. */
export const FormShopLoadError: Story = {
  parameters: { screen: { path: '/automations/add' }, msw: { handlers: mockApi({ shop: 'error' }) } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { level: 1, name: 'Nouvelle automatisation' }),
    ).toBeVisible();
    await checkShopLoadError(canvasElement);
    await expect(within(canvasElement).queryByRole('combobox', { name: /Fonctionnalité/ })).toBeNull();
  },
};
