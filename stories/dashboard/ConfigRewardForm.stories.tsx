import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse, type HttpHandler } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { API_BASE } from '../../dashboard/src/lib/api/client';
import {
  configRewardFixtures,
  mockApi,
  shopFixture,
  uniqueCodeConfigFixtures,
} from '../../dashboard/src/testing';
import { screenMeta } from '../../.storybook/screen';
import { checkShopLoadError, findTitle, fr, toasts, waitForIdle } from './screenPlay';

// The configured reward form (SPEC §2 /rewards/{type}/add and /rewards/{type}/{id}, rules of §5).
const meta = {
  title: 'dashboard/ConfigRewardForm',
  ...screenMeta({ path: '/rewards/code/add', session: 'signed-in' }),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const CREATE_TITLE = 'Nouvelle récompense';

/** The form, once the page has its title and the shop (the form replaces a spinner). */
async function rewardForm(canvasElement: HTMLElement, title = CREATE_TITLE) {
  await findTitle(canvasElement, title);
  return within(await within(canvasElement).findByRole('form', { name: title }));
}

const typeSelect = (form: ReturnType<typeof within>) =>
  form.getByRole('combobox', { name: /^Type de récompense/ });
const contentTypes = (form: ReturnType<typeof within>) =>
  form.getByRole('group', { name: /^Types de contenu récompensés/ });
const dates = (form: ReturnType<typeof within>) => ({
  start: form.getByLabelText(/^Début/),
  end: form.getByLabelText(/^Fin/),
});

/** Presses the form's create button. */
const create = async (form: ReturnType<typeof within>) =>
  userEvent.click(form.getByRole('button', { name: 'Créer la récompense' }));

/** The mock API with `handler` answering first in the configured rewards' group. */
function configRewardsFirst(handler: HttpHandler) {
  const api = mockApi();
  return { ...api, configRewards: [handler, ...api.configRewards] };
}

/** A promo code: its type preset from the path, the code asked for, the place online by default. */
export const CreateCode: Story = {
  play: async ({ canvasElement }) => {
    const form = await rewardForm(canvasElement);
    await expect(typeSelect(form)).toHaveValue('code');
    await expect(typeSelect(form)).toBeEnabled();
    await expect(form.getByRole('textbox', { name: /^Code promo/ })).toHaveValue('');
    await expect(form.queryByRole('spinbutton', { name: /^Pourcentage/ })).toBeNull();
    await expect(form.getByRole('combobox', { name: 'Lieu d’utilisation' })).toHaveValue('online');
    await expect(within(contentTypes(form)).getAllByRole('checkbox')).toHaveLength(4);
    await expect(form.getByRole('spinbutton', { name: /^Quantité/ })).toHaveValue(null);
    await expect(form.getByRole('link', { name: 'Retour' })).toHaveAttribute('href', '/rewards');
  },
};

/** SPEC §9: a percent starts at the default percent of 0, shown until changed. */
export const CreatePercent: Story = {
  parameters: { screen: { path: '/rewards/percent/add' } },
  play: async ({ canvasElement }) => {
    const form = await rewardForm(canvasElement);
    await expect(typeSelect(form)).toHaveValue('percent');
    await expect(form.getByRole('spinbutton', { name: /^Pourcentage de réduction/ })).toHaveValue(0);
    await expect(form.queryByRole('textbox', { name: /^Code promo/ })).toBeNull();
    await expect(form.getByText('Facultative.')).toBeVisible();
  },
};

/** A voucher: no code nor percent, the description required instead. */
export const CreateVoucher: Story = {
  parameters: { screen: { path: '/rewards/voucher/add' } },
  play: async ({ canvasElement }) => {
    const form = await rewardForm(canvasElement);
    await expect(typeSelect(form)).toHaveValue('voucher');
    await expect(form.getByRole('textbox', { name: /^Description/ })).toBeRequired();
    await expect(form.queryByRole('textbox', { name: /^Code promo/ })).toBeNull();
    await expect(form.queryByRole('spinbutton', { name: /^Pourcentage/ })).toBeNull();
  },
};

/** Any other reward: the description says what it is. */
export const CreateOther: Story = {
  parameters: { screen: { path: '/rewards/other/add' } },
  play: async ({ canvasElement }) => {
    const form = await rewardForm(canvasElement);
    await expect(typeSelect(form)).toHaveValue('other');
    await expect(form.getByRole('textbox', { name: /^Description/ })).toBeRequired();
  },
};

/** A valid code saved: the toast says so and the reward tops the configured rewards. */
export const CreateAndSave: Story = {
  play: async ({ canvasElement, step }) => {
    const form = await rewardForm(canvasElement);
    await step('fill a code for stories, limited to 30', async () => {
      await userEvent.type(form.getByRole('textbox', { name: /^Code promo/ }), 'BIENVENUE');
      await userEvent.click(within(contentTypes(form)).getByRole('checkbox', { name: 'Story' }));
      await userEvent.type(form.getByRole('spinbutton', { name: /^Quantité/ }), '30');
      await create(form);
    });
    await expect(await toasts(canvasElement).findByText('La récompense a été créée.')).toBeVisible();
    await step('back on /rewards, the new code comes first', async () => {
      await findTitle(canvasElement, 'Récompenses');
      const list = within(
        await within(canvasElement).findByRole('table', { name: 'Récompenses configurées' }),
      );
      await waitFor(() => expect(list.getAllByRole('row')).toHaveLength(7));
      const first = list.getAllByRole('row')[1] as HTMLElement;
      await expect(within(first).getByRole('rowheader')).toHaveTextContent('BIENVENUE');
      await expect(first).toHaveTextContent('Story');
      await expect(first).toHaveTextContent('30');
    });
    await waitForIdle(canvasElement);
  },
};

/** Editing: the reward is loaded before the page shows, every field holding its value. */
export const Edit: Story = {
  parameters: { screen: { path: '/rewards/voucher/3' } },
  play: async ({ canvasElement }) => {
    const form = await rewardForm(canvasElement, 'Modifier la récompense');
    await expect(typeSelect(form)).toHaveValue('voucher');
    // The type of an existing reward does not change.
    await expect(typeSelect(form)).toBeDisabled();
    await expect(form.getByText('Le type d’une récompense existante ne change pas.')).toBeVisible();
    const contents = within(contentTypes(form));
    await expect(contents.getByRole('checkbox', { name: 'Story' })).toBeChecked();
    await expect(contents.getByRole('checkbox', { name: 'Publication' })).not.toBeChecked();
    await expect(form.getByRole('textbox', { name: /^Description/ })).toHaveValue('Bon d’achat de 20 €');
    await expect(dates(form).start).toHaveValue('2026-01-01');
    await expect(dates(form).end).toHaveValue('2026-12-31');
    await expect(form.getByRole('combobox', { name: 'Lieu d’utilisation' })).toHaveValue('shop');
    await expect(form.getByRole('spinbutton', { name: /^Quantité/ })).toHaveValue(20);
    await expect(form.getByRole('button', { name: 'Enregistrer' })).toBeEnabled();
  },
};

/** Saving an edit toasts it and goes back to /rewards, where the reward shows its new quantity. */
export const EditAndSave: Story = {
  parameters: { screen: { path: '/rewards/voucher/3' } },
  play: async ({ canvasElement }) => {
    const form = await rewardForm(canvasElement, 'Modifier la récompense');
    const quantity = form.getByRole('spinbutton', { name: /^Quantité/ });
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '40');
    await userEvent.click(form.getByRole('button', { name: 'Enregistrer' }));
    await expect(await toasts(canvasElement).findByText('La récompense a été modifiée.')).toBeVisible();
    await findTitle(canvasElement, 'Récompenses');
    const menu = await within(canvasElement).findByRole('button', {
      name: 'Actions sur la récompense Bon d’achat Bon d’achat de 20 €',
    });
    const row = menu.closest('tr') as HTMLElement;
    // Quantity 40, 5 given, 35 left.
    await waitFor(() =>
      expect(
        within(row)
          .getAllByRole('cell')
          .slice(3, 6)
          .map((cell) => cell.textContent),
      ).toEqual(['40', '5', '35']),
    );
    await waitForIdle(canvasElement);
  },
};

