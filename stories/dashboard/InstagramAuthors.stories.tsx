import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { SocialContent } from '@merci/domain';
import { API_BASE } from '../../dashboard/src/lib/api/client';
import { mockApi, socialContentFixtures } from '../../dashboard/src/testing';
import { screenMeta } from '../../.storybook/screen';
import { findCurrentPage, findTitle, toasts, waitForIdle } from './screenPlay';

// The authors who mention the shop, with their metrics and editable e-mail (SPEC §2, §4).
const meta = {
  title: 'dashboard/Instagram/Authors',
  ...screenMeta({ path: '/instagram/authors', session: 'signed-in' }),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const TITLE = 'Ambassadeurs Instagram';
const METRICS_PATH = `*${API_BASE}/social_content_instagrams/author_metrics`;

/** Four more authors, one post each, so that the 12 authors fill a first page of 10 and part of a second. */
const NEW_AUTHORS = ['camille.style', 'nina.ceramique', 'paul.atelier', 'zoe.voyages'];
function withNewAuthors(): SocialContent[] {
  const contents = socialContentFixtures();
  const extra = NEW_AUTHORS.map((author, index): SocialContent => {
    const model = contents[index % contents.length] ?? contents[0];
    if (!model) throw new Error('The fixtures hold no content');
    const id = 300 + index;
    return {
      ...model,
      '@id': `/social_content_instagrams/${id}`,
      id,
      author_username: author,
      permalink: model.permalink === null ? null : `https://www.instagram.com/p/MERCI${id}/`,
    };
  });
  return [...contents, ...extra];
}

const twelveAuthors = mockApi('full', { seed: { socialContents: withNewAuthors() } });

/** The mock API with `handler` answering the social group's calls first (the meta's key order stays). */
function socialFirst(handler: HttpHandler) {
  const api = mockApi();
  return { ...api, social: [handler, ...api.social] };
}

/** The row of an author, found by its profile cell. */
async function rowOf(canvasElement: HTMLElement, author: string) {
  const cell = await within(canvasElement).findByRole('rowheader', { name: author });
  const row = cell.closest('tr');
  if (!row) throw new Error(`${author} has no row`);
  return within(row);
}

/**
 * 12 authors, 10 on the first page, most contents first: each profile links to the author's page,
 * the average of likes has two decimals.
 */
export const Full: Story = {
  parameters: { msw: { handlers: twelveAuthors } },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await findTitle(canvasElement, TITLE);
    await waitForIdle(canvasElement);
    const table = within(canvas.getByRole('table', { name: TITLE }));
    await step('10 rows under the header', async () => {
      await expect(table.getAllByRole('row')).toHaveLength(11);
    });
    await step('hugo_voyage: 2 contents, a post with 177 likes and a story, 88.50 on average', async () => {
      const hugo = await rowOf(canvasElement, '@hugo_voyage');
      await expect(hugo.getByRole('link', { name: '@hugo_voyage' })).toHaveAttribute(
        'href',
        '/instagram/authors/hugo_voyage',
      );
      await expect(hugo.getByRole('cell', { name: '88,50' })).toBeVisible();
      await expect(hugo.getByText('Aucun e-mail')).toBeVisible();
    });
    await step('lea.martin with her e-mail', async () => {
      await expect(
        (await rowOf(canvasElement, '@lea.martin')).getByText('lea.martin@mail.test'),
      ).toBeVisible();
    });
    await expect(canvas.getByRole('button', { name: 'Page 2' })).toBeVisible();
  },
};

/** The second page: the last 2 authors. */
export const SecondPage: Story = {
  parameters: { screen: { path: '/instagram/authors?page=2' }, msw: { handlers: twelveAuthors } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findCurrentPage(canvasElement, 2);
    await expect(within(canvas.getByRole('table', { name: TITLE })).getAllByRole('row')).toHaveLength(3);
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: mockApi('full', { seed: { socialContents: [] } }) } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Aucun ambassadeur pour le moment.')).toBeVisible();
    await waitForIdle(canvasElement);
  },
};

