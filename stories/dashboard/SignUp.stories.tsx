import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { OWNER_CREDENTIALS, mockApi } from '../../dashboard/src/testing';
import { screenMeta } from '../../.storybook/screen';
import { findTitle, toasts, waitForIdle } from './screenPlay';

const meta = {
  title: 'dashboard/SignUp',
  ...screenMeta({ path: '/signup', session: 'signed-out' }),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const ERRORS = [
  'Veuillez indiquer le nom de la boutique.',
  'Veuillez saisir un numéro français valide (06 12 34 56 78 ou +33 6 12 34 56 78).',
  'Veuillez choisir une catégorie.',
  'Veuillez indiquer l’adresse.',
  'Le code postal doit contenir 5 chiffres.',
  'Veuillez indiquer la ville.',
  'Veuillez indiquer votre nom.',
  'Veuillez saisir une adresse e-mail valide.',
  'Le mot de passe doit contenir au moins 6 caractères.',
  'Les deux mots de passe ne sont pas identiques.',
];

/** The category select, once its choices have arrived (until then it shows, disabled). */
async function categoryOnceLoaded(canvasElement: HTMLElement) {
  const category = await within(canvasElement).findByRole('combobox', { name: 'Catégorie' });
  await waitFor(() => expect(category).toBeEnabled());
  return category;
}

/** Fills the whole form with valid values, the owner's e-mail being `email`. */
async function fillForm(canvasElement: HTMLElement, email: string) {
  const canvas = within(canvasElement);
  await userEvent.type(
    await canvas.findByRole('textbox', { name: 'Nom de la boutique' }),
    'Atelier Céramique',
  );
  await userEvent.type(canvas.getByRole('textbox', { name: 'Téléphone' }), '06 12 34 56 78');
  // By the option itself: user-event compares texts with innerHTML, where & is written &amp;.
  const category = await categoryOnceLoaded(canvasElement);
  await userEvent.selectOptions(
    category,
    within(category).getByRole('option', { name: 'Maison & décoration' }),
  );
  await userEvent.type(canvas.getByRole('textbox', { name: 'Adresse' }), '4 rue des Potiers');
  await userEvent.type(canvas.getByRole('textbox', { name: 'Code postal' }), '69002');
  await userEvent.type(canvas.getByRole('textbox', { name: 'Ville' }), 'Lyon');
  await userEvent.type(canvas.getByRole('textbox', { name: 'Votre nom' }), 'Léa Martin');
  await userEvent.type(canvas.getByRole('textbox', { name: 'Adresse e-mail' }), email);
  await userEvent.type(canvas.getByLabelText(/^Mot de passe/), 'argile-2026');
  await userEvent.type(canvas.getByLabelText(/^Confirmation du mot de passe/), 'argile-2026');
}

/** The two columns, shop and owner, with the categories loaded into their select. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findTitle(canvasElement, 'Créez mon compte en 30 secondes');
    const category = await categoryOnceLoaded(canvasElement);
    await expect(within(category).getByRole('option', { name: 'Maison & décoration' })).toBeInTheDocument();
    await expect(canvas.getByRole('region', { name: 'Ma boutique' })).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Mon compte' })).toBeVisible();
  },
};

/** SPEC §5: an empty submit shows the error of every required field. */
export const EmptySubmit: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('combobox', { name: 'Catégorie' });
    await userEvent.click(canvas.getByRole('button', { name: 'Créer mon compte' }));
    for (const error of ERRORS) await expect(await canvas.findByText(error)).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Nom de la boutique' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  },
};

/** A valid form goes to the confirmation screen of the owner's address. */
export const Success: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillForm(canvasElement, 'lea@atelier-ceramique.fr');
    await userEvent.click(canvas.getByRole('button', { name: 'Créer mon compte' }));
    await findTitle(canvasElement, 'Vérifiez votre boîte e-mail');
    await expect(canvas.getByText(/lea@atelier-ceramique\.fr/)).toBeVisible();
  },
};

/** The API refuses an address that already has an account: the field says so, a toast too. */
export const EmailTaken: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillForm(canvasElement, OWNER_CREDENTIALS.email);
    await userEvent.click(canvas.getByRole('button', { name: 'Créer mon compte' }));
    await expect(await toasts(canvasElement).findByText('Inscription impossible.')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Adresse e-mail' })).toHaveAccessibleDescription(
      'Un compte existe déjà pour cette adresse.',
    );
    await waitForIdle(canvasElement);
  },
};

/**
 * A text over its limit (docs/adr/029) is kept as typed, and the field says how long it may be:
 * nothing is cut, nothing is sent.
 */
export const TextTooLong: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillForm(canvasElement, 'lea@atelier-ceramique.fr');
    const shopName = canvas.getByRole('textbox', { name: 'Nom de la boutique' });
    const longName = `Atelier Céramique ${'de la Croix-Rousse '.repeat(6)}`.trim();
    await userEvent.clear(shopName);
    await userEvent.click(shopName);
    await userEvent.paste(longName);
    await userEvent.click(canvas.getByRole('button', { name: 'Créer mon compte' }));
    // The form checks its fields asynchronously once submitted.
    await waitFor(() =>
      expect(shopName).toHaveAccessibleDescription(
        /^Ce texte compte 131 caractères, pour 120 au plus\s: raccourcissez-le\.$/,
      ),
    );
    await expect(shopName).toHaveValue(longName);
    await expect(shopName).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.queryByText('Vérifiez votre boîte e-mail')).not.toBeInTheDocument();
    await waitForIdle(canvasElement);
  },
};

/** The same message in English. */
export const TextTooLongInEnglish: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const userName = await canvas.findByRole('textbox', { name: 'Your name' });
    await userEvent.click(userName);
    await userEvent.paste('Léa '.repeat(30));
    await userEvent.click(canvas.getByRole('button', { name: 'Create my account' }));
    await waitFor(() =>
      expect(userName).toHaveAccessibleDescription(
        'This text has 119 characters, for 100 at most: please shorten it.',
      ),
    );
  },
};

/**
 * SPEC §2: a spinner shows while the categories load, in the category field, which keeps its
 * place (nothing below it moves when they arrive) and cannot be used yet.
 */
export const CategoriesLoading: Story = {
  parameters: { msw: { handlers: mockApi({ categories: 'loading' }) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('status', { name: 'Chargement des catégories…' })).toBeVisible();
    const category = canvas.getByRole('combobox', { name: 'Catégorie' });
    await expect(category).toBeDisabled();
    await expect(category).toHaveAttribute('aria-busy', 'true');
    await expect(within(category).queryAllByRole('option')).toHaveLength(1);
  },
};

/** SPEC §2: categories that fail to load show a danger alert with the errors.http text. */
export const CategoriesError: Story = {
  parameters: { msw: { handlers: mockApi({ categories: 'error' }) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Oups, une erreur est survenue.');
    await expect(canvas.queryByRole('combobox', { name: 'Catégorie' })).not.toBeInTheDocument();
  },
};

export const InEnglish: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findTitle(canvasElement, 'Create my account in 30 seconds');
    await canvas.findByRole('combobox', { name: 'Category' });
    await userEvent.click(canvas.getByRole('button', { name: 'Create my account' }));
    await expect(await canvas.findByText('Please choose a category.')).toBeVisible();
  },
};
