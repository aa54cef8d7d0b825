import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AuthorMetricsRow } from '@merci/domain';
import { authorRowFixture } from '../../../testing/pageFixtures';
import { problem, renderApp, stubApi, type Handler } from '../../../testing/pageTest';

const rows = [
  authorRowFixture({ username: 'lea.martin', email: null, like_avg: 1284.5 }),
  authorRowFixture({ username: 'camille.style', email: 'camille@mail.test', count: 2, like_avg: 12 }),
];

function setup(patch: Handler = () => ({ username: 'lea.martin', email: 'lea@mail.fr' })) {
  let members: AuthorMetricsRow[] = rows;
  return stubApi({
    'GET /social_content_instagrams/author_metrics': () => ({
      '@type': 'hydra:Collection',
      'hydra:member': [members, 23],
      'hydra:totalItems': 23,
    }),
    'PATCH /social_content_instagrams/patch_email_by_username': (call) => {
      const answer = patch(call);
      if (!(answer instanceof Response)) {
        const { authorUsername, authorEmail } = call.body as { authorUsername: string; authorEmail: string };
        members = members.map((row) =>
          row.username === authorUsername ? { ...row, email: authorEmail } : row,
        );
      }
      return answer;
    },
  });
}

const rowOf = async (author: string) =>
  (await screen.findByRole('rowheader', { name: author })).closest('tr') as HTMLElement;

/** Opens the e-mail editor of camille.style's row and writes `email` in place of the saved one. */
async function rewriteCamilleEmail(user: UserEvent, email: string) {
  const camille = await rowOf('@camille.style');
  await user.click(within(camille).getByRole('button', { name: 'Modifier l’e-mail de @camille.style' }));
  const input = within(camille).getByRole('textbox', { name: 'E-mail de @camille.style' });
  await user.clear(input);
  await user.type(input, email);
  return camille;
}

describe('/instagram/authors', { timeout: 20_000 }, () => {
  it('lists the authors 10 a page with their metrics, the like average with 2 decimals', async () => {
    const api = setup();
    renderApp('/instagram/authors?page=2');
    const lea = await rowOf('@lea.martin');
    expect(within(lea).getByRole('link', { name: '@lea.martin' })).toHaveAttribute(
      'href',
      '/instagram/authors/lea.martin',
    );
    expect(lea).toHaveTextContent('1 284,50');
    expect(await rowOf('@camille.style')).toHaveTextContent('12,00');
    const [call] = api.callsTo('GET', '/social_content_instagrams/author_metrics');
    expect(call?.query.get('socialAccount')).toBe('3');
    expect(call?.query.get('itemsPerPage')).toBe('10');
    expect(call?.query.get('page')).toBe('2');
    // 23 authors: three pages, the second one current.
    expect(screen.getByRole('button', { name: 'Page 3' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  });

  it('checks the e-mail, saves it for the author, and shows it read-only again', async () => {
    const api = setup();
    const user = userEvent.setup();
    renderApp('/instagram/authors');
    const lea = await rowOf('@lea.martin');
    expect(lea).toHaveTextContent('Aucun e-mail');

    await user.click(within(lea).getByRole('button', { name: 'Modifier l’e-mail de @lea.martin' }));
    const input = within(lea).getByRole('textbox', { name: 'E-mail de @lea.martin' });
    await user.type(input, 'lea@mail');
    await user.click(within(lea).getByRole('button', { name: 'Enregistrer' }));
    expect(await within(lea).findByText('Veuillez saisir une adresse e-mail valide.')).toBeVisible();
    expect(api.callsTo('PATCH', '/social_content_instagrams/patch_email_by_username')).toHaveLength(0);

    // The error clears on edit.
    await user.type(input, '.fr');
    expect(within(lea).queryByText('Veuillez saisir une adresse e-mail valide.')).not.toBeInTheDocument();
    await user.click(within(lea).getByRole('button', { name: 'Enregistrer' }));

    expect(await screen.findByText('L’e-mail a été enregistré.')).toBeInTheDocument();
    const [patch] = api.callsTo('PATCH', '/social_content_instagrams/patch_email_by_username');
    expect(patch?.query.get('socialAccount')).toBe('3');
    expect(patch?.body).toEqual({ authorUsername: 'lea.martin', authorEmail: 'lea@mail.fr' });
    await waitFor(() => expect(within(lea).queryByRole('textbox')).not.toBeInTheDocument());
    expect(lea).toHaveTextContent('lea@mail.fr');
  });

  it('says an e-mail over 254 characters is too long, keeps it as typed and saves nothing', async () => {
    const api = setup();
    const user = userEvent.setup();
    renderApp('/instagram/authors');
    const lea = await rowOf('@lea.martin');
    await user.click(within(lea).getByRole('button', { name: 'Modifier l’e-mail de @lea.martin' }));
    const input = within(lea).getByRole('textbox', { name: 'E-mail de @lea.martin' });
    const long = `${'l'.repeat(250)}@mail.fr`;
    await user.click(input);
    await user.paste(long);
    await user.click(within(lea).getByRole('button', { name: 'Enregistrer' }));
    expect(
      await within(lea).findByText('Ce texte compte 258 caractères, pour 254 au plus : raccourcissez-le.'),
    ).toBeVisible();
    expect(input).toHaveValue(long);
    expect(api.callsTo('PATCH', '/social_content_instagrams/patch_email_by_username')).toHaveLength(0);
  });

  it('toasts the failure and stays in editing when the API refuses the e-mail', async () => {
    setup(() => problem(500));
    const user = userEvent.setup();
    renderApp('/instagram/authors');
    const camille = await rewriteCamilleEmail(user, 'camille@boutique.fr');
    await user.click(within(camille).getByRole('button', { name: 'Enregistrer' }));

    expect(await screen.findAllByText("Impossible d'enregistrer l'email.")).not.toHaveLength(0);
    expect(within(camille).getByRole('textbox', { name: 'E-mail de @camille.style' })).toHaveValue(
      'camille@boutique.fr',
    );
  });

  it('restores the saved e-mail when the edit is cancelled', async () => {
    const api = setup();
    const user = userEvent.setup();
    renderApp('/instagram/authors');
    const camille = await rewriteCamilleEmail(user, 'autre');
    await user.click(within(camille).getByRole('button', { name: 'Annuler' }));

    expect(within(camille).queryByRole('textbox')).not.toBeInTheDocument();
    expect(camille).toHaveTextContent('camille@mail.test');
    expect(api.callsTo('PATCH', '/social_content_instagrams/patch_email_by_username')).toHaveLength(0);
  });

  it('toasts the generic error once when the authors cannot be loaded, and says which list failed', async () => {
    stubApi({
      'GET /social_content_instagrams/author_metrics': () => problem(403),
    });
    renderApp('/instagram/authors');
    expect(await screen.findAllByText('Oups, une erreur est survenue.')).toHaveLength(1);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Erreur lors de la récupération des créateurs de contenus Instagram');
    expect(within(alert).getByRole('button', { name: 'Réessayer' })).toBeVisible();
  });

  it('keeps a page title when the Instagram account cannot be read', async () => {
    stubApi({ 'GET /shops/1/social_accounts': () => problem(500) });
    renderApp('/instagram/authors');
    expect(await screen.findByText('Erreur lors de la récupération du compte Instagram')).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: 'Ambassadeurs Instagram' })).toBeVisible();
  });
});