/** SPEC §8: the metrics failing toast errors.http, and the table says what could not be read. */
export const LoadError: Story = {
  parameters: {
    msw: {
      handlers: socialFirst(
        http.get(METRICS_PATH, () =>
          HttpResponse.json({ status: 500, message: 'errors.http' }, { status: 500 }),
        ),
      ),
    },
  },
  play: async ({ canvasElement }) => {
    await expect(await toasts(canvasElement).findByText('Oups, une erreur est survenue.')).toBeVisible();
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent(
      'Erreur lors de la récupération des créateurs de contenus Instagram',
    );
    await expect(within(alert).getByRole('button', { name: 'Réessayer' })).toBeVisible();
  },
};

/** On a phone (375 px) each row is a card (title, label and value lines, actions); nothing scrolls sideways. */
export const OnAPhone: Story = {
  globals: { viewport: { value: 'xs' } },
  play: async ({ canvasElement }) => {
    await findTitle(canvasElement, TITLE);
    await waitForIdle(canvasElement);
    const table = await within(canvasElement).findByRole('table');
    await expect(within(table).getAllByRole('rowheader').length).toBeGreaterThan(0);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** The account answered, the metrics not yet. */
export const Loading: Story = {
  parameters: {
    msw: {
      handlers: socialFirst(http.get(METRICS_PATH, () => delay('infinite').then(() => new Response()))),
    },
  },
  play: async ({ canvasElement }) => {
    await findTitle(canvasElement, TITLE);
    await waitFor(() => expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull());
  },
};

/**
 * SPEC §4, §5: the pencil opens the e-mail; a wrong address is refused before any call; a right
 * one is saved, toasted, and shown read-only.
 */
export const EditEmail: Story = {
  play: async ({ canvasElement, step }) => {
    const hugo = await rowOf(canvasElement, '@hugo_voyage');
    await waitForIdle(canvasElement);
    await userEvent.click(hugo.getByRole('button', { name: 'Modifier l’e-mail de @hugo_voyage' }));
    const input = hugo.getByRole('textbox', { name: 'E-mail de @hugo_voyage' });
    await step('an address without its domain is refused', async () => {
      await userEvent.type(input, 'hugo@voyage');
      await userEvent.click(hugo.getByRole('button', { name: 'Enregistrer' }));
      await expect(await hugo.findByText('Veuillez saisir une adresse e-mail valide.')).toBeVisible();
    });
    await step('fixed, it is saved', async () => {
      await userEvent.type(input, '.fr');
      await expect(hugo.queryByText('Veuillez saisir une adresse e-mail valide.')).not.toBeInTheDocument();
      await userEvent.click(hugo.getByRole('button', { name: 'Enregistrer' }));
      await expect(await toasts(canvasElement).findByText('L’e-mail a été enregistré.')).toBeVisible();
      await waitFor(() => expect(hugo.queryByRole('textbox')).not.toBeInTheDocument());
      await expect(await hugo.findByText('hugo@voyage.fr')).toBeVisible();
    });
    await waitForIdle(canvasElement);
  },
};

/** The X cancels the edit: the saved e-mail shows again, nothing is sent. */
export const CancelEmailEdit: Story = {
  play: async ({ canvasElement }) => {
    const lea = await rowOf(canvasElement, '@lea.martin');
    await waitForIdle(canvasElement);
    await userEvent.click(lea.getByRole('button', { name: 'Modifier l’e-mail de @lea.martin' }));
    const input = lea.getByRole('textbox', { name: 'E-mail de @lea.martin' });
    await userEvent.clear(input);
    await userEvent.type(input, 'autre');
    await userEvent.click(lea.getByRole('button', { name: 'Annuler' }));
    await expect(lea.queryByRole('textbox')).not.toBeInTheDocument();
    await expect(lea.getByText('lea.martin@mail.test')).toBeVisible();
  },
};

export const InEnglish: Story = {
  globals: { locale: 'en' },
  parameters: { msw: { handlers: twelveAuthors } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findTitle(canvasElement, 'Instagram ambassadors');
    await waitForIdle(canvasElement);
    // English writes the average with a decimal point.
    await expect(
      (await rowOf(canvasElement, '@hugo_voyage')).getByRole('cell', { name: '88.50' }),
    ).toBeVisible();
    await expect(canvas.getAllByText('No email').length).toBeGreaterThan(0);
  },
};
