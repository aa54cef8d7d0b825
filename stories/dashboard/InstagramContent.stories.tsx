import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { mockApi, shopFixture } from '../../dashboard/src/testing';
import { screenMeta } from '../../.storybook/screen';
import { checkShopLoadError, findTitle, toasts, waitForIdle } from './screenPlay';

// A content and its reward form (SPEC §2, §5): lea.martin's newest post, not rewarded yet.
const meta = {
  title: 'dashboard/Instagram/Content',
  ...screenMeta({ path: '/instagram/contents/116', session: 'signed-in' }),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const TITLE = 'Publication de @lea.martin';
// Testing Library's text matching reads the catalogue's non-breaking spaces as plain ones.
const COMMENT = 'Merci @lea.martin ! Une récompense vous attend : retrouvez-la dans l’app merci.';

/** The reward form, once the content and the configured rewards have loaded. */
async function rewardForm(canvasElement: HTMLElement) {
  await findTitle(canvasElement, TITLE);
  const form = within(await within(canvasElement).findByRole('form', { name: 'Attribuer une récompense' }));
  await waitForIdle(canvasElement);
  return form;
}

/** Switches the form to a custom reward and picks its type ('' leaves the placeholder). */
async function customReward(canvasElement: HTMLElement, type: '' | 'percent' | 'code' | 'voucher' | 'other') {
  const form = await rewardForm(canvasElement);
  await userEvent.click(form.getByRole('switch', { name: 'Créer une récompense personnalisée' }));
  if (type) await userEvent.selectOptions(form.getByRole('combobox', { name: /^Type de récompense/ }), type);
  return form;
}

/** Sends the form; nothing is given while a field is wrong. */
async function send(form: ReturnType<typeof within>) {
  await userEvent.click(form.getByRole('button', { name: 'Envoyer' }));
}

/** The form: the valid configured rewards for a post, and the custom reward toggle. */
export const AssignForm: Story = {
  play: async ({ canvasElement }) => {
    const form = await rewardForm(canvasElement);
    await expect(form.getAllByRole('radio')).toHaveLength(3);
    await expect(form.getByRole('radio', { name: /Merci ambassadeur/ })).not.toBeChecked();
    await expect(form.getByRole('switch', { name: 'Créer une récompense personnalisée' })).not.toBeChecked();
    await expect(form.getByRole('link', { name: 'Retour' })).toHaveAttribute('href', '/instagram/contents');
  },
};

/** SPEC §2: pick a configured reward, send: the confirmation with the comment to copy. */
export const AssignConfiguredReward: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const form = await rewardForm(canvasElement);
    await step('pick "Merci ambassadeur" and send', async () => {
      await userEvent.click(form.getByRole('radio', { name: /Merci ambassadeur/ }));
      await send(form);
    });
    await step('the confirmation: the reward, the comment and its copy button', async () => {
      await expect(await toasts(canvasElement).findByText('La récompense a été attribuée.')).toBeVisible();
      await expect(await canvas.findByText('Récompense attribuée !')).toBeVisible();
      const section = within(canvas.getByRole('region', { name: 'Récompense de la publication' }));
      await expect(section.getByText('Merci ambassadeur')).toBeVisible();
      await expect(section.getByText(COMMENT)).toBeVisible();
      await expect(section.getByRole('button', { name: 'Copier le commentaire' })).toBeVisible();
      await expect(section.getByRole('link', { name: 'Voir la publication sur Instagram' })).toHaveAttribute(
        'href',
        'https://www.instagram.com/p/MERCI116/',
      );
      await expect(canvas.queryByRole('button', { name: 'Envoyer' })).not.toBeInTheDocument();
    });
    await waitForIdle(canvasElement);
  },
};

/** SPEC §5: a configured reward must be chosen before sending. */
export const ConfiguredRewardRequired: Story = {
  play: async ({ canvasElement }) => {
    const form = await rewardForm(canvasElement);
    await send(form);
    await expect(await form.findByRole('alert')).toHaveTextContent('Choisissez une récompense.');
  },
};

/** SPEC §5: a custom reward needs a type. */
export const CustomTypeRequired: Story = {
  play: async ({ canvasElement }) => {
    const form = await customReward(canvasElement, '');
    await send(form);
    await expect(await form.findByText('Un type est requis.')).toBeVisible();
    await expect(form.getByRole('combobox', { name: /^Type de récompense/ })).toHaveAccessibleDescription(
      'Un type est requis.',
    );
  },
};

/** SPEC §5: a promo code reward needs its code. */
export const CustomCodeRequired: Story = {
  play: async ({ canvasElement }) => {
    const form = await customReward(canvasElement, 'code');
    await send(form);
    await expect(await form.findByText('Le code est requis.')).toBeVisible();
    await expect(form.getByRole('textbox', { name: /^Code promo/ })).toHaveAccessibleDescription(
      /Le code est requis\./,
    );
  },
};

/**
 * SPEC §5: a percent reward needs a percent between 1 and 100, never 0: a 0 typed is raised to 1
 * when the field is left, and an empty percent is refused.
 */
export const CustomPercentNotZero: Story = {
  play: async ({ canvasElement, step }) => {
    const form = await customReward(canvasElement, 'percent');
    const percent = form.getByRole('spinbutton', { name: /^Pourcentage de réduction/ });
    await step('0 becomes 1 on leaving the field', async () => {
      await userEvent.type(percent, '0');
      await userEvent.tab();
      await expect(percent).toHaveValue(1);
    });
    await userEvent.clear(percent);
    await send(form);
    await expect(await form.findByText('Indiquez un pourcentage entre 1 et 100.')).toBeVisible();
    await expect(percent).toHaveAccessibleDescription(/Indiquez un pourcentage entre 1 et 100\./);
  },
};

