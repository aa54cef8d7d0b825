import { expect, test, type APIRequestContext } from '@playwright/test';
import { DEMO, signIn } from './support';

/** The demo owner's bearer token, for the demo's own API routes. */
async function bearer(request: APIRequestContext) {
  const oauth = await request.post('/api/v1/oauth', { data: { ...DEMO, context: 'shop' } });
  const { token } = (await oauth.json()) as { token: string };
  return { authorization: `Bearer ${token}` };
}

interface DemoMessage {
  recipientUsername: string | null;
  text: string;
}

/**
 * SPEC §1: an automation answers a story mention with a private message. A thank-you created
 * through the form (with the reward it could name), a demo customer's story mention, then the worker sends the message rendered
 * for that customer, and the list counts it.
 */
test(
  'a thank-you automation answers a story mention with its private message',
  { tag: ['@automations', '@instagram'] },
  async ({ page, request }) => {
    test.setTimeout(120_000);
    const marker = `e2e ${Date.now()}`;
    await signIn(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Bonjour Maison Lumière !' })).toBeVisible();

    // Create a thank-you through the form, placeholders inserted by their buttons.
    await page.getByRole('navigation').getByRole('link', { name: 'Automatisations' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Automatisations' })).toBeVisible();
    await page.getByRole('link', { name: 'Créer une automatisation' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Nouvelle automatisation' })).toBeVisible();
    await page.getByRole('combobox', { name: /Fonctionnalité/ }).selectOption({ label: 'Remerciement' });
    await page.getByRole('combobox', { name: /Mode d’envoi/ }).selectOption({ label: 'Automatique' });
    // SPEC §5: a thank-you has a reward too, which it names without giving it.
    await page
      .getByRole('radiogroup', { name: 'Récompense' })
      .getByRole('radio', { name: /Un café offert/ })
      .click();
    const message = page.getByRole('textbox', { name: /^Message/ });
    await message.fill('Merci ');
    await page.getByRole('button', { name: 'pseudo de l’ambassadeur' }).click();
    await message.press('End');
    await message.pressSequentially(' pour ta story, à bientôt chez ');
    await page.getByRole('button', { name: 'compte Instagram de la boutique' }).click();
    await message.press('End');
    await message.pressSequentially(` ! (${marker})`);
    const preview = page.getByRole('group', { name: 'Aperçu du message' });
    await expect(preview).toContainText(`Merci lea.martin pour ta story, à bientôt chez `);
    // The shop's name as the preview fills it: the message must read the same.
    const shopName = /à bientôt chez (.+) ! \(/.exec((await preview.innerText()) ?? '')?.[1] ?? '';
    expect(shopName).not.toBe('');
    await page.getByRole('button', { name: 'Créer l’automatisation' }).click();
    await expect(page.getByText('L’automatisation a été créée.', { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/automations$/);

    const row = page.getByRole('row').filter({ hasText: marker });
    await expect(row).toBeVisible();
    await expect(row.getByRole('rowheader')).toHaveText('Remerciement');
    const cells = row.getByRole('cell');
    // Columns: mode, reward, message, Nb envoi, next message, state, actions.
    await expect(cells.nth(1)).toContainText('Un café offert');
    await expect(cells.nth(3)).toHaveText('0');
    await expect(cells.nth(5)).toHaveText('Active');

    // A demo customer mentions the shop in a story, dated so that the message is due at once.
    await page.getByRole('navigation').getByRole('link', { name: 'Instagram-Story' }).click();
    const timeline = page.getByRole('region', { name: 'Stories en cours' });
    await timeline.getByRole('button', { name: 'Simuler une mention en story' }).click();
    const mentioned = page.getByText(/^Nouvelle mention en story de @[\w.]+\.$/);
    await expect(mentioned).toBeVisible();
    const author = /@([\w.]+)\.$/.exec(await mentioned.innerText())?.[1] ?? '';
    expect(author).not.toBe('');

    // The worker sends it: the fake Instagram received the rendered message for the story's author.
    const expected = `Merci ${author} pour ta story, à bientôt chez ${shopName} ! (${marker})`;
    const headers = await bearer(request);
    await expect
      .poll(
        async () => {
          const answer = await request.get('/api/instagram/demo_messages', { headers });
          const { messages } = (await answer.json()) as { messages: DemoMessage[] };
          return messages.find((sent) => sent.text.includes(marker)) ?? null;
        },
        { timeout: 60_000, intervals: [1_000] },
      )
      .toEqual(expect.objectContaining({ recipientUsername: author, text: expected }));

    // The story's timeline entry says so, and the list counts one message sent.
    await page.reload();
    await expect(
      timeline.getByRole('list', { name: `Messages automatiques à @${author}` }).first(),
    ).toContainText('Remerciement ·Envoyé');
    await page.getByRole('navigation').getByRole('link', { name: 'Automatisations' }).click();
    await expect(page.getByRole('row').filter({ hasText: marker }).getByRole('cell').nth(3)).toHaveText('1');
  },
);
