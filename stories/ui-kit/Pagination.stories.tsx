import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Pagination, type PaginationProps } from '@merci/ui-kit';
import { paginationTexts } from './tableFixtures';

/** Holds the page as the dashboard would: it follows `onPageChange`, which is still reported. */
function StatefulPagination(props: PaginationProps) {
  const [page, setPage] = useState(props.page);
  return (
    <Pagination
      {...props}
      page={page}
      onPageChange={(details) => {
        props.onPageChange(details);
        setPage(details.page);
      }}
    />
  );
}

const meta = {
  title: 'ui-kit/Pagination',
  component: Pagination,
  args: { page: 3, pageCount: 12, onPageChange: fn(), label: 'Pagination', ...paginationTexts.fr },
  parameters: { localizedArgs: { en: { label: 'Pagination', ...paginationTexts.en } } },
  argTypes: {
    page: { control: { type: 'number', min: 1 } },
    pageCount: { control: { type: 'number', min: 0 } },
    total: { control: { type: 'number', min: 0 } },
    pageSize: { control: { type: 'number', min: 1 } },
    pageLabel: { control: false },
  },
  // At md, where every control shows; `Narrow` shows the phone layout.
  globals: { viewport: { value: 'md' } },
  // A new page or page count from the controls starts the state afresh.
  render: (args) => <StatefulPagination key={`${args.page}/${args.pageCount}/${args.total}`} {...args} />,
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Page 3 of 12: an ellipsis before the last page; 'Suivant' moves to page 4. */
export const Default: Story = {
  play: async ({ args, canvasElement, step }) => {
    const canvas = within(canvasElement);
    const nav = canvas.getByRole('navigation', { name: 'Pagination' });

    await step('page 3 is highlighted and the pages after 5 fold into an ellipsis', async () => {
      await expect(canvas.getByRole('button', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page');
      await expect(nav.querySelectorAll('[aria-current]')).toHaveLength(1);
      await expect(
        within(nav)
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ).toEqual(['', '', '1', '2', '3', '4', '5', '…', '12', '', '']);
      await expect(canvas.getAllByText('…')).toHaveLength(1);
    });

    await step("'Suivant' asks for page 4, which becomes the current page", async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Suivant' }));
      await expect(args.onPageChange).toHaveBeenCalledOnce();
      await expect(args.onPageChange).toHaveBeenCalledWith({ page: 4 });
      await expect(canvas.getByRole('button', { name: 'Page 4' })).toHaveAttribute('aria-current', 'page');
      await expect(canvas.getByRole('button', { name: 'Page 3' })).not.toHaveAttribute('aria-current');
    });

    await step('a page number asks for that page; the current one asks for nothing', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Page 5' }));
      await expect(args.onPageChange).toHaveBeenLastCalledWith({ page: 5 });
      // Page 5 is now in the middle: an ellipsis on each side.
      await expect(canvas.getAllByText('…')).toHaveLength(2);
      await userEvent.click(canvas.getByRole('button', { name: 'Page 5' }));
      await expect(args.onPageChange).toHaveBeenCalledTimes(2);
    });

    await step("'Précédent' goes back, here to page 3 where the story started", async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Précédent' }));
      await userEvent.click(canvas.getByRole('button', { name: 'Précédent' }));
      await expect(args.onPageChange).toHaveBeenLastCalledWith({ page: 3 });
      await expect(canvas.getByRole('button', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page');
    });
  },
};

export const Playground: Story = {
  args: { page: 1, pageCount: 12 },
};

/** On the first page, first and previous lead nowhere: disabled. */
export const FirstPage: Story = {
  args: { page: 1 },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('button', { name: 'Première page' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Précédent' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Suivant' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Dernière page' })).toBeEnabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Précédent' }), { pointerEventsCheck: 0 });
    await expect(args.onPageChange).not.toHaveBeenCalled();
  },
};

/**
 * On the last page, next and last are disabled. 'Première page' jumps to page 1 and, since it is
 * then disabled, the keyboard focus moves to the page 1 button instead of being lost.
 */
export const LastPage: Story = {
  args: { page: 12 },
  play: async ({ args, canvasElement, step }) => {
    const canvas = within(canvasElement);

    await step('next and last are disabled', async () => {
      await expect(canvas.getByRole('button', { name: 'Page 12' })).toHaveAttribute('aria-current', 'page');
      await expect(canvas.getByRole('button', { name: 'Suivant' })).toBeDisabled();
      await expect(canvas.getByRole('button', { name: 'Dernière page' })).toBeDisabled();
      await expect(canvas.getByRole('button', { name: 'Précédent' })).toBeEnabled();
      await expect(canvas.getAllByText('…')).toHaveLength(1);
    });

    await step("'Première page' goes to page 1 and hands the focus to its button", async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Première page' }));
      await expect(args.onPageChange).toHaveBeenCalledWith({ page: 1 });
      const first = canvas.getByRole('button', { name: 'Page 1' });
      await expect(first).toHaveAttribute('aria-current', 'page');
      await expect(canvas.getByRole('button', { name: 'Première page' })).toBeDisabled();
      await expect(first).toHaveFocus();
    });
  },
};

/** One page: nothing to paginate, so nothing is drawn. */
export const OnePageOfOne: Story = {
  args: { page: 1, pageCount: 1 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('navigation')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};

/** Three pages, from 25 items 10 per page: every page shows, no ellipsis. */
export const FewPages: Story = {
  args: { page: 1, pageCount: undefined, total: 25, pageSize: 10 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const pages = canvas.getAllByRole('button', { name: /^Page \d+$/ });
    await expect(pages.map((button) => button.textContent)).toEqual(['1', '2', '3']);
    await expect(canvas.queryByText('…')).not.toBeInTheDocument();
  },
};

/**
 * On a phone (xs, 375 px) the first and last buttons give way, since the first and last pages
 * stay in the list; the list holds 5 entries, and every button, 44 px square, fits on one line.
 */
export const Narrow: Story = {
  args: { page: 6 },
  globals: { viewport: { value: 'xs' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: 'Première page' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Dernière page' })).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Précédent' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Suivant' })).toBeVisible();
    const pages = canvas.getAllByRole('button', { name: /^Page \d+$/ });
    await expect(pages.map((button) => button.textContent)).toEqual(['1', '6', '12']);
    await expectOneLineOfThumbTargets(canvasElement);
  },
};

/** Near the start on a phone, in English: the first three pages, an ellipsis and the last. */
export const NarrowNearStart: Story = {
  args: { page: 2 },
  globals: { viewport: { value: 'xs' }, locale: 'en' },
  play: async ({ canvasElement }) => {
    const pages = within(canvasElement).getAllByRole('button', { name: /^Page \d+$/ });
    await expect(pages.map((button) => button.textContent)).toEqual(['1', '2', '3', '12']);
    await expectOneLineOfThumbTargets(canvasElement);
  },
};

/** Every control on one line (the top of the first one), each at least 44 × 44 px. */
async function expectOneLineOfThumbTargets(canvasElement: HTMLElement) {
  const buttons = within(canvasElement).getAllByRole('button');
  const top = buttons[0]?.getBoundingClientRect().top;
  for (const button of buttons) {
    const { top: buttonTop, width, height } = button.getBoundingClientRect();
    await expect(buttonTop).toBe(top);
    await expect(Math.min(width, height)).toBeGreaterThanOrEqual(44);
  }
}