/** SPEC §5: a type is required ('Un type est requis.'); the path named one the plan does not allow. */
export const TypeRequired: Story = {
  parameters: {
    screen: { path: '/rewards/voucher/add' },
    msw: {
      handlers: mockApi('full', { seed: { shop: shopFixture({ discountTypes: ['percent', 'code'] }) } }),
    },
  },
  play: async ({ canvasElement }) => {
    const form = await rewardForm(canvasElement);
    await expect(typeSelect(form)).toHaveValue('');
    await expect(
      within(typeSelect(form))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Choisir un type', 'Réduction', 'Code Promo']);
    await create(form);
    await expect(await form.findByText('Un type est requis.')).toBeVisible();
    await expect(typeSelect(form)).toHaveAccessibleDescription(/Un type est requis\./);
  },
};

/** SPEC §5: at least one social content type. */
export const ContentTypeRequired: Story = {
  play: async ({ canvasElement }) => {
    const form = await rewardForm(canvasElement);
    await userEvent.type(form.getByRole('textbox', { name: /^Code promo/ }), 'MERCI5');
    await create(form);
    await expect(
      await within(contentTypes(form)).findByText('Choisissez au moins un type de contenu.'),
    ).toBeVisible();
    await expect(form.queryByText('Le code est requis.')).toBeNull();
  },
};

/** SPEC §5: a code reward needs its code. */
export const CodeRequired: Story = {
  play: async ({ canvasElement }) => {
    const form = await rewardForm(canvasElement);
    await userEvent.click(within(contentTypes(form)).getByRole('checkbox', { name: 'Publication' }));
    await create(form);
    await expect(await form.findByText('Le code est requis.')).toBeVisible();
    await expect(form.getByRole('textbox', { name: /^Code promo/ })).toHaveAccessibleDescription(
      /Le code est requis\./,
    );
  },
};

/** SPEC §5 and §9: a percent reward may not keep the default percent of 0. */
export const PercentNotZero: Story = {
  parameters: { screen: { path: '/rewards/percent/add' } },
  play: async ({ canvasElement }) => {
    const form = await rewardForm(canvasElement);
    await userEvent.click(within(contentTypes(form)).getByRole('checkbox', { name: 'Story' }));
    await create(form);
    await expect(await form.findByText('Indiquez un pourcentage entre 1 et 100.')).toBeVisible();
    await expect(form.getByRole('spinbutton', { name: /^Pourcentage/ })).toHaveAccessibleDescription(
      /Indiquez un pourcentage entre 1 et 100\./,
    );
  },
};

/** SPEC §5: a voucher or another reward needs a description. */
export const DescriptionRequired: Story = {
  parameters: { screen: { path: '/rewards/other/add' } },
  play: async ({ canvasElement }) => {
    const form = await rewardForm(canvasElement);
    await userEvent.click(within(contentTypes(form)).getByRole('checkbox', { name: 'Story' }));
    await create(form);
    await expect(await form.findByText('La description est requise.')).toBeVisible();
    await expect(form.getByRole('textbox', { name: /^Description/ })).toHaveAccessibleDescription(
      /La description est requise\./,
    );
  },
};

/** Fills a valid code and the validity dates given ('' leaves a date empty), then creates. */
async function codeWithDates(canvasElement: HTMLElement, start: string, end: string) {
  const form = await rewardForm(canvasElement);
  await userEvent.type(form.getByRole('textbox', { name: /^Code promo/ }), 'MERCI5');
  await userEvent.click(within(contentTypes(form)).getByRole('checkbox', { name: 'Publication' }));
  if (start) await userEvent.type(dates(form).start, start);
  if (end) await userEvent.type(dates(form).end, end);
  await create(form);
  return form;
}

/** SPEC §5: one validity date alone is refused; both dates say so. */
export const OneDateOnly: Story = {
  play: async ({ canvasElement }) => {
    const message = 'Les deux dates doivent être remplies.';
    const form = await codeWithDates(canvasElement, '2026-12-01', '');
    await expect(await form.findAllByText(message)).toHaveLength(2);
    await expect(dates(form).start).toHaveAccessibleDescription(new RegExp(message));
    await expect(dates(form).end).toHaveAccessibleDescription(new RegExp(message));
    await expect(dates(form).end).toHaveAttribute('aria-invalid', 'true');
  },
};

/** SPEC §5: the start must not come after the end; both dates say so. */
export const StartAfterEnd: Story = {
  play: async ({ canvasElement }) => {
    const message = 'La date de début doit précéder la date de fin.';
    const form = await codeWithDates(canvasElement, '2026-12-31', '2026-12-01');
    await expect(await form.findAllByText(message)).toHaveLength(2);
    await expect(dates(form).start).toHaveAccessibleDescription(new RegExp(message));
    await expect(dates(form).end).toHaveAccessibleDescription(new RegExp(message));
  },
};

/** SPEC §5: the quantity may not be negative (a pasted value, sent before the field corrects it). */
export const NegativeQuantity: Story = {
  play: async ({ canvasElement }) => {
    const form = await rewardForm(canvasElement);
    await userEvent.type(form.getByRole('textbox', { name: /^Code promo/ }), 'MERCI5');
    await userEvent.click(within(contentTypes(form)).getByRole('checkbox', { name: 'Publication' }));
    const quantity = form.getByRole('spinbutton', { name: /^Quantité/ });
    await userEvent.click(quantity);
    await userEvent.paste('-3');
    await userEvent.keyboard('{Enter}');
    await expect(await form.findByText('La quantité ne peut pas être négative.')).toBeVisible();
    await expect(quantity).toHaveAccessibleDescription(/La quantité ne peut pas être négative\./);
  },
};

/** SPEC §8: the save failing toasts form.config_reward_form.error; every typed value stays. */
export const SaveError: Story = {
  parameters: {
    msw: {
      handlers: configRewardsFirst(
        http.post(`*${API_BASE}/config_discount_codes`, () =>
          HttpResponse.json({ status: 500, message: 'form.config_reward_form.error' }, { status: 500 }),
        ),
      ),
    },
  },
  play: async ({ canvasElement }) => {
    const form = await rewardForm(canvasElement);
    await userEvent.type(form.getByRole('textbox', { name: /^Code promo/ }), 'MERCI10');
    await userEvent.click(within(contentTypes(form)).getByRole('checkbox', { name: 'Publication' }));
    await userEvent.type(form.getByRole('textbox', { name: /^Description/ }), 'Pour nos ambassadeurs');
    await userEvent.type(form.getByRole('spinbutton', { name: /^Quantité/ }), '4');
    await create(form);
    await expect(
      await toasts(canvasElement).findByText("Impossible d'enregistrer la récompense configurée."),
    ).toBeVisible();
    await findTitle(canvasElement, CREATE_TITLE);
    await expect(form.getByRole('textbox', { name: /^Code promo/ })).toHaveValue('MERCI10');
    await expect(within(contentTypes(form)).getByRole('checkbox', { name: 'Publication' })).toBeChecked();
    await expect(form.getByRole('textbox', { name: /^Description/ })).toHaveValue('Pour nos ambassadeurs');
    await expect(form.getByRole('spinbutton', { name: /^Quantité/ })).toHaveValue(4);
    await expect(form.getByRole('button', { name: 'Créer la récompense' })).toBeEnabled();
  },
};

/** SPEC §8: a reward that cannot be loaded toasts 'Accès à la récompense impossible.'. */
export const LoadError: Story = {
  parameters: { screen: { path: '/rewards/code/99' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await toasts(canvasElement).findByText('Accès à la récompense impossible.')).toBeVisible();
    await expect(
      await canvas.findByText('Cette récompense est introuvable ou n’a pas pu être chargée.'),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Retour aux récompenses' })).toHaveAttribute(
      'href',
      '/rewards',
    );
    await expect(canvas.queryByRole('heading', { name: 'Modifier la récompense' })).toBeNull();
  },
};

export const InEnglish: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const form = await rewardForm(canvasElement, 'New reward');
    await expect(form.getByRole('textbox', { name: /^Promo code/ })).toBeVisible();
    await userEvent.click(form.getByRole('button', { name: 'Create the reward' }));
    await expect(await form.findByText('The code is required.')).toBeVisible();
  },
};

