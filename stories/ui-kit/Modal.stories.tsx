import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button, MODAL_SIZES, Modal, ModalClose, type ButtonVariant, type ModalProps } from '@merci/ui-kit';

// Element-valued args are set per story, never in meta: Storybook deep-merges story parameters
// into meta's, which would break a React element present at both levels of `localizedArgs`.
const trigger = (label: string) => <Button variant="secondary">{label}</Button>;

const footer = (cancel: string, confirm: string, confirmVariant: ButtonVariant = 'primary') => (
  <>
    <ModalClose>
      <Button variant="secondary">{cancel}</Button>
    </ModalClose>
    <Button variant={confirmVariant}>{confirm}</Button>
  </>
);

const permissions = {
  fr: {
    children: (
      <p style={{ margin: 0 }}>
        merci lit les publications qui mentionnent votre boutique et leurs auteurs. Votre compte Instagram
        doit être un compte professionnel relié à une page que vous administrez.
      </p>
    ),
    footer: footer('Annuler', 'Se connecter avec Instagram'),
  },
  en: {
    children: (
      <p style={{ margin: 0 }}>
        merci reads the posts that mention your shop and their authors. Your Instagram account must be a
        business account linked to a page you administer.
      </p>
    ),
    footer: footer('Cancel', 'Log in with Instagram'),
  },
} satisfies Record<string, Partial<ModalProps>>;

const withTrigger = {
  args: { ...permissions.fr, trigger: trigger('Voir les autorisations') },
  parameters: { localizedArgs: { en: { ...permissions.en, trigger: trigger('See the permissions') } } },
};

const meta = {
  title: 'ui-kit/Modal',
  component: Modal,
  args: {
    title: 'Autorisations Instagram',
    description: 'Ce que merci pourra voir une fois votre compte connecté.',
    closeLabel: 'Fermer',
    onOpenChange: fn(),
  },
  parameters: {
    localizedArgs: {
      en: {
        title: 'Instagram permissions',
        description: 'What merci will see once your account is connected.',
        closeLabel: 'Close',
      },
    },
  },
  argTypes: {
    size: { control: 'inline-radio', options: MODAL_SIZES },
    title: { control: 'text' },
    description: { control: 'text' },
    closeLabel: { control: 'text' },
    isOpen: { control: 'boolean' },
    trigger: { control: false },
    footer: { control: false },
    children: { control: false },
  },
} satisfies Meta<typeof Modal>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Resolves once the dialog and its backdrop have faded in, so that assertions and the
 * accessibility check see the final opacity (immediate when motion is off).
 */
async function fadedIn<T extends Element>(element: T): Promise<T> {
  await Promise.all(
    element.ownerDocument.getAnimations().map((animation) => animation.finished.catch(() => null)),
  );
  return element;
}

/** Stories that show the dialog open render in their own frame on the docs page. */
const ownFrame = { docs: { story: { inline: false, height: '480px' } } };

export const Default: Story = {
  ...withTrigger,
  play: async ({ args, canvasElement, step }) => {
    const doc = canvasElement.ownerDocument;
    const screen = within(doc.body);
    const trigger = within(canvasElement).getByRole('button', { name: 'Voir les autorisations' });

    await step('the trigger opens the dialog, named by its title', async () => {
      await userEvent.click(trigger);
      const dialog = await fadedIn(await screen.findByRole('dialog', { name: 'Autorisations Instagram' }));
      await expect(dialog).toBeVisible();
      await expect(dialog).toHaveAccessibleDescription(
        'Ce que merci pourra voir une fois votre compte connecté.',
      );
      await expect(args.onOpenChange).toHaveBeenLastCalledWith({ isOpen: true });
      await expect(screen.getByRole('button', { name: 'Fermer' })).toHaveFocus();
    });

    await step('Tab and Shift+Tab cycle inside the dialog', async () => {
      const dialog = screen.getByRole('dialog');
      // Three focusable elements (Fermer, Annuler, Se connecter): the third Tab wraps round.
      for (let press = 0; press < 6; press += 1) {
        await userEvent.tab();
        await expect(dialog).toContainElement(doc.activeElement as HTMLElement);
      }
      await expect(screen.getByRole('button', { name: 'Fermer' })).toHaveFocus();
      await userEvent.tab({ shift: true });
      await expect(screen.getByRole('button', { name: 'Se connecter avec Instagram' })).toHaveFocus();
    });

    await step('Escape closes it and gives the focus back to the trigger', async () => {
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      await expect(trigger).toHaveFocus();
      await expect(args.onOpenChange).toHaveBeenLastCalledWith({ isOpen: false });
    });
  },
};

export const Playground: Story = {
  ...withTrigger,
  args: { ...withTrigger.args, size: 'md' },
};

