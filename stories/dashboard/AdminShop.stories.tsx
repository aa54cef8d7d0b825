import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, type HttpHandler } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ADMIN_SHOP_IDS, mockApi, operatorFixture, type Scenarios } from '../../dashboard/src/testing';
import { screenMeta } from '../../.storybook/screen';
import { findTitle, page, toasts, waitForIdle } from './screenPlay';

/** The mock API with merci's team signed in (GET /users/me answers an operator). */
const asOperator = (scenarios: Scenarios = 'full') =>
  mockApi(scenarios, { seed: { user: operatorFixture() } });

/** The operator's mock API, with `handler` heard first on the console's routes. */
function adminFirst(handler: HttpHandler) {
  const api = asOperator();
  return { ...api, admin: [handler, ...api.admin] };
}

const shopPath = (id: number) => `/admin/shops/${id}`;
const screen = screenMeta({ path: shopPath(ADMIN_SHOP_IDS.validated), session: 'signed-in' });

// One shop as merci's team sees it, and what the team may do to it.
const meta = {
  title: 'dashboard/AdminShop',
  ...screen,
  parameters: { ...screen.parameters, msw: { handlers: asOperator() } },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** A card of facts, by its heading; its facts by label. */
function section(canvasElement: HTMLElement, name: string) {
  return within(within(canvasElement).getByRole('region', { name }));
}

/** The value shown under a fact's label, in a card. */
function fact(card: ReturnType<typeof section>, label: string) {
  const term = card.getByText(label, { selector: 'dt' });
  return term.nextElementSibling as HTMLElement;
}

/** The body rows of a table, by its (hidden) caption. */
function rows(canvasElement: HTMLElement, caption: string) {
  const table = within(canvasElement).getByRole('table', { name: caption });
  return within(table).getAllByRole('row').slice(1);
}

const actions = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('group', { name: 'Actions sur la boutique' }));

/** Waits for the dialog to have gone (while open, the rest of the page is hidden from queries). */
const dialogClosed = (canvasElement: HTMLElement) =>
  waitFor(() => expect(page(canvasElement).queryByRole('dialog')).toBeNull());

/** Opens an action's dialog and gives it back. */
async function openDialog(canvasElement: HTMLElement, button: string, title: string) {
  await userEvent.click(actions(canvasElement).getByRole('button', { name: button }));
  return within(await page(canvasElement).findByRole('dialog', { name: title }));
}

/**
 * A validated shop: its owner and contact, its plan (Advanced, every reward type), this month's
 * quota and when it renews, Instagram connected, its online store whose orders await Shopify's
 * approval, its latest rewards and the audit log, newest first, each change in words.
 */