const UNIQUE = 'Code unique par ambassadeur';
const uniqueSwitch = (form: ReturnType<typeof within>) => form.getByRole('switch', { name: UNIQUE });

/** One code per ambassador on an online percent: each ambassador's code is made by the store. */
export const UniqueCodesOn: Story = {
  parameters: { screen: { path: '/rewards/percent/add' } },
  play: async ({ canvasElement }) => {
    const form = await rewardForm(canvasElement);
    await userEvent.click(await form.findByRole('switch', { name: UNIQUE }));
    await expect(uniqueSwitch(form)).toBeChecked();
    await expect(uniqueSwitch(form)).toHaveAccessibleDescription(/Chaque ambassadeur reçoit son propre code/);
    await expect(form.getByRole('spinbutton', { name: /^Pourcentage de réduction/ })).toBeVisible();
    await waitForIdle(canvasElement);
  },
};

/** Off (the default) for a promo code: the shared code is asked for, as before. */
export const UniqueCodesOff: Story = {
  play: async ({ canvasElement }) => {
    const form = await rewardForm(canvasElement);
    await expect(await form.findByRole('switch', { name: UNIQUE })).not.toBeChecked();
    await expect(form.getByRole('textbox', { name: /^Code promo/ })).toBeVisible();
    await expect(form.queryByRole('combobox', { name: 'Valeur de chaque code' })).toBeNull();
    await waitForIdle(canvasElement);
  },
};

