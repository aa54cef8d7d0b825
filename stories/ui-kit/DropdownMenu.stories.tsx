import type { Meta, StoryObj } from '@storybook/react-vite';
import { Archive, Copy, EllipsisVertical, Pencil, Trash2 } from 'lucide-react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { DropdownMenu, ICON_BUTTON_SIZES, ICON_BUTTON_VARIANTS, type DropdownMenuItem } from '@merci/ui-kit';

type Labels = Record<'edit' | 'duplicate' | 'archive' | 'delete', string>;

const french: Labels = {
  edit: 'Modifier',
  duplicate: 'Dupliquer',
  archive: 'Archiver',
  delete: 'Supprimer',
};
const english: Labels = { edit: 'Edit', duplicate: 'Duplicate', archive: 'Archive', delete: 'Delete' };

/** The actions of a configured-reward row, with the texts of one language. */
function rewardActions(labels: Labels): DropdownMenuItem[] {
  return [
    { id: 'edit', label: labels.edit, icon: <Pencil />, onSelect: fn() },
    { id: 'duplicate', label: labels.duplicate, icon: <Copy />, onSelect: fn() },
    { id: 'archive', label: labels.archive, icon: <Archive />, disabled: true, onSelect: fn() },
    { id: 'delete', label: labels.delete, icon: <Trash2 />, tone: 'danger', onSelect: fn() },
  ];
}

const meta = {
  title: 'ui-kit/DropdownMenu',
  component: DropdownMenu,
  args: { label: 'Actions sur la récompense', items: rewardActions(french) },
  parameters: { localizedArgs: { en: { label: 'Reward actions', items: rewardActions(english) } } },
  argTypes: {
    align: { control: 'inline-radio', options: ['start', 'end'] },
    variant: { control: 'inline-radio', options: ICON_BUTTON_VARIANTS },
    size: { control: 'inline-radio', options: ICON_BUTTON_SIZES },
    icon: { control: false },
    items: { control: 'object' },
  },
  // Room for the menu below the trigger, which sits at the right like a row's last cell.
  decorators: [
    (Story) => (
      <div style={{ minHeight: '14rem', display: 'flex', justifyContent: 'flex-end', alignItems: 'start' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof DropdownMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

function itemAt(items: readonly DropdownMenuItem[], id: string): DropdownMenuItem {
  const item = items.find((candidate) => candidate.id === id);
  if (!item) throw new ReferenceError(`No item ${id} in the story`);
  return item;
}

/**
 * All by keyboard: Enter opens on the first action, ArrowDown moves, Enter selects, the menu
 * closes and the focus goes back to the trigger.
 */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const trigger = within(canvasElement).getByRole('button', { name: 'Actions sur la récompense' });
    await expect(trigger).toHaveAttribute('aria-haspopup', 'menu');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');

    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const menu = await body.findByRole('menu', { name: 'Actions sur la récompense' });
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'Modifier' })).toHaveFocus());

    await userEvent.keyboard('{ArrowDown}');
    await expect(within(menu).getByRole('menuitem', { name: 'Dupliquer' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');

    const duplicate = itemAt(args.items, 'duplicate');
    await expect(duplicate.onSelect).toHaveBeenCalledOnce();
    await expect(duplicate.onSelect).toHaveBeenCalledWith({ item: duplicate });
    await expect(itemAt(args.items, 'edit').onSelect).not.toHaveBeenCalled();
    await waitFor(() => expect(body.queryByRole('menu')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
  },
};

export const Playground: Story = {
  args: { align: 'end', variant: 'ghost', size: 'md' },
};

/** ArrowDown opens it too; Escape closes it without choosing and gives the focus back. */
export const ClosedByEscape: Story = {
  play: async ({ args, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const trigger = within(canvasElement).getByRole('button', { name: 'Actions sur la récompense' });
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}');
    const menu = await body.findByRole('menu');
    await waitFor(() => expect(menu).toBeVisible());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('menu')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
    for (const item of args.items) await expect(item.onSelect).not.toHaveBeenCalled();
  },
};

/** Open, with a disabled action (skipped by the arrows) and a destructive one in red. */
export const Open: Story = {
  play: async ({ args, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Actions sur la récompense' }));
    const menu = await body.findByRole('menu', { name: 'Actions sur la récompense' });
    await expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Modifier', 'Dupliquer', 'Archiver', 'Supprimer']);
    await expect(within(menu).getByRole('menuitem', { name: 'Archiver' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Archiver' }), {
      pointerEventsCheck: 0,
    });
    await expect(itemAt(args.items, 'archive').onSelect).not.toHaveBeenCalled();
    await expect(menu).toBeVisible();
  },
};

/** From Dupliquer, ArrowDown jumps over the disabled Archiver to Supprimer. */
export const DisabledItemSkipped: Story = {
  play: async ({ args, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}');
    const menu = await body.findByRole('menu');
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'Modifier' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(within(menu).getByRole('menuitem', { name: 'Supprimer' })).toHaveFocus();
    await userEvent.keyboard(' ');
    const remove = itemAt(args.items, 'delete');
    await expect(remove.onSelect).toHaveBeenCalledOnce();
    await expect(remove.onSelect).toHaveBeenCalledWith({ item: remove });
  },
};

/** Chosen with the pointer, like most merchants will. */
export const SelectedByPointer: Story = {
  play: async ({ args, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Actions sur la récompense' }));
    await userEvent.click(await body.findByRole('menuitem', { name: 'Modifier' }));
    const edit = itemAt(args.items, 'edit');
    await expect(edit.onSelect).toHaveBeenCalledOnce();
    await expect(edit.onSelect).toHaveBeenCalledWith({ item: edit });
    await waitFor(() => expect(body.queryByRole('menu')).not.toBeInTheDocument());
  },
};

export const SecondaryTrigger: Story = {
  args: { variant: 'secondary', icon: <EllipsisVertical /> },
};

export const SmallTrigger: Story = {
  args: { size: 'sm' },
};

export const AlignedToStart: Story = {
  args: { align: 'start' },
  decorators: [
    (Story) => (
      <div style={{ display: 'flex', justifyContent: 'flex-start' }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Actions sur la récompense' }));
    const menu = await within(canvasElement.ownerDocument.body).findByRole('menu');
    await waitFor(() => expect(menu).toBeVisible());
  },
};

export const InEnglish: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Reward actions' }));
    const menu = await body.findByRole('menu', { name: 'Reward actions' });
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'Delete' })).toBeVisible());
  },
};