export const Validated: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findTitle(canvasElement, 'Maison Lumière');
    await waitForIdle(canvasElement);
    await expect(canvas.getByText('Validée', { selector: 'span' })).toBeVisible();
    await expect(canvas.getByText('Inscrite le 12/06/2026 · Maison & décoration')).toBeVisible();
    const owner = section(canvasElement, 'Commerçant et contact');
    await expect(fact(owner, 'Nom')).toHaveTextContent('Camille Laurent');
    await expect(fact(owner, 'E-mail')).toHaveTextContent('camille@maison-lumiere.fr');
    await expect(fact(owner, 'Téléphone')).toHaveTextContent('0142685300');
    await expect(fact(owner, 'Adresse')).toHaveTextContent('12 rue des Martyrs, 75009 Paris');
    const plan = section(canvasElement, 'Offre');
    await expect(fact(plan, 'Offre')).toHaveTextContent('Advanced');
    await expect(fact(plan, 'Périodicité')).toHaveTextContent('Mensuel');
    await expect(fact(plan, 'Types de récompenses autorisés')).toHaveTextContent(
      'RéductionCode PromoBon d’achatAutre',
    );
    const quota = section(canvasElement, 'Quota ce mois-ci');
    await expect(fact(quota, 'Contenus récompensés')).toHaveTextContent('4 / 50');
    await expect(fact(quota, 'Restant')).toHaveTextContent('46');
    await expect(fact(quota, 'Renouvellement')).toHaveTextContent('01/12/2026');
    const instagram = section(canvasElement, 'Instagram');
    await expect(fact(instagram, 'Compte')).toHaveTextContent('@maison.lumiere');
    await expect(fact(instagram, 'État de la connexion')).toHaveTextContent('Connecté');
    await expect(fact(instagram, 'Accès valable jusqu’au')).toHaveTextContent('10/01/2027');
    // Connected before Shopify approved merci's access to protected customer data.
    const store = section(canvasElement, 'Boutique en ligne');
    await expect(fact(store, 'Adresse')).toHaveTextContent('maison-lumiere.myshopify.com');
    await expect(fact(store, 'État')).toHaveTextContent('Connectée');
    await expect(fact(store, 'Commandes')).toHaveTextContent(
      'En attente de l’approbation de Shopify (données protégées des acheteurs)',
    );
    await expect(rows(canvasElement, 'Dernières récompenses')).toHaveLength(5);
    const [planChange, validation] = rows(canvasElement, 'Journal des actions');
    await expect(planChange).toHaveTextContent('01/09/2026 15:45');
    await expect(planChange).toHaveTextContent('julie@merci.test');
    await expect(planChange).toHaveTextContent('Changement d’offre');
    await expect(planChange).toHaveTextContent('Offre : Pro → Advanced');
    await expect(planChange).toHaveTextContent('Quota mensuel : 10 → 50');
    await expect(validation).toHaveTextContent('marc@merci.test');
    await expect(validation).toHaveTextContent('Validée : Non → Oui');
    await expect(actions(canvasElement).getByRole('button', { name: 'Changer d’offre' })).toBeVisible();
    await expect(actions(canvasElement).queryByRole('button', { name: 'Valider la boutique' })).toBeNull();
    await expect(actions(canvasElement).getByRole('button', { name: 'Suspendre' })).toBeVisible();
  },
};