/** A promo code with unique codes: no code to type, each one worth an amount in the store's currency. */
export const UniqueCodeWithAmount: Story = {
  play: async ({ canvasElement }) => {
    const form = await rewardForm(canvasElement);
    await userEvent.click(await form.findByRole('switch', { name: UNIQUE }));
    await expect(form.queryByRole('textbox', { name: /^Code promo/ })).toBeNull();
    await userEvent.selectOptions(
      form.getByRole('combobox', { name: 'Valeur de chaque code' }),
      'Un montant',
    );
    const amount = form.getByRole('spinbutton', { name: /^Montant de la réduction/ });
    await expect(amount).toHaveAccessibleDescription('Dans la devise de votre boutique en ligne.');
    await userEvent.type(amount, '10');
    await waitForIdle(canvasElement);
  },
};

/** Neither a percent nor an amount for each unique code: the rule says so. */
export const UniqueCodeWithoutValue: Story = {
  play: async ({ canvasElement }) => {
    const form = await rewardForm(canvasElement);
    await userEvent.click(await form.findByRole('switch', { name: UNIQUE }));
    await userEvent.click(within(contentTypes(form)).getByRole('checkbox', { name: 'Publication' }));
    await create(form);
    await expect(
      await form.findByText('Indiquez un pourcentage ou un montant supérieur à 0, l’un des deux.'),
    ).toBeVisible();
  },
};