/** A click on the backdrop, outside the dialog, closes it. */
export const BackdropClick: Story = {
  ...withTrigger,
  play: async ({ args, canvasElement }) => {
    const screen = within(canvasElement.ownerDocument.body);
    const trigger = within(canvasElement).getByRole('button', { name: 'Voir les autorisations' });
    await userEvent.click(trigger);
    await expect(
      await fadedIn(await screen.findByRole('dialog', { name: 'Autorisations Instagram' })),
    ).toBeVisible();

    await userEvent.click(screen.getByTestId('modal-backdrop'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith({ isOpen: false });
  },
};

/** The × button and a footer action wrapped in `ModalClose` both close the dialog. */
export const CloseButtons: Story = {
  ...withTrigger,
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement.ownerDocument.body);
    const trigger = within(canvasElement).getByRole('button', { name: 'Voir les autorisations' });

    await userEvent.click(trigger);
    await userEvent.click(await screen.findByRole('button', { name: 'Fermer' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();

    await userEvent.click(trigger);
    await userEvent.click(await screen.findByRole('button', { name: 'Annuler' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
  },
};

/**
 * Controlled by the caller (`isOpen`, `onOpenChange`) and opened from a button outside the modal:
 * the focus still returns to that button when the dialog closes.
 */
export const Controlled: Story = {
  args: {
    title: 'Supprimer la récompense ?',
    description: 'Elle ne pourra plus être attribuée.',
    footer: footer('Annuler', 'Supprimer', 'danger'),
  },
  parameters: {
    localizedArgs: {
      en: {
        title: 'Delete the reward?',
        description: 'It can no longer be given.',
        footer: footer('Cancel', 'Delete', 'danger'),
      },
    },
  },
  render: function ControlledModal(args, { globals }) {
    const [isOpen, setIsOpen] = useState(false);
    return (
      <>
        <Button variant="danger" onClick={() => setIsOpen(true)}>
          {globals.locale === 'en' ? 'Delete the reward' : 'Supprimer la récompense'}
        </Button>
        <Modal
          {...args}
          isOpen={isOpen}
          onOpenChange={(change) => {
            args.onOpenChange?.(change);
            setIsOpen(change.isOpen);
          }}
        />
      </>
    );
  },
  play: async ({ args, canvasElement }) => {
    const screen = within(canvasElement.ownerDocument.body);
    const opener = within(canvasElement).getByRole('button', { name: 'Supprimer la récompense' });

    await userEvent.click(opener);
    await expect(
      await fadedIn(await screen.findByRole('dialog', { name: 'Supprimer la récompense ?' })),
    ).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith({ isOpen: false });
    await expect(opener).toHaveFocus();
  },
};

/** Open from the start, for the visual snapshot. */
export const Open: Story = {
  args: { ...permissions.fr, isOpen: true },
  parameters: { ...ownFrame, localizedArgs: { en: permissions.en } },
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement.ownerDocument.body);
    const dialog = await fadedIn(await screen.findByRole('dialog', { name: 'Autorisations Instagram' }));
    await expect(within(dialog).getByText(/compte professionnel/)).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Se connecter avec Instagram' })).toBeVisible();
  },
};

/** Title and body only: no description, no footer. */
export const WithoutDescription: Story = {
  args: { children: permissions.fr.children, description: undefined, isOpen: true },
  parameters: { ...ownFrame, localizedArgs: { en: { children: permissions.en.children } } },
  play: async ({ canvasElement }) => {
    const dialog = await fadedIn(
      await within(canvasElement.ownerDocument.body).findByRole('dialog', {
        name: 'Autorisations Instagram',
      }),
    );
    await expect(dialog).not.toHaveAttribute('aria-describedby');
    await expect(within(dialog).getAllByRole('button')).toHaveLength(1);
  },
};

/** `sm`: a short confirmation. */
export const Small: Story = {
  args: {
    size: 'sm',
    isOpen: true,
    title: 'Supprimer la récompense ?',
    description: 'Elle ne pourra plus être attribuée.',
    footer: footer('Annuler', 'Supprimer', 'danger'),
  },
  parameters: {
    ...ownFrame,
    localizedArgs: {
      en: {
        title: 'Delete the reward?',
        description: 'It can no longer be given.',
        footer: footer('Cancel', 'Delete', 'danger'),
      },
    },
  },
  play: async ({ canvasElement }) => {
    const dialog = await fadedIn(
      await within(canvasElement.ownerDocument.body).findByRole('dialog', {
        name: 'Supprimer la récompense ?',
      }),
    );
    await expect(within(dialog).getByRole('button', { name: 'Supprimer' })).toBeVisible();
  },
};

/** `lg`: room for a longer body. */
export const Large: Story = {
  args: { ...permissions.fr, size: 'lg', isOpen: true },
  parameters: { ...ownFrame, localizedArgs: { en: permissions.en } },
  play: async ({ canvasElement }) => {
    const dialog = await fadedIn(
      await within(canvasElement.ownerDocument.body).findByRole('dialog', {
        name: 'Autorisations Instagram',
      }),
    );
    await expect(dialog).toBeVisible();
  },
};