/** A shop waiting for validation: no plan, no quota, no Instagram, nothing in its logs yet. */
export const PendingValidation: Story = {
  parameters: { screen: { path: shopPath(ADMIN_SHOP_IDS.pending) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findTitle(canvasElement, 'Café Mistral');
    await waitForIdle(canvasElement);
    await expect(canvas.getByText('À valider', { selector: 'span' })).toBeVisible();
    await expect(fact(section(canvasElement, 'Offre'), 'Offre')).toHaveTextContent('Aucune offre');
    await expect(
      section(canvasElement, 'Quota ce mois-ci').getByText(
        'Pas de quota tant que la boutique n’a pas d’offre.',
      ),
    ).toBeVisible();
    await expect(
      section(canvasElement, 'Instagram').getByText('Aucun compte Instagram connecté.'),
    ).toBeVisible();
    await expect(canvas.getByText('Aucune récompense attribuée pour le moment.')).toBeVisible();
    await expect(canvas.getByText('L’équipe n’est pas encore intervenue sur cette boutique.')).toBeVisible();
    await expect(actions(canvasElement).getByRole('button', { name: 'Valider la boutique' })).toBeVisible();
    await expect(actions(canvasElement).queryByRole('button', { name: 'Changer d’offre' })).toBeNull();
  },
};

/** A suspended shop: since when and why, and the way to reinstate it. */
export const Suspended: Story = {
  parameters: { screen: { path: shopPath(ADMIN_SHOP_IDS.suspended) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findTitle(canvasElement, 'Librairie des Quais');
    await waitForIdle(canvasElement);
    const alert = canvas.getByText('Boutique suspendue depuis le 15/11/2026').closest('[role]');
    await expect(alert).toHaveTextContent('Abonnement impayé depuis deux mois : en attente du règlement.');
    await expect(actions(canvasElement).getByRole('button', { name: 'Réactiver' })).toBeVisible();
    await expect(actions(canvasElement).queryByRole('button', { name: 'Suspendre' })).toBeNull();
    const [suspension] = rows(canvasElement, 'Journal des actions');
    await expect(suspension).toHaveTextContent('Suspension');
    await expect(suspension).toHaveTextContent('marc@merci.test');
    await expect(suspension).toHaveTextContent('Suspendue : Non → Oui');
  },
};

/** Instagram's access has run out: the team sees it must be reconnected, and since when. */
export const InstagramToReconnect: Story = {
  parameters: { screen: { path: shopPath(ADMIN_SHOP_IDS.needsReconnect) } },
  play: async ({ canvasElement }) => {
    await findTitle(canvasElement, 'Le Comptoir Vert');
    await waitForIdle(canvasElement);
    const instagram = section(canvasElement, 'Instagram');
    await expect(fact(instagram, 'État de la connexion')).toHaveTextContent('À reconnecter');
    await expect(fact(instagram, 'Accès valable jusqu’au')).toHaveTextContent('20/11/2026');
    const quota = section(canvasElement, 'Quota ce mois-ci');
    await expect(fact(quota, 'Contenus récompensés')).toHaveTextContent('4 / illimité');
    await expect(fact(quota, 'Restant')).toHaveTextContent('Illimité');
    // Validated straight onto Enterprise: from no quota to an unlimited one.
    const [validation] = rows(canvasElement, 'Journal des actions');
    await expect(validation).toHaveTextContent('Quota mensuel : — → illimité');
  },
};

/**
 * Meta refused the Page's webhook subscription: the team sees real time refused, Meta's words and
 * the Graph API's last refusal of a field, with a button to subscribe the Page again.
 */
export const InstagramRealTimeRefused: Story = {
  parameters: { screen: { path: shopPath(ADMIN_SHOP_IDS.webhooksFailed) } },
  play: async ({ canvasElement }) => {
    await findTitle(canvasElement, 'Mode Éthique');
    await waitForIdle(canvasElement);
    const instagram = section(canvasElement, 'Instagram');
    await expect(fact(instagram, 'Temps réel (webhooks)')).toHaveTextContent('Temps réel refusé par Meta');
    await expect(fact(instagram, 'Réponse de Meta')).toHaveTextContent('pages_manage_metadata');
    await expect(fact(instagram, 'Refus de l’API Graph')).toHaveTextContent('nonexisting field (permalink)');
    await expect(instagram.getByRole('button', { name: 'Réabonner la Page' })).toBeEnabled();
  },
};

/** Subscribing the Page again turns real time on, and the log records it with Meta's words before. */
export const ResubscribeInstagramPage: Story = {
  parameters: { screen: { path: shopPath(ADMIN_SHOP_IDS.webhooksFailed) } },
  play: async ({ canvasElement, step }) => {
    await findTitle(canvasElement, 'Mode Éthique');
    await waitForIdle(canvasElement);
    const instagram = section(canvasElement, 'Instagram');
    await step('subscribe the Page again', async () => {
      await userEvent.click(instagram.getByRole('button', { name: 'Réabonner la Page' }));
      await expect(await toasts(canvasElement).findByText('Le temps réel est activé.')).toBeVisible();
      await waitFor(() =>
        expect(fact(instagram, 'Temps réel (webhooks)')).toHaveTextContent('Temps réel activé'),
      );
      await expect(instagram.queryByRole('button', { name: 'Réabonner la Page' })).toBeNull();
      const [entry] = rows(canvasElement, 'Journal des actions');
      await expect(entry).toHaveTextContent('Réabonnement de la Page');
      await expect(entry).toHaveTextContent('Temps réel : Temps réel refusé par Meta → Temps réel activé');
    });
  },
};

/**
 * Validating asks for the offer, the billing and the reward types: the form's own rules first,
 * then the offer's limit, which the API checks (more types than Basic allows shows on the field).
 */
export const ValidateWithAViolation: Story = {
  parameters: { screen: { path: shopPath(ADMIN_SHOP_IDS.pending) } },
  play: async ({ canvasElement, step }) => {
    await findTitle(canvasElement, 'Café Mistral');
    await waitForIdle(canvasElement);
    const dialog = await openDialog(canvasElement, 'Valider la boutique', 'Valider Café Mistral');
    await step('sent empty: an offer and a reward type are asked for', async () => {
      await expect(
        await dialog.findByRole('option', { name: /^Advanced · 50 contenus par mois/ }),
      ).toBeInTheDocument();
      await userEvent.click(dialog.getByRole('button', { name: 'Valider la boutique' }));
      await expect(await dialog.findByText('Choisissez une offre.')).toBeVisible();
      await expect(dialog.getByText('Choisissez au moins un type de récompense.')).toBeVisible();
    });
    await step('three types under Advanced, then Basic, which allows one', async () => {
      await userEvent.selectOptions(dialog.getByRole('combobox', { name: /^Offre/ }), 'advanced');
      await expect(dialog.getByText('Jusqu’à 4 types avec cette offre.')).toBeVisible();
      for (const type of ['Réduction', 'Code Promo', 'Bon d’achat'])
        await userEvent.click(dialog.getByRole('checkbox', { name: type }));
      await userEvent.selectOptions(dialog.getByRole('combobox', { name: /^Offre/ }), 'basic');
      await expect(dialog.getByText('Un seul type avec cette offre.')).toBeVisible();
      // Past the limit: no other type can be checked.
      await expect(dialog.getByRole('checkbox', { name: 'Autre' })).toBeDisabled();
    });
    await step('the API refuses: the reward types say why', async () => {
      await userEvent.click(dialog.getByRole('button', { name: 'Valider la boutique' }));
      await expect(
        await dialog.findByText('Cette offre ne permet pas autant de types de récompenses.'),
      ).toBeVisible();
      await expect(
        dialog.getByRole('group', { name: /^Types de récompenses autorisés/ }),
      ).toHaveAccessibleDescription(/Cette offre ne permet pas autant de types de récompenses\./);
    });
    // Still pending: nothing was changed.
    await expect(within(canvasElement).getByText('À valider', { selector: 'span' })).toBeInTheDocument();
  },
};

/** Validated with Pro and two reward types: the page shows the new state, a toast says so. */
export const ValidateDone: Story = {
  parameters: { screen: { path: shopPath(ADMIN_SHOP_IDS.pending) } },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await findTitle(canvasElement, 'Café Mistral');
    await waitForIdle(canvasElement);
    const dialog = await openDialog(canvasElement, 'Valider la boutique', 'Valider Café Mistral');
    await step('Pro, annual, a discount and a promo code', async () => {
      await dialog.findByRole('option', { name: /^Pro/ });
      await userEvent.selectOptions(dialog.getByRole('combobox', { name: /^Offre/ }), 'pro');
      await userEvent.selectOptions(dialog.getByRole('combobox', { name: /^Périodicité/ }), 'annual');
      await userEvent.click(dialog.getByRole('checkbox', { name: 'Réduction' }));
      await userEvent.click(dialog.getByRole('checkbox', { name: 'Code Promo' }));
      await userEvent.click(dialog.getByRole('button', { name: 'Valider la boutique' }));
    });
    await step('the shop is validated', async () => {
      await dialogClosed(canvasElement);
      await expect(
        await toasts(canvasElement).findByText('Boutique validée : le commerçant est prévenu.'),
      ).toBeVisible();
      await expect(canvas.getByText('Validée', { selector: 'span' })).toBeVisible();
      const plan = section(canvasElement, 'Offre');
      await expect(fact(plan, 'Offre')).toHaveTextContent('Pro');
      await expect(fact(plan, 'Périodicité')).toHaveTextContent('Annuel');
      await expect(
        fact(section(canvasElement, 'Quota ce mois-ci'), 'Contenus récompensés'),
      ).toHaveTextContent('0 / 10');
      const [validation] = rows(canvasElement, 'Journal des actions');
      await expect(validation).toHaveTextContent('julie@merci.test');
      await expect(validation).toHaveTextContent('Offre : — → Pro');
      await expect(actions(canvasElement).getByRole('button', { name: 'Changer d’offre' })).toBeVisible();
    });
  },
};

/** Changing the plan starts from the current one; Enterprise takes the quota away at once. */
export const ChangePlan: Story = {
  play: async ({ canvasElement, step }) => {
    await findTitle(canvasElement, 'Maison Lumière');
    await waitForIdle(canvasElement);
    const dialog = await openDialog(canvasElement, 'Changer d’offre', 'Changer l’offre de Maison Lumière');
    await step('the current plan is filled in', async () => {
      await dialog.findByRole('option', { name: /^Entreprise/ });
      await expect(dialog.getByRole('combobox', { name: /^Offre/ })).toHaveValue('advanced');
      await expect(dialog.getByRole('checkbox', { name: 'Autre' })).toBeChecked();
    });
    await step('Enterprise, annual', async () => {
      await userEvent.selectOptions(dialog.getByRole('combobox', { name: /^Offre/ }), 'enterprise');
      await userEvent.selectOptions(dialog.getByRole('combobox', { name: /^Périodicité/ }), 'annual');
      await userEvent.click(dialog.getByRole('button', { name: 'Changer l’offre' }));
    });
    await step('the new plan shows, with no quota', async () => {
      await dialogClosed(canvasElement);
      await expect(await toasts(canvasElement).findByText('Offre changée.')).toBeVisible();
      const quota = section(canvasElement, 'Quota ce mois-ci');
      await waitFor(() => expect(fact(quota, 'Contenus récompensés')).toHaveTextContent('4 / illimité'));
      const [change] = rows(canvasElement, 'Journal des actions');
      await expect(change).toHaveTextContent('Offre : Advanced → Entreprise');
      await expect(change).toHaveTextContent('Quota mensuel : 50 → illimité');
    });
  },
};

/** Suspending asks for the reason the owner will read: sent without one, the dialog says so. */
export const SuspendDialog: Story = {
  play: async ({ canvasElement }) => {
    await findTitle(canvasElement, 'Maison Lumière');
    await waitForIdle(canvasElement);
    const dialog = await openDialog(canvasElement, 'Suspendre', 'Suspendre Maison Lumière');
    await expect(
      dialog.getByText(
        'La boutique pourra se connecter et tout consulter, mais plus récompenser, créer ni modifier. Rien n’est supprimé.',
      ),
    ).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Suspendre la boutique' }));
    await expect(await dialog.findByText('Indiquez un motif, en 500 caractères au plus.')).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: /^Motif/ })).toHaveAttribute('aria-invalid', 'true');
  },
};

