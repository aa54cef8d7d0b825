/**
 * The customers' claim links (a year long) are signed with keys of their own, named by a `kid`:
 * rotating the session secret keeps them working, a rotated claim key is still accepted while it is
 * listed as previous, and nothing else passes for a claim (docs/adr/028).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashToken } from '../auth/tokens.js';
import { claimKeyId, encodeClaimToken } from '../rewards/claimLinks.js';
import {
  createContent,
  createOwner,
  createShop,
  createSocialAccount,
  postProduct,
} from '../testing/factories.js';
import { TEST_JWT_SECRET, startTestApi, testDialect, type TestApi } from '../testing/harness.js';

const FIRST_CLAIM_KEY = 'first-claim-link-key-of-the-test-0123456789';
const SECOND_CLAIM_KEY = 'second-claim-link-key-of-the-test-0123456789';
const ROTATED_JWT_SECRET = 'a-rotated-session-secret-of-the-test-0123456789';

/** The `kid` header of a JWT. */
const kidOf = (token: string) =>
  (JSON.parse(Buffer.from(token.split('.')[0] ?? '', 'base64url').toString()) as { kid?: string }).kid;

describe(`claim link keys (${testDialect()})`, () => {
  let api: TestApi;
  let owner: { email: string; password: string };
  let shopId: number;
  let accountId: number;
  let sequence = 0;

  beforeAll(async () => {
    api = await startTestApi({ claimLinks: { secret: FIRST_CLAIM_KEY } });
    shopId = await createShop(api.db);
    owner = await createOwner(api.db, { shopId });
    accountId = await createSocialAccount(api.db, shopId);
  });
  afterAll(() => api.close());

  /** A reward approved through the API: its id and the token of its claim link. */
  async function issueReward() {
    const token = await api.signIn(owner.email, owner.password);
    sequence += 1;
    const contentId = await createContent(api.db, accountId, {
      author_username: `client_${sequence}`,
      permalink: `https://www.instagram.com/p/claim-${sequence}/`,
    });
    const productId = await postProduct(api, token, shopId, contentId);
    const approved = await api.call<{ id: number; claimLink: string }>(
      'PUT',
      `/products/${productId}/approve`,
      { token, body: { shop: `/shops/${shopId}`, type: 'percent', percent: 10 } },
    );
    expect(approved.status).toBe(200);
    return { id: approved.body.id, claim: new URL(approved.body.claimLink).searchParams.get('token') ?? '' };
  }

  const useRequest = (token: string) =>
    api.call('POST', '/customer/discounts/use_request', { body: { token } });

  it('signs a claim link with the claim key’s kid, and it opens no merchant route', async () => {
    const { id, claim } = await issueReward();
    expect(kidOf(claim)).toBe(claimKeyId(FIRST_CLAIM_KEY));
    for (const [method, path] of [
      ['GET', '/users/me'],
      ['GET', `/discounts/${id}`],
      ['PUT', `/discounts/${id}/accept`],
      ['GET', `/shops/${shopId}/discounts`],
    ] as const) {
      const response = await api.call(method, path, { token: claim });
      expect({ path, status: response.status }).toEqual({ path, status: 401 });
    }
  });

  it('keeps a claim link working after JWT_SECRET is rotated (sessions end, claims do not)', async () => {
    const { id, claim } = await issueReward();
    const session = await api.signIn(owner.email, owner.password);
    await api.restart({ jwtSecret: ROTATED_JWT_SECRET });
    expect((await api.call('GET', '/users/me', { token: session })).status).toBe(401);
    const response = await useRequest(claim);
    expect(response).toMatchObject({ status: 200, body: { id, status: 'use_requested' } });
  });

  it('after a claim key rotation, accepts the old links while the old key is listed and signs new ones with the new kid', async () => {
    const before = await issueReward();
    const beforeAgain = await issueReward();
    await api.restart({ claimLinks: { secret: SECOND_CLAIM_KEY, previousSecrets: [FIRST_CLAIM_KEY] } });
    expect(await useRequest(before.claim)).toMatchObject({ status: 200, body: { id: before.id } });

    const after = await issueReward();
    expect(kidOf(after.claim)).toBe(claimKeyId(SECOND_CLAIM_KEY));
    expect(kidOf(after.claim)).not.toBe(kidOf(before.claim));
    expect(await useRequest(after.claim)).toMatchObject({ status: 200, body: { id: after.id } });

    // Once the old key is dropped from the list, its links open nothing.
    await api.restart({ claimLinks: { secret: SECOND_CLAIM_KEY } });
    expect(await useRequest(beforeAgain.claim)).toMatchObject({
      status: 401,
      body: { status: 401, message: 'errors.unauthorized' },
    });
  });

  it('keeps a link sent before claim keys (session secret, no kid) working until JWT_SECRET is rotated', async () => {
    await api.restart({ claimLinks: { secret: SECOND_CLAIM_KEY } });
    const issue = async () => {
      const { id } = await issueReward();
      // As the approval signed it before claim links had keys of their own.
      const legacy = api.app.jwt.sign({ sub: String(id), purpose: 'claim' } as never, { expiresIn: '365d' });
      await api.db
        .updateTable('discount')
        .set({ claim_token_hash: hashToken(legacy) })
        .where('id', '=', id)
        .execute();
      return { id, legacy };
    };
    const kept = await issue();
    const ended = await issue();
    expect(kidOf(kept.legacy)).toBeUndefined();
    expect(await useRequest(kept.legacy)).toMatchObject({ status: 200, body: { id: kept.id } });

    await api.restart({ jwtSecret: `${ROTATED_JWT_SECRET}-once-more` });
    expect(await useRequest(ended.legacy)).toMatchObject({ status: 401 });
  });

  it('refuses a claim of an unknown kid, one signed with the session secret, and an unsigned one', async () => {
    await api.restart({ claimLinks: { secret: SECOND_CLAIM_KEY, previousSecrets: [FIRST_CLAIM_KEY] } });
    const { id } = await issueReward();
    const claims = { sub: String(id), purpose: 'claim', exp: Math.floor(Date.now() / 1000) + 3600 };
    const unsigned = `${Buffer.from(JSON.stringify({ alg: 'none', kid: claimKeyId(SECOND_CLAIM_KEY) })).toString('base64url')}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.`;
    const forgeries: [string, string][] = [
      ['unknown kid', encodeClaimToken(SECOND_CLAIM_KEY, claims, 'not-a-key-of-ours')],
      ['unknown key', encodeClaimToken('a-key-the-server-never-had-0123456789', claims)],
      ['session secret with its kid', encodeClaimToken(TEST_JWT_SECRET, claims)],
      [
        'session secret with the claim kid',
        encodeClaimToken(TEST_JWT_SECRET, claims, claimKeyId(SECOND_CLAIM_KEY)),
      ],
      // Signed as a link sent before claim keys, but not the one issued with this reward.
      [
        'session-secret claim of another link',
        api.app.jwt.sign({ sub: String(id), purpose: 'claim' } as never),
      ],
      ['unsigned', unsigned],
      ['expired', encodeClaimToken(SECOND_CLAIM_KEY, { ...claims, exp: Math.floor(Date.now() / 1000) - 1 })],
    ];
    for (const [name, token] of forgeries) {
      const response = await useRequest(token);
      expect({ name, status: response.status }).toEqual({ name, status: 401 });
    }
    const row = await api.db
      .selectFrom('discount')
      .select('status')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('assigned');
  });
});
