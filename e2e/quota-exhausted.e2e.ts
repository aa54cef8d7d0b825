import { expect, test } from '@playwright/test';
import { DEMO, signIn } from './support';

/**
 * SPEC §4: when quotaRemaining reaches 0, retain buttons disable and the assign page sends back
 * to the list. The quota is used up for real, through the calls the dashboard makes.
 */
test(
  'with the monthly quota used up, retaining is disabled and the assign page redirects',
  { tag: ['@instagram', '@rewards'] },
  async ({ page, request }) => {
    const oauth = await request.post('/api/v1/oauth', { data: { ...DEMO, context: 'shop' } });
    const { token } = (await oauth.json()) as { token: string };
    const headers = { authorization: `Bearer ${token}` };
    const me = (await (await request.get('/api/users/me', { headers })).json()) as { shop: { id: number } };
    const shopPath = `/api/shops/${me.shop.id}`;
    const accounts = (await (
      await request.get(`${shopPath}/social_accounts?socialId=instagram`, { headers })
    ).json()) as { 'hydra:member': { id: number }[] };
    // Pull the latest publications first, so that there are more to reward than the quota left.
    const accountId = accounts['hydra:member'][0]?.id;
    expect(
      (await request.put(`/api/social_account_instagrams/${accountId}/pull_contents`, { headers })).status(),
    ).toBe(202);
    await expect
      .poll(async () => {
        const list = (await (
          await request.get(`${shopPath}/social_accounts?socialId=instagram`, { headers })
        ).json()) as { 'hydra:member': { pullStatus: string }[] };
        return list['hydra:member'][0]?.pullStatus;
      })
      .toBe('done');
    const unrewardedContents = async () => {
      const contents = (await (
        await request.get(
          `/api/social_account_instagrams/${accountId}/social_contents?order[createdAt]=desc&itemsPerPage=100&page=1`,
          { headers },
        )
      ).json()) as { 'hydra:member': { id: number; discount: unknown }[] };
      return contents['hydra:member'].filter((content) => !content.discount);
    };
    let unrewarded = await unrewardedContents();
    let { quotaRemaining } = (await (await request.get(shopPath, { headers })).json()) as {
      quotaRemaining: number;
    };
    // One more publication than the quota left, whatever the day of the month: a demo customer's
    // story mention adds one (its automation messages are due tomorrow, after this journey).
    for (let added = 0; unrewarded.length <= quotaRemaining && added < 10; added += 1) {
      const mention = await request.post('/api/instagram/demo_story_mention', {
        headers,
        data: { postedMinutesAgo: 0 },
      });
      expect(mention.status()).toBe(201);
      unrewarded = await unrewardedContents();
    }
    expect(unrewarded.length).toBeGreaterThan(quotaRemaining);
    // The newest stays unrewarded: on the first page, its retain button is then disabled.
    const [stillUnrewarded, ...toReward] = unrewarded;
    for (const content of toReward.slice(0, quotaRemaining)) {
      const product = await request.post('/api/products', {
        headers,
        data: {
          socialContent: `/social_content_instagrams/${content.id}`,
          shop: `/shops/${me.shop.id}`,
          publish: true,
        },
      });
      const { id } = (await product.json()) as { id: number };
      const approved = await request.put(`/api/products/${id}/approve`, {
        headers,
        data: {
          config_discount_id: null,
          type: 'percent',
          place: 'online',
          percent: 5,
          shop: `/shops/${me.shop.id}`,
        },
      });
      expect(approved.status()).toBe(200);
    }
    ({ quotaRemaining } = (await (await request.get(shopPath, { headers })).json()) as {
      quotaRemaining: number;
    });
    expect(quotaRemaining).toBe(0);

    await signIn(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Bonjour Maison Lumière !' })).toBeVisible();
    await page.goto('/instagram/contents');
    await expect(page.getByText('Quota atteint')).toBeVisible();
    const retainButtons = page.getByRole('button', { name: 'Récompenser', exact: true });
    await expect(retainButtons.first()).toBeVisible();
    for (const button of await retainButtons.all()) await expect(button).toBeDisabled();
    await expect(page.getByRole('link', { name: 'Récompenser', exact: true })).toHaveCount(0);

    await page.goto(`/instagram/contents/${stillUnrewarded?.id}`);
    await expect(page).toHaveURL(/\/instagram\/contents$/);
  },
);