/** Suspended with a reason: the page shows it and the audit log keeps it. */
export const SuspendDone: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await findTitle(canvasElement, 'Maison Lumière');
    await waitForIdle(canvasElement);
    const dialog = await openDialog(canvasElement, 'Suspendre', 'Suspendre Maison Lumière');
    await step('a reason, then suspend', async () => {
      await userEvent.type(
        dialog.getByRole('textbox', { name: /^Motif/ }),
        'Contenus contraires aux conditions.',
      );
      await expect(dialog.getByText('35 / 500 caractères')).toBeVisible();
      await userEvent.click(dialog.getByRole('button', { name: 'Suspendre la boutique' }));
    });
    await step('the shop is suspended, with its reason', async () => {
      await dialogClosed(canvasElement);
      await expect(await toasts(canvasElement).findByText('Boutique suspendue.')).toBeVisible();
      await expect(canvas.getByText('Boutique suspendue depuis le 22/11/2026')).toBeVisible();
      await expect(canvas.getByText('Suspendue', { selector: 'span' })).toBeVisible();
      const [suspension] = rows(canvasElement, 'Journal des actions');
      await expect(suspension).toHaveTextContent('Contenus contraires aux conditions.');
      await expect(actions(canvasElement).getByRole('button', { name: 'Réactiver' })).toBeVisible();
    });
  },
};

