import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { JOURNEYS_SERVER } from './servers';
import { openInstagramContents, signIn } from './support';

/** Léa Martin, one of the demo's customers, by her Instagram-scoped id. */
const LEA = '6100000000000001';

/** The demo server's fake Graph API and the app secret it checks, both in its data folder. */
const fakeGraph = () => ({
  origin: readFileSync(join(JOURNEYS_SERVER.dataFolder, 'fake-graph-url'), 'utf8').trim(),
  secret: readFileSync(join(JOURNEYS_SERVER.dataFolder, 'fake-graph-app-secret'), 'utf8').trim(),
});

/**
 * Asks the fake Graph API to deliver a story mention by Léa, as Meta would: signed, posted to
 * merci's webhook, and only if the shop's Facebook Page subscribed merci. What became of it.
 */
async function storyMention(request: APIRequestContext, mid: string) {
  const { origin, secret } = fakeGraph();
  // Posted 23 h 30 ago: its automation message is due at once.
  const timestamp = Date.now() - (23 * 60 + 30) * 60_000;
  const answer = await request.post(`${origin}/_fake/webhooks/deliver`, {
    headers: { 'x-fake-app-secret': secret },
    data: {
      field: 'messages',
      value: {
        sender: { id: LEA },
        recipient: { id: '17841400000000001' },
        timestamp,
        message: { mid, attachments: [{ type: 'story_mention', payload: { url: `/api/media/${mid}.svg` } }] },
      },
    },
  });
  expect(answer.ok()).toBe(true);
  return (await answer.json()) as { delivered: boolean; dropped?: string; response?: { stored: number } };
}

const realTime = (page: Page) =>
  page.getByRole('region', { name: 'Compte Instagram connecté' }).getByRole('region', {
    name: 'Réception en temps réel',
  });

test(
  'the demo shop connects Instagram, real time turns on, and only then do its story mentions reach the automations',
  { tag: ['@account', '@instagram'] },
  async ({ page, request }) => {
    await signIn(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Bonjour Maison Lumière !' })).toBeVisible();
    await openInstagramContents(page);

    // Disconnecting removes the Page's subscription: Meta, here its fake, delivers nothing more.
    await page.goto('/account');
    await page.getByRole('button', { name: 'Actions du compte Instagram' }).click();
    await page.getByRole('menuitem', { name: 'Déconnecter le compte' }).click();
    await expect(page.getByText('Le compte Instagram a été déconnecté.', { exact: true })).toBeVisible();
    const before = await storyMention(request, `realtime-before-${Date.now()}`);
    expect(before).toMatchObject({ delivered: false, dropped: 'page_not_subscribed' });

    // Connecting subscribes the Page: the panel says real time is on.
    await page.goto('/instagram/contents');
    await page.getByRole('button', { name: 'Se connecter avec Instagram' }).click();
    const dialog = page.getByRole('dialog', { name: 'Connexion de démonstration' });
    await dialog.getByRole('list', { name: 'Comptes de démonstration' }).getByRole('button').first().click();
    await expect(
      page.getByRole('list', { name: 'Publications' }).getByRole('listitem').first(),
    ).toBeVisible();
    await page.goto('/account');
    await expect(realTime(page).getByText('Temps réel activé')).toBeVisible();
    await expect(realTime(page).getByRole('button', { name: 'Réactiver le temps réel' })).toHaveCount(0);

    // Now the story arrives, and the shop's live automations wait on it: one more story of Léa's
    // with its automatic messages in the timeline.
    const timeline = page.getByRole('region', { name: 'Stories en cours' });
    const leasMessages = timeline.getByRole('list', { name: 'Messages automatiques à @lea.martin' });
    await page.getByRole('navigation').getByRole('link', { name: 'Instagram-Story' }).click();
    // The demo's stories still online, each with the messages waiting on it, have loaded.
    await expect(timeline.getByRole('list', { name: /^Messages automatiques à @/ }).first()).toBeVisible();
    const stories = await leasMessages.count();
    const after = await storyMention(request, `realtime-after-${Date.now()}`);
    expect(after).toMatchObject({ delivered: true, response: { stored: 1 } });
    await page.reload();
    await expect(leasMessages).toHaveCount(stories + 1);
  },
);