/** SPEC §5: a voucher (like an 'other' reward) needs a description. */
export const CustomDescriptionRequired: Story = {
  play: async ({ canvasElement }) => {
    const form = await customReward(canvasElement, 'voucher');
    await send(form);
    await expect(await form.findByText('La description est requise.')).toBeVisible();
    await expect(form.getByRole('textbox', { name: /^Description/ })).toHaveAccessibleDescription(
      /La description est requise\./,
    );
  },
};

/** Fills the promo code and the validity dates given ('' leaves a date empty). */
async function codeWithDates(canvasElement: HTMLElement, start: string, end: string) {
  const form = await customReward(canvasElement, 'code');
  await userEvent.type(form.getByRole('textbox', { name: /^Code promo/ }), 'MERCI5');
  const dates = { start: form.getByLabelText(/^Début/), end: form.getByLabelText(/^Fin/) };
  if (start) await userEvent.type(dates.start, start);
  if (end) await userEvent.type(dates.end, end);
  await send(form);
  return { form, dates };
}

/** SPEC §5: one validity date alone is refused; both dates say so. */
export const CustomOneDateOnly: Story = {
  play: async ({ canvasElement }) => {
    const message = 'Les deux dates doivent être remplies.';
    const { form, dates } = await codeWithDates(canvasElement, '2026-12-01', '');
    await expect(await form.findAllByText(message)).toHaveLength(2);
    await expect(dates.start).toHaveAccessibleDescription(new RegExp(message));
    await expect(dates.end).toHaveAccessibleDescription(new RegExp(message));
  },
};

/** SPEC §5: the start must not come after the end; both dates say so. */
export const CustomStartAfterEnd: Story = {
  play: async ({ canvasElement }) => {
    const message = 'La date de début doit précéder la date de fin.';
    const { form, dates } = await codeWithDates(canvasElement, '2026-12-31', '2026-12-01');
    await expect(await form.findAllByText(message)).toHaveLength(2);
    await expect(dates.start).toHaveAccessibleDescription(new RegExp(message));
    await expect(dates.end).toHaveAccessibleDescription(new RegExp(message));
  },
};

/** A valid custom reward is given like a configured one. */
export const AssignCustomReward: Story = {
  play: async ({ canvasElement }) => {
    const { form } = await codeWithDates(canvasElement, '2026-12-01', '2026-12-31');
    await expect(await within(canvasElement).findByText('Récompense attribuée !')).toBeVisible();
    await expect(form.queryByRole('button', { name: 'Envoyer' })).not.toBeInTheDocument();
    await expect(within(canvasElement).getByText('MERCI5')).toBeVisible();
    await waitForIdle(canvasElement);
  },
};

/** A shop whose plan allows no reward type: configured rewards only, no toggle. */
export const NoCustomTypes: Story = {
  parameters: {
    msw: { handlers: mockApi('full', { seed: { shop: shopFixture({ discountTypes: [] }) } }) },
  },
  play: async ({ canvasElement }) => {
    const form = await rewardForm(canvasElement);
    await expect(form.getAllByRole('radio')).toHaveLength(3);
    await expect(form.queryByRole('switch')).not.toBeInTheDocument();
  },
};

/** An already rewarded content shows its reward and comment instead of the form. */
export const AlreadyRewarded: Story = {
  parameters: { screen: { path: '/instagram/contents/115' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findTitle(canvasElement, 'Publication de @hugo_voyage');
    await expect(await canvas.findByText('Cette publication a déjà été récompensée.')).toBeVisible();
    await expect(canvas.getByText('Merci ambassadeur')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Copier le commentaire' })).toBeVisible();
    await expect(canvas.queryByRole('form', { name: 'Attribuer une récompense' })).not.toBeInTheDocument();
    await waitForIdle(canvasElement);
  },
};

/** SPEC §8: the assignment failing toasts 'Impossible d'attribuer la récompense.' and keeps the form. */
export const AssignFailure: Story = {
  parameters: { msw: { handlers: mockApi({ rewards: 'error' }) } },
  play: async ({ canvasElement }) => {
    const form = await rewardForm(canvasElement);
    await userEvent.click(form.getByRole('radio', { name: /Merci ambassadeur/ }));
    await send(form);
    await expect(
      await toasts(canvasElement).findByText("Impossible d'attribuer la récompense."),
    ).toBeVisible();
    await expect(form.getByRole('button', { name: 'Envoyer' })).toBeVisible();
    await expect(within(canvasElement).queryByText('Récompense attribuée !')).not.toBeInTheDocument();
    await waitForIdle(canvasElement);
  },
};

export const InEnglish: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findTitle(canvasElement, 'Post by @lea.martin');
    await expect(await canvas.findAllByRole('radio')).toHaveLength(3);
    await expect(canvas.getByRole('button', { name: 'Send' })).toBeVisible();
    await waitForIdle(canvasElement);
  },
};

/** SPEC §8: the reward form needs the shop (quota, reward types): the content shows, the form's place says why. */
export const ShopLoadError: Story = {
  parameters: { msw: { handlers: mockApi({ shop: 'error' }) } },
  play: async ({ canvasElement }) => {
    await findTitle(canvasElement, /^Publication de @/);
    await checkShopLoadError(canvasElement);
    const section = within(
      within(canvasElement).getByRole('region', { name: 'Récompense de la publication' }),
    );
    await expect(section.getByRole('alert')).toHaveTextContent(
      'Erreur lors de la récupération de la société',
    );
  },
};