/** Reinstated with a reason: the alert goes, the shop is validated again. */
export const ReinstateDone: Story = {
  parameters: { screen: { path: shopPath(ADMIN_SHOP_IDS.suspended) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findTitle(canvasElement, 'Librairie des Quais');
    await waitForIdle(canvasElement);
    const dialog = await openDialog(canvasElement, 'Réactiver', 'Réactiver Librairie des Quais');
    await userEvent.type(dialog.getByRole('textbox', { name: /^Motif/ }), 'Règlement reçu.');
    await userEvent.click(dialog.getByRole('button', { name: 'Réactiver la boutique' }));
    await dialogClosed(canvasElement);
    await expect(await toasts(canvasElement).findByText('Boutique réactivée.')).toBeVisible();
    await waitFor(() => expect(canvas.queryByText(/^Boutique suspendue depuis/)).toBeNull());
    await expect(canvas.getByText('Validée', { selector: 'span' })).toBeVisible();
    await expect(rows(canvasElement, 'Journal des actions')[0]).toHaveTextContent('Règlement reçu.');
  },
};

/** A refusal that names no field (another member of the team was quicker) shows in the dialog. */
export const RefusedByTheApi: Story = {
  parameters: {
    msw: {
      handlers: adminFirst(
        http.post('*/api/admin/shops/:id/suspend', () =>
          Response.json({ status: 409, message: 'admin.errors.already_suspended' }, { status: 409 }),
        ),
      ),
    },
  },
  play: async ({ canvasElement }) => {
    await findTitle(canvasElement, 'Maison Lumière');
    await waitForIdle(canvasElement);
    const dialog = await openDialog(canvasElement, 'Suspendre', 'Suspendre Maison Lumière');
    await userEvent.type(dialog.getByRole('textbox', { name: /^Motif/ }), 'Impayé.');
    await userEvent.click(dialog.getByRole('button', { name: 'Suspendre la boutique' }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent('Cette boutique est déjà suspendue.');
  },
};

/** An address of no shop. */
export const UnknownShop: Story = {
  parameters: { screen: { path: shopPath(999) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Cette boutique n’existe pas.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Toutes les boutiques' })).toHaveAttribute(
      'href',
      '/admin',
    );
  },
};

/** The shop failing to load: the red alert, with a retry. */
export const LoadError: Story = {
  parameters: { msw: { handlers: asOperator({ admin: 'error' }) } },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent('Oups, une erreur est survenue.');
    await expect(within(alert).getByRole('button', { name: 'Réessayer' })).toBeVisible();
  },
};

/** The shop on its way: placeholders in a busy region. */
export const Loading: Story = {
  parameters: { msw: { handlers: asOperator({ admin: 'loading' }) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The frame first (its back link), then the shop's placeholders.
    await canvas.findByRole('link', { name: 'Toutes les boutiques' });
    await expect(canvas.getByRole('status', { name: 'Chargement…' })).toHaveAttribute('aria-busy', 'true');
  },
};

/** An owner who finds the address of the console: nothing there for them. */
export const OpenedByAnOwner: Story = {
  parameters: { msw: { handlers: mockApi() } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Page introuvable.' })).toBeVisible();
    await expect(canvas.queryByText('Maison Lumière')).toBeNull();
  },
};

/** In English: the same page, dates still day/month/year. */
export const InEnglish: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await findTitle(canvasElement, 'Maison Lumière');
    await waitForIdle(canvasElement);
    await expect(
      within(canvasElement).getByText('Signed up on 12/06/2026 · Maison & décoration'),
    ).toBeVisible();
    const quota = section(canvasElement, 'Quota this month');
    await expect(fact(quota, 'Renews on')).toHaveTextContent('01/12/2026');
    const [planChange] = rows(canvasElement, 'Audit log');
    await expect(planChange).toHaveTextContent('01/09/2026, 15:45');
    await expect(planChange).toHaveTextContent('Plan: Pro → Advanced');
  },
};
