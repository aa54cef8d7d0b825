import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FIXED_NOW, socialContentFixtures } from '../../../testing/fixtures';
import { currentStoryFixtures } from '../../../testing/storyFixtures';
import { hydra, json, problem, renderApp, stubApi, type Handlers } from '../../../testing/pageTest';

const CONTENTS = 'GET /social_account_instagrams/3/social_contents';
/** An old story, expired long ago: not in the timeline. */
const expired = socialContentFixtures().find((content) => content.type === 'story');
const stories = [...currentStoryFixtures(), ...(expired ? [expired] : [])];

function setup(overrides: Handlers = {}) {
  return stubApi({
    [CONTENTS]: () => hydra(stories),
    'GET /instagram/demo_login': () => problem(404),
    ...overrides,
  });
}

const timeline = async () => within(await screen.findByRole('region', { name: 'Stories en cours' }));
const hhmm = (iso: string) =>
  new Date(iso).toLocaleTimeString('fr-FR', { hour: '2-digit', minute: '2-digit' });

describe('the story timeline of /instagram/contents?type=story', { timeout: 30_000 }, () => {
  beforeEach(() => {
    // The stories are dated from FIXED_NOW: the page's clock reads it too.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(FIXED_NOW);
  });
  afterEach(() => vi.useRealTimers());

  it('lists the current stories, the first to expire on top, with time left and message statuses', async () => {
    setup();
    renderApp('/instagram/contents?type=story');
    const region = await timeline();
    const items = await region.findAllByRole('listitem');
    const rows = items.filter((item) => item.parentElement?.tagName === 'OL');
    expect(rows.map((item) => item.textContent?.split('Expire')[0])).toEqual([
      '@manon_lifestyle',
      '@lea.martin',
      '@emma.fleurs',
      '@hugo_voyage',
    ]);
    const [manon, lea, emma, hugo] = rows as [HTMLElement, HTMLElement, HTMLElement, HTMLElement];
    expect(manon).toHaveTextContent('Expire dans 7 min');
    expect(
      within(manon).getByRole('list', { name: 'Messages automatiques à @manon_lifestyle' }).textContent,
    ).toBe('Remerciement ·Annulé\u00a0: story indisponible');
    const leaMessages = within(lea)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(leaMessages).toEqual([
      'Remerciement ·Envoyé',
      'Fidélité ·Échec\u00a0: quota de récompenses épuisé',
    ]);
    expect(emma).toHaveTextContent('Expire dans 14 h');
    expect(emma).toHaveTextContent('Aucun message automatique');
    const due = currentStoryFixtures()[0]?.automationMessages?.[0]?.dueAt ?? '';
    expect(
      within(hugo)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([`Remerciement ·Programmé pour ${hhmm(due)}`, `Fidélité ·Programmé pour ${hhmm(due)}`]);
    // The demo button is not offered outside the offline demo.
    expect(region.queryByRole('button', { name: 'Simuler une mention en story' })).not.toBeInTheDocument();
  });

  it('is only on the story view', async () => {
    setup();
    renderApp('/instagram/contents?type=reels');
    await screen.findByRole('list', { name: 'Publications' });
    expect(screen.queryByRole('region', { name: 'Stories en cours' })).not.toBeInTheDocument();
  });

  it('says so when no story is online', async () => {
    setup({ [CONTENTS]: () => hydra(expired ? [expired] : []) });
    renderApp('/instagram/contents?type=story');
    expect(await (await timeline()).findByText('Aucune story en cours.')).toBeVisible();
  });

  it('in the demo, simulates a story mention and shows its message scheduled', async () => {
    let mentioned = false;
    const [template] = currentStoryFixtures();
    if (!template) throw new Error('The fixtures hold current stories');
    const newStory = {
      ...template,
      id: 300,
      '@id': '/social_content_instagrams/300',
      author_username: 'lea.martin',
      createdAt: new Date(FIXED_NOW.getTime() - 23.5 * 3600_000).toISOString(),
      expiresAt: new Date(FIXED_NOW.getTime() + 0.5 * 3600_000).toISOString(),
      automationMessages: [
        {
          automationId: 2,
          featureType: 'thanks' as const,
          status: 'scheduled' as const,
          dueAt: FIXED_NOW.toISOString(),
          sentAt: null,
          reason: null,
        },
      ],
    };
    const api = setup({
      [CONTENTS]: () => hydra(mentioned ? [newStory] : []),
      'GET /instagram/demo_login': () => ({ accounts: [] }),
      'POST /instagram/demo_story_mention': () => {
        mentioned = true;
        return json(201, {
          stored: 1,
          socialContent: '/social_content_instagrams/300',
          author: 'lea.martin',
          messages: [{ automation: '/social_automations/2', dueAt: FIXED_NOW.toISOString() }],
        });
      },
    });
    const user = userEvent.setup();
    renderApp('/instagram/contents?type=story');
    const region = await timeline();
    await region.findByText('Aucune story en cours.');
    await user.click(await region.findByRole('button', { name: 'Simuler une mention en story' }));

    expect(await screen.findByText('Nouvelle mention en story de @lea.martin.')).toBeVisible();
    expect(api.callsTo('POST', '/instagram/demo_story_mention')).toHaveLength(1);
    await waitFor(() =>
      expect(region.getByRole('list', { name: 'Messages automatiques à @lea.martin' })).toHaveTextContent(
        `Remerciement ·Programmé pour ${hhmm(FIXED_NOW.toISOString())}`,
      ),
    );
  });

  it('toasts a failed simulation', async () => {
    setup({
      'GET /instagram/demo_login': () => ({ accounts: [] }),
      'POST /instagram/demo_story_mention': () => problem(409, 'instagram.errors.not_connected'),
    });
    const user = userEvent.setup();
    renderApp('/instagram/contents?type=story');
    await user.click(await (await timeline()).findByRole('button', { name: 'Simuler une mention en story' }));
    expect(await screen.findByText('La mention en story n’a pas pu être simulée.')).toBeVisible();
  });
});