/** No store connected: the option's help says so and where to connect one; it can still be saved. */
export const UniqueCodesWithoutStore: Story = {
  parameters: {
    screen: { path: '/rewards/percent/add' },
    msw: { handlers: mockApi({ onlineStore: 'empty' }) },
  },
  play: async ({ canvasElement }) => {
    const form = await rewardForm(canvasElement);
    const option = await form.findByRole('switch', { name: UNIQUE });
    await waitFor(() =>
      expect(option).toHaveAccessibleDescription(
        fr(
          'Aucune boutique en ligne n’est connectée : connectez-la dans Mon compte › Boutique en ligne avant d’attribuer cette récompense.',
        ),
      ),
    );
    await expect(form.getByRole('link', { name: 'Mon compte › Boutique en ligne' })).toHaveAttribute(
      'href',
      '/account/online-store',
    );
    await userEvent.click(option);
    await expect(option).toBeChecked();
    await waitForIdle(canvasElement);
  },
};

/** Editing a promo code with unique codes worth 10 € each: the amount shows, no shared code. */
export const EditUniqueCodeAmount: Story = {
  parameters: {
    screen: { path: '/rewards/code/6' },
    msw: {
      handlers: mockApi('full', {
        seed: { configRewards: [...uniqueCodeConfigFixtures(), ...configRewardFixtures()] },
      }),
    },
  },
  play: async ({ canvasElement }) => {
    const form = await rewardForm(canvasElement, 'Modifier la récompense');
    await expect(uniqueSwitch(form)).toBeChecked();
    await expect(form.getByRole('combobox', { name: 'Valeur de chaque code' })).toHaveValue('amount');
    await expect(form.getByRole('spinbutton', { name: /^Montant de la réduction/ })).toHaveValue(10);
    await expect(form.queryByRole('textbox', { name: /^Code promo/ })).toBeNull();
    await waitForIdle(canvasElement);
  },
};

export const UniqueCodesInEnglish: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const form = await rewardForm(canvasElement, 'New reward');
    await userEvent.click(await form.findByRole('switch', { name: 'One code per ambassador' }));
    await expect(form.getByRole('combobox', { name: 'Value of each code' })).toHaveValue('percent');
    await waitForIdle(canvasElement);
  },
};

/** SPEC §8: the form needs the shop (its reward types); when it cannot be loaded, that is said instead. */
export const ShopLoadError: Story = {
  parameters: { msw: { handlers: mockApi({ shop: 'error' }) } },
  play: async ({ canvasElement }) => {
    await findTitle(canvasElement, 'Nouvelle récompense');
    await checkShopLoadError(canvasElement);
    await expect(within(canvasElement).queryByRole('button', { name: 'Créer la récompense' })).toBeNull();
  },
};
