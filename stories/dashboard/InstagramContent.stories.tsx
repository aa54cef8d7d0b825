import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  configRewardFixtures,
  mockApi,
  shopFixture,
  uniqueCodeConfigFixtures,
} from '../../dashboard/src/testing';
import { screenMeta } from '../../.storybook/screen';
import { share, withShareSheet } from '../../.storybook/shareSheet';
import { checkShopLoadError, findTitle, fr, toasts, waitForIdle } from './screenPlay';

// A content and its reward form (SPEC §2, §5): lea.martin's newest post, not rewarded yet.
const meta = {
  title: 'dashboard/Instagram/Content',
  ...screenMeta({ path: '/instagram/contents/116', session: 'signed-in' }),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const TITLE = 'Publication de @lea.martin';
// Testing Library's text matching reads the catalogue's non-breaking spaces as plain ones.
const COMMENT =
  'Merci @lea.martin ! Votre récompense « Merci ambassadeur » vous attend : retrouvez-la dans l’app merci.';
const SUBMIT = { name: 'Récompenser' } as const;

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
  await userEvent.click(form.getByRole('button', SUBMIT));
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

/** The shop's rewards with, after them, the two whose codes the online store makes one per ambassador. */
const withUniqueCodeRewards = {
  msw: {
    handlers: mockApi('full', {
      seed: { configRewards: [...configRewardFixtures(), ...uniqueCodeConfigFixtures()] },
    }),
  },
};

/** A reward with one code per ambassador says so on its card: « Code unique »; the others do not. */
export const UniqueCodeRewards: Story = {
  parameters: withUniqueCodeRewards,
  play: async ({ canvasElement }) => {
    const form = await rewardForm(canvasElement);
    await expect(form.getAllByRole('radio')).toHaveLength(5);
    const unique = form.getByRole('radio', { name: /15 % sur toute la boutique/ });
    await expect(within(unique).getByText('Code unique')).toBeVisible();
    await expect(form.getAllByText('Code unique')).toHaveLength(2);
    const shared = form.getByRole('radio', { name: /Merci ambassadeur/ });
    await expect(within(shared).queryByText('Code unique')).not.toBeInTheDocument();
  },
};

/** The same on a phone, in English. */
export const UniqueCodeRewardsOnPhoneInEnglish: Story = {
  parameters: withUniqueCodeRewards,
  globals: { locale: 'en', viewport: { value: 'xs', isRotated: false } },
  play: async ({ canvasElement }) => {
    await findTitle(canvasElement, 'Post by @lea.martin');
    await waitForIdle(canvasElement);
    const canvas = within(canvasElement);
    await expect(await canvas.findAllByRole('radio')).toHaveLength(5);
    await expect(canvas.getAllByText('Unique code')).toHaveLength(2);
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
    await step('one confirmation: the reward, the comment naming it and its copy button', async () => {
      await expect(await canvas.findByText('Récompense attribuée !')).toBeVisible();
      await expect(toasts(canvasElement).queryByText(/attribuée/)).not.toBeInTheDocument();
      const section = within(canvas.getByRole('region', { name: 'Récompense de la publication' }));
      await expect(section.getByText('Merci ambassadeur')).toBeVisible();
      await expect(section.getByText(COMMENT)).toBeVisible();
      await expect(section.getByRole('button', { name: 'Copier le commentaire' })).toBeVisible();
      await expect(section.getByRole('link', { name: 'Voir la publication sur Instagram' })).toHaveAttribute(
        'href',
        'https://www.instagram.com/p/MERCI116/',
      );
      await expect(canvas.queryByRole('button', SUBMIT)).not.toBeInTheDocument();
      await expect(section.getByRole('switch', { name: 'Marquer comme prévenu' })).not.toBeChecked();
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
    await expect(form.queryByRole('button', SUBMIT)).not.toBeInTheDocument();
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
    await expect(form.getByRole('button', SUBMIT)).toBeVisible();
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
    await expect(canvas.getByRole('button', { name: 'Reward' })).toBeVisible();
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

/** The summary beside the button: who, what, and what it spends of the month's quota. */
function summaryOf(canvasElement: HTMLElement, lead = /^Récompenser @lea\.martin/) {
  return within(canvasElement).getByText(lead).parentElement?.textContent ?? '';
}

/** Before the tap, the summary says what it gives and spends; it follows the reward chosen. */
export const Summary: Story = {
  play: async ({ canvasElement }) => {
    const form = await rewardForm(canvasElement);
    await expect(summaryOf(canvasElement)).toMatch(
      /^Récompenser @lea\.martin · aucune récompense choisie · 1 des \d+ restantes du quota du mois$/,
    );
    await userEvent.click(form.getByRole('radio', { name: /Merci ambassadeur/ }));
    await expect(summaryOf(canvasElement)).toMatch(
      /^Récompenser @lea\.martin · Merci ambassadeur · 1 des \d+ restantes du quota du mois/,
    );
  },
};

/** The same in English. */
export const SummaryInEnglish: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await findTitle(canvasElement, 'Post by @lea.martin');
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('radio', { name: /Merci ambassadeur/ }));
    await expect(summaryOf(canvasElement, /^Reward @lea\.martin/)).toMatch(
      /^Reward @lea\.martin · Merci ambassadeur · 1 of \d+ left in this month’s quota/,
    );
    await waitForIdle(canvasElement);
  },
};

/** A shop without a quota: the summary says nothing is counted. */
export const SummaryUnlimited: Story = {
  parameters: {
    msw: {
      handlers: mockApi('full', { seed: { shop: shopFixture({ quota: null, quotaRemaining: null }) } }),
    },
  },
  play: async ({ canvasElement }) => {
    await rewardForm(canvasElement);
    await expect(summaryOf(canvasElement)).toContain('quota du mois illimité');
  },
};

/** Checks that the summary and the button sit in a bar at the screen's bottom, in reach. */
async function checkPhoneBar(canvasElement: HTMLElement, submit: HTMLElement) {
  const { innerHeight } = canvasElement.ownerDocument.defaultView ?? window;
  const button = submit.getBoundingClientRect();
  await expect(button.height).toBeGreaterThanOrEqual(44);
  await expect(button.top).toBeGreaterThan(0);
  await expect(button.bottom).toBeLessThanOrEqual(innerHeight);
  const bar = submit.parentElement?.parentElement;
  if (!bar) throw new Error('the action bar expected');
  await expect(getComputedStyle(bar).position).toBe('fixed');
  await expect(bar.getBoundingClientRect().bottom).toBe(innerHeight);
}

/**
 * On a phone, the summary and « Récompenser » are a bar fixed at the bottom of the screen: in
 * reach without scrolling, and still there while the merchant scrolls through the rewards.
 */
export const PhoneActionBar: Story = {
  globals: { viewport: { value: 'xs', isRotated: false } },
  play: async ({ canvasElement }) => {
    const form = await rewardForm(canvasElement);
    const submit = form.getByRole('button', SUBMIT);
    await checkPhoneBar(canvasElement, submit);
    const last = form.getAllByRole('radio').at(-1);
    if (!last) throw new Error('a reward expected');
    last.scrollIntoView({ block: 'center' });
    await userEvent.click(last);
    await checkPhoneBar(canvasElement, submit);
    await expect(summaryOf(canvasElement)).toContain(' · 1 des ');
    canvasElement.ownerDocument.defaultView?.scrollTo(0, 0);
  },
};

/** The phone's bar in English. */
export const PhoneActionBarInEnglish: Story = {
  globals: { locale: 'en', viewport: { value: 'xs', isRotated: false } },
  play: async ({ canvasElement }) => {
    await findTitle(canvasElement, 'Post by @lea.martin');
    await waitForIdle(canvasElement);
    const submit = within(canvasElement).getByRole('button', { name: 'Reward' });
    await checkPhoneBar(canvasElement, submit);
  },
};

/** On a wide screen the summary and the buttons close the form, beside the content. */
export const WideScreen: Story = {
  globals: { viewport: { value: 'xxl', isRotated: false } },
  play: async ({ canvasElement }) => {
    const form = await rewardForm(canvasElement);
    const submit = form.getByRole('button', SUBMIT);
    await expect(getComputedStyle(submit.parentElement?.parentElement ?? submit).position).toBe('static');
    await userEvent.click(form.getByRole('radio', { name: /Merci ambassadeur/ }));
    await expect(summaryOf(canvasElement)).toContain('Merci ambassadeur');
  },
};

/** The wide screen in English. */
export const WideScreenInEnglish: Story = {
  globals: { locale: 'en', viewport: { value: 'xxl', isRotated: false } },
  play: async ({ canvasElement }) => {
    await findTitle(canvasElement, 'Post by @lea.martin');
    await expect(await within(canvasElement).findAllByRole('radio')).toHaveLength(3);
    await waitForIdle(canvasElement);
  },
};

/** Gives « Merci ambassadeur » and waits for the confirmation. */
async function rewardWithAmbassador(canvasElement: HTMLElement) {
  const form = await rewardForm(canvasElement);
  await userEvent.click(form.getByRole('radio', { name: /Merci ambassadeur/ }));
  await send(form);
  await within(canvasElement).findByText('Récompense attribuée !');
  return within(within(canvasElement).getByRole('region', { name: 'Récompense de la publication' }));
}

/**
 * After the reward, on a phone: the comment naming the reward, Copy, Share (the browser's share
 * sheet) and the post; then the author marked as told, the day shown, and the mark taken back.
 */
export const PhoneSuccessShareAndNotified: Story = {
  globals: { viewport: { value: 'xs', isRotated: false } },
  beforeEach: withShareSheet,
  play: async ({ canvasElement, step }) => {
    const section = await rewardWithAmbassador(canvasElement);
    await step('the confirmation comes into view, focused', async () => {
      const done = section.getByText('Récompense attribuée !');
      await expect(canvasElement.ownerDocument.activeElement).toContainElement(done);
      const { top, bottom } = done.getBoundingClientRect();
      await expect(top).toBeGreaterThanOrEqual(0);
      await expect(bottom).toBeLessThanOrEqual(window.innerHeight);
    });
    await step('share the comment and the post', async () => {
      await expect(section.getByText(COMMENT)).toBeVisible();
      await userEvent.click(section.getByRole('button', { name: 'Partager' }));
      await expect(share).toHaveBeenCalledWith({
        text: expect.stringContaining('Merci ambassadeur'),
        url: 'https://www.instagram.com/p/MERCI116/',
      });
      await expect(section.getByRole('button', { name: 'Copier le commentaire' })).toBeVisible();
    });
    await step('mark the author as told, then take it back', async () => {
      const mark = section.getByRole('switch', { name: 'Marquer comme prévenu' });
      await userEvent.click(mark);
      await waitFor(() => expect(mark).toBeChecked());
      await expect(mark).toHaveAccessibleDescription('Prévenu le 22 nov. 2026');
      await userEvent.click(mark);
      await waitFor(() => expect(mark).not.toBeChecked());
      await userEvent.click(mark);
      await waitFor(() => expect(mark).toBeChecked());
      // The content's card says it too, once the content is read again.
      await waitFor(() =>
        expect(within(canvasElement).getAllByText('Prévenu le 22 nov. 2026')).toHaveLength(2),
      );
    });
    await waitForIdle(canvasElement);
  },
};

/** The same in English. */
export const PhoneSuccessInEnglish: Story = {
  globals: { locale: 'en', viewport: { value: 'xs', isRotated: false } },
  beforeEach: withShareSheet,
  play: async ({ canvasElement }) => {
    await findTitle(canvasElement, 'Post by @lea.martin');
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('radio', { name: /Merci ambassadeur/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Reward' }));
    await expect(await canvas.findByText('Reward given!')).toBeVisible();
    await expect(
      canvas.getByText(
        'Thank you @lea.martin! Your reward “Merci ambassadeur” is waiting for you: find it in the merci app.',
      ),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Share' })).toBeVisible();
    const mark = canvas.getByRole('switch', { name: 'Mark as notified' });
    await userEvent.click(mark);
    await waitFor(() => expect(mark).toHaveAccessibleDescription('Notified on 22 Nov 2026'));
    // The content's card says it too, once the content is read again: the picture waits for it.
    await waitFor(() => expect(canvas.getAllByText('Notified on 22 Nov 2026')).toHaveLength(2));
    await waitForIdle(canvasElement);
  },
};

/** The mark cannot be saved: it says so under the switch, which stays off; nothing else is lost. */
export const NotifiedFailure: Story = {
  parameters: {
    msw: {
      handlers: (() => {
        const api = mockApi();
        const failing = http.put('*/api/discounts/:id/notified', () =>
          HttpResponse.json({ status: 500, message: 'errors.http' }, { status: 500 }),
        );
        return { ...api, rewards: [failing, ...api.rewards] };
      })(),
    },
  },
  play: async ({ canvasElement }) => {
    const section = await rewardWithAmbassador(canvasElement);
    const mark = section.getByRole('switch', { name: 'Marquer comme prévenu' });
    await userEvent.click(mark);
    await expect(
      await section.findByText(fr('La marque « Prévenu » n’a pas pu être enregistrée. Réessayez.')),
    ).toBeVisible();
    await expect(mark).not.toBeChecked();
    await expect(section.getByText(COMMENT)).toBeVisible();
    await waitForIdle(canvasElement);
  },
};

/** A content rewarded and told (julien.photo's, told on 7 November): the card says since when, the switch is on. */
export const AlreadyNotified: Story = {
  parameters: { screen: { path: '/instagram/contents/112' } },
  play: async ({ canvasElement }) => {
    await findTitle(canvasElement, /^Publication de @/);
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('switch', { name: 'Marquer comme prévenu' })).toBeChecked();
    // On the content's card and under the switch.
    await expect(canvas.getAllByText(/^Prévenu le \d{1,2} [a-zé]+\.? 2026$/)).toHaveLength(2);
    await waitForIdle(canvasElement);
  },
};
