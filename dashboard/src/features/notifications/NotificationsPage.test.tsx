import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { USER_ID, notificationFixtures } from '../../testing/fixtures';
import { assignedRewardFixture } from '../../testing/pageFixtures';
import { hydra, renderApp, stubApiWith } from '../../testing/pageTest';

const notifications = notificationFixtures({ count: 5, unread: 2 });

const setup = stubApiWith({
  [`GET /users/${USER_ID}/user_notifications`]: () => hydra(notifications),
  'GET /shops/1/config_discounts': () => hydra([]),
  'GET /shops/1/discounts': () =>
    hydra([assignedRewardFixture({ id: 39, username: 'chloe.cuisine', status: 'use_requested' })]),
  'PATCH /user_notifications/5': () => ({ ...notifications[0], read: true }),
});

/** The items of the notifications list, the main region's first list. */
async function items() {
  // The loading screen's main gives way to the page's once the list is there.
  await screen.findByText('@hugo_voyage vous a mentionné dans une story.', {}, { timeout: 10_000 });
  const [list] = within(screen.getByRole('main')).getAllByRole('list');
  if (!list) throw new Error('The page shows no list');
  return within(list).getAllByRole('listitem');
}

// The first render loads the lazy route modules, which takes seconds on a busy machine.
describe('/notifications', { timeout: 20_000 }, () => {
  it('shows a use request as a link to its reward among the requests', async () => {
    setup();
    renderApp('/notifications');
    const [request] = await items();
    if (!request) throw new Error('The list is empty');
    expect(
      within(request).getByRole('link', {
        name: '@chloe.cuisine souhaite utiliser sa récompense «\u00a0Un café offert\u00a0».',
      }),
    ).toHaveAttribute('href', '/rewards?status=use_requested#discount-39');
  });

  it('leaves a notification about nothing in particular as plain text', async () => {
    setup();
    renderApp('/notifications');
    const [, mention] = await items();
    if (!mention) throw new Error('The list has one item only');
    expect(within(mention).getByText('@hugo_voyage vous a mentionné dans une story.')).toBeVisible();
    expect(within(mention).queryByRole('link')).not.toBeInTheDocument();
  });

  it('follows a use request to the rewards page, filtered on the requests', async () => {
    setup();
    const user = userEvent.setup();
    const { router } = renderApp('/notifications');
    const [request] = await items();
    if (!request) throw new Error('The list is empty');
    await user.click(within(request).getByRole('link'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Récompenses' })).toBeVisible();
    expect(router.state.location).toMatchObject({
      pathname: '/rewards',
      search: '?status=use_requested',
      hash: '#discount-39',
    });
    expect(screen.getByRole('combobox', { name: 'Statut' })).toHaveValue('use_requested');
    // The linked row is brought into view and takes the focus.
    await waitFor(() => expect(document.getElementById('discount-39')).toHaveFocus());
    expect(document.getElementById('discount-39')).toHaveTextContent('@chloe.cuisine');
  });

  it('marks an unread notification read when it is followed', async () => {
    const api = setup();
    const user = userEvent.setup();
    renderApp('/notifications');
    const [request] = await items();
    if (!request) throw new Error('The list is empty');
    await user.click(within(request).getByRole('link'));
    await waitFor(() => expect(api.callsTo('PATCH', '/user_notifications/5')).toHaveLength(1));
    expect(api.callsTo('PATCH', '/user_notifications/5')[0]?.body).toEqual({ read: true });
  });

  it('does not mark again a notification already read when it is followed', async () => {
    const read = notificationFixtures({ count: 5, unread: 0 });
    const api = setup({ [`GET /users/${USER_ID}/user_notifications`]: () => hydra(read) });
    const user = userEvent.setup();
    const { router } = renderApp('/notifications');
    const [request] = await items();
    if (!request) throw new Error('The list is empty');
    await user.click(within(request).getByRole('link'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/rewards'));
    expect(api.callsTo('PATCH', '/user_notifications/5')).toHaveLength(0);
  });
});
