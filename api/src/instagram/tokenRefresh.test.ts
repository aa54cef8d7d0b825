import { readFileSync } from 'node:fs';
import {
  INSTAGRAM_CONNECTION_PROBLEMS,
  type HydraCollection,
  type SocialAccount,
  type UserNotification,
} from '@merci/domain';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createOwner, createShop } from '../testing/factories.js';
import { testDialect } from '../testing/harness.js';
import {
  TEST_ENCRYPTION_KEY,
  startInstagramTestApi,
  waitForPull,
  type InstagramTestApi,
} from '../testing/instagram.js';
import { createTokenCipher } from './tokenCipher.js';
import { ENDING_TITLE, endingMessage, reconnectMessage } from './tokenRefresh.js';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const START = Date.parse('2026-11-22T10:00:00.000Z');
/** What the fake Graph API grants for a login's token: a long-lived token lasts 60 days. */
const LONG_LIVED = 60 * DAY;
const REFRESH = '/oauth/access_token';
const cipher = createTokenCipher(TEST_ENCRYPTION_KEY);

describe(`Instagram tokens kept alive by the worker (${testDialect()})`, () => {
  let api: InstagramTestApi;
  let clock = START;

  interface Merchant {
    shopId: number;
    userId: number;
    email: string;
    token: string;
    accountId: number;
  }

  const iso = (ms: number) => new Date(ms).toISOString();

  /** A shop whose owner connects the fake world's Instagram account, at the clock's time. */
  const merchant = async (): Promise<Merchant> => {
    // The account belongs to this shop alone: the previous test's shop lets it go.
    await api.db
      .updateTable('social_account')
      .set({ disconnected_at: iso(clock) })
      .where('disconnected_at', 'is', null)
      .execute();
    const shopId = await createShop(api.db, { social_name: 'maison.lumiere' });
    const owner = await createOwner(api.db, { shopId });
    const token = await api.signIn(owner.email, owner.password);
    const connected = await connect(shopId, token);
    expect(connected.status).toBe(200);
    return { shopId, userId: owner.id, email: owner.email, token, accountId: connected.body.id };
  };
  const connect = (shopId: number, token: string) =>
    api.call<SocialAccount>('POST', `/v2/shops/${shopId}/instagram/connect`, {
      token,
      body: { accessToken: api.fake.issueUserToken() },
    });
  const row = (who: Merchant) =>
    api.db.selectFrom('social_account').selectAll().where('id', '=', who.accountId).executeTakeFirstOrThrow();
  /** The account as the dashboard reads it. */
  const account = async (who: Merchant) =>
    (
      await api.call<HydraCollection<SocialAccount>>('GET', `/shops/${who.shopId}/social_accounts`, {
        token: who.token,
      })
    ).body['hydra:member'][0];
  const notifications = async (who: Merchant) =>
    (
      await api.call<HydraCollection<UserNotification>>('GET', `/users/${who.userId}/user_notifications`, {
        token: who.token,
      })
    ).body['hydra:member'];
  const mailsTo = (who: Merchant) => api.outbox().filter((mail) => mail.to === who.email);
  /** Renewals: exchanges of a long-lived token (a connection exchanges the login dialog's). */
  const refreshCalls = () =>
    api.fake.requests.filter(
      (request) => request.path === REFRESH && request.query.fb_exchange_token?.startsWith('FAKELONG.'),
    );
  const tick = () => api.ctx.automations.worker.runOnce();

  beforeAll(async () => {
    // The fake Graph API on the same clock: its tokens end when the test's clock says so.
    api = await startInstagramTestApi({ now: () => new Date(clock), fakeGraph: { clock: () => clock } });
  });
  afterEach(() => {
    api.fake.reset();
    clock = START;
  });
  afterAll(() => api.close());

  it('tries a token in its last ten days that Meta renews without moving its end, tells the merchant once ahead, and the reconnection path runs when it ends', async () => {
    const who = await merchant();
    const end = START + LONG_LIVED;
    const before = await row(who);

    clock = START + 52 * DAY;
    await tick();
    expect(refreshCalls()).toEqual([
      expect.objectContaining({
        query: expect.objectContaining({ grant_type: 'fb_exchange_token' }),
        status: 200,
      }),
    ]);
    // Meta's answer ends on the same day: merci stores it, and the end does not move.
    const after = await row(who);
    expect(after).toMatchObject({
      token_expires_at: iso(end),
      token_refreshed_at: iso(clock),
      has_account_token_expired: 0,
      token_problem: null,
    });
    expect(cipher.decrypt(after.access_token_encrypted ?? '')).not.toBe(
      cipher.decrypt(before.access_token_encrypted ?? ''),
    );
    // The account still works: not marked, nothing to reconnect yet, but the day it ends is known.
    expect(await account(who)).toMatchObject({
      has_account_token_expired: false,
      connection_problem: null,
      connection_ends_at: iso(end),
    });
    const ending = {
      title: 'Votre connexion Instagram se termine bientôt',
      message:
        'Votre connexion Instagram au compte @maison.lumiere se termine le 21 janvier 2027\u00a0: reconnectez-le avant cette date pour ne manquer aucune mention.',
      link: '/instagram/contents',
      read: false,
    };
    expect(await notifications(who)).toEqual([expect.objectContaining(ending)]);
    expect(mailsTo(who)).toEqual([
      expect.objectContaining({
        subject: 'Reconnectez votre compte Instagram à merci avant le 21 janvier 2027',
        text: expect.stringContaining('http://dashboard.test/instagram/contents'),
      }),
    ]);
    expect(mailsTo(who)[0]?.text).toContain('se termine le 21 janvier 2027');

    // The next day's try: the same end again, and the merchant is not told twice.
    api.fake.reset();
    clock += DAY;
    await tick();
    expect(refreshCalls()).toEqual([expect.objectContaining({ status: 200 })]);
    expect(await row(who)).toMatchObject({ token_expires_at: iso(end) });
    expect(await notifications(who)).toHaveLength(1);
    expect(mailsTo(who)).toHaveLength(1);

    // Until its end, the token works: a pull reads the tagged publications with it.
    clock = end - HOUR;
    api.fake.reset();
    await api.call('PUT', `/social_account_instagrams/${who.accountId}/pull_contents`, { token: who.token });
    expect(await waitForPull(api, who.accountId, who.token)).toMatchObject({
      pullStatus: 'done',
      has_account_token_expired: false,
      connection_problem: null,
    });

    // Then it ends: Meta refuses it, and the account is to reconnect, told as for any ended token.
    clock = end + HOUR;
    const token = cipher.decrypt((await row(who)).access_token_encrypted ?? '');
    const refused = await fetch(`${api.fake.url}/v23.0/me?access_token=${encodeURIComponent(token)}`);
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ error: { code: 190, error_subcode: 463 } });
    api.fake.reset();
    await tick();
    expect(refreshCalls()).toEqual([]);
    expect(await account(who)).toMatchObject({
      has_account_token_expired: true,
      connection_problem: 'expired',
      connection_ends_at: null,
    });
    expect((await notifications(who)).map((notification) => notification.message)).toEqual(
      expect.arrayContaining([
        ending.message,
        'Votre connexion Instagram a expiré\u00a0: reconnectez le compte @maison.lumiere pour continuer à recevoir vos mentions.',
      ]),
    );
    expect(await notifications(who)).toHaveLength(2);
    expect(mailsTo(who)).toHaveLength(2);
  });

  it('tells the merchant ahead, once, when a token in its last three days cannot be renewed, without marking it', async () => {
    const who = await merchant();
    const end = START + LONG_LIVED;
    // Meta fails every try (more failures than the client's own retries), day after day.
    api.fake.inject('server_error', { path: REFRESH, times: 1000 });
    clock = end - 4 * DAY;
    await tick();
    expect(await notifications(who)).toEqual([]);

    clock = end - 2 * DAY;
    await tick();
    expect(await row(who)).toMatchObject({ token_refreshed_at: null, token_expires_at: iso(end) });
    expect(await account(who)).toMatchObject({
      has_account_token_expired: false,
      connection_problem: null,
      connection_ends_at: iso(end),
    });
    expect((await notifications(who)).map((notification) => notification.message)).toEqual([
      'Votre connexion Instagram au compte @maison.lumiere se termine le 21 janvier 2027\u00a0: reconnectez-le avant cette date pour ne manquer aucune mention.',
    ]);
    expect(mailsTo(who)).toHaveLength(1);

    clock += HOUR + MINUTE;
    await tick();
    expect(await notifications(who)).toHaveLength(1);
    expect(mailsTo(who)).toHaveLength(1);
  });

  it('forgets the notice of an end once the merchant connects again, and tells the next end again', async () => {
    const who = await merchant();
    clock = START + 52 * DAY;
    await tick();
    expect(await notifications(who)).toHaveLength(1);

    expect((await connect(who.shopId, who.token)).status).toBe(200);
    expect(await row(who)).toMatchObject({
      token_end_notified_at: null,
      token_expires_at: iso(clock + LONG_LIVED),
    });
    expect(await account(who)).toMatchObject({ connection_ends_at: null });

    // The new connection's own last days: tried, its end stays, the merchant hears about it.
    clock += 52 * DAY;
    await tick();
    expect(await notifications(who)).toHaveLength(2);
    expect(mailsTo(who)).toHaveLength(2);
  });

  describe('when Meta does push the end of a long-lived token back', () => {
    let strict: InstagramTestApi;
    beforeAll(async () => {
      strict = api;
      api = await startInstagramTestApi({
        now: () => new Date(clock),
        fakeGraph: { clock: () => clock, longLivedExchange: 'extends' },
      });
    });
    afterAll(async () => {
      await api.close();
      api = strict;
    });

    it('renews a token in its last ten days: a new token, encrypted, its new expiry and the time of the refresh, and nobody is warned', async () => {
      const who = await merchant();
      const before = await row(who);
      expect(before.token_expires_at).toBe(iso(START + LONG_LIVED));

      clock = START + 49 * DAY;
      await tick();
      expect(refreshCalls()).toEqual([]);

      clock = START + 52 * DAY;
      api.fake.reset();
      await tick();
      expect(refreshCalls()).toEqual([
        expect.objectContaining({
          query: expect.objectContaining({ grant_type: 'fb_exchange_token' }),
          status: 200,
        }),
      ]);
      const after = await row(who);
      expect(after).toMatchObject({
        token_expires_at: iso(clock + LONG_LIVED),
        token_refreshed_at: iso(clock),
        has_account_token_expired: 0,
        token_problem: null,
      });
      // Stored encrypted, never as the token itself, and it is a new long-lived token.
      expect(after.access_token_encrypted).toMatch(/^v1\./);
      const renewed = cipher.decrypt(after.access_token_encrypted ?? '');
      expect(renewed).toMatch(/^FAKELONG\./);
      expect(renewed).not.toBe(cipher.decrypt(before.access_token_encrypted ?? ''));
      expect(after.access_token_encrypted).not.toContain(renewed);

      // The new token works: a pull reads the tagged publications with it.
      api.fake.reset();
      await api.call('PUT', `/social_account_instagrams/${who.accountId}/pull_contents`, {
        token: who.token,
      });
      expect(await waitForPull(api, who.accountId, who.token)).toMatchObject({ pullStatus: 'done' });
      // Renewed for sixty days: the next ticks leave it alone.
      await tick();
      clock += DAY;
      await tick();
      expect(refreshCalls()).toEqual([]);
      expect(await notifications(who)).toEqual([]);
    });

    it.each(['server_error', 'rate_limit'] as const)(
      'does not mark the account after a temporary failure (%s), and tries again an hour later',
      async (failure) => {
        const who = await merchant();
        const before = await row(who);
        // More failures than the client's own retries.
        api.fake.inject(failure, { path: REFRESH, times: 3 });
        clock = START + 55 * DAY;
        await tick();
        expect(refreshCalls()).toHaveLength(3);
        expect(await account(who)).toMatchObject({
          has_account_token_expired: false,
          connection_problem: null,
        });
        expect(await row(who)).toMatchObject({
          access_token_encrypted: before.access_token_encrypted,
          token_refreshed_at: null,
        });

        api.fake.reset();
        clock += 30 * MINUTE;
        await tick();
        expect(refreshCalls()).toEqual([]);

        clock += 31 * MINUTE;
        await tick();
        expect(refreshCalls()).toEqual([expect.objectContaining({ status: 200 })]);
        expect(await row(who)).toMatchObject({ token_refreshed_at: iso(clock) });
        expect(await notifications(who)).toEqual([]);
        expect(mailsTo(who)).toEqual([]);
      },
    );
  });

  it('leaves a token far from its expiry alone', async () => {
    const who = await merchant();
    const before = await row(who);
    for (const day of [1, 20, 49]) {
      clock = START + day * DAY;
      await tick();
    }
    expect(refreshCalls()).toEqual([]);
    expect(await row(who)).toMatchObject({
      access_token_encrypted: before.access_token_encrypted,
      token_expires_at: before.token_expires_at,
      token_refreshed_at: null,
    });
  });

  it('marks the account when Meta refuses the refresh with 190, and tells the merchant once across two ticks and two processes', async () => {
    const who = await merchant();
    api.fake.invalidateTokens('password_changed');
    clock = START + 55 * DAY;

    // PostgreSQL: a pool of its own, as another API process has (SQLite: one writer anyway).
    const second = api.dialect === 'postgres' ? api.openDatabase() : undefined;
    try {
      const other = api.ctx.automations.createWorker(second ? { db: second.db } : {});
      await Promise.all([tick(), other.runOnce()]);
      clock += HOUR;
      await Promise.all([tick(), other.runOnce()]);
    } finally {
      await second?.db.destroy();
    }

    // One process took the account; Meta's refusal ended it there.
    expect(refreshCalls()).toEqual([expect.objectContaining({ status: 400 })]);
    expect(await account(who)).toMatchObject({
      has_account_token_expired: true,
      connection_problem: 'revoked',
    });
    const told = await notifications(who);
    expect(told).toEqual([
      expect.objectContaining({
        title: 'Reconnectez votre compte Instagram',
        message:
          'L’accès à votre compte Instagram @maison.lumiere a été retiré\u00a0: reconnectez-le pour continuer à recevoir vos mentions.',
        link: '/instagram/contents',
        read: false,
      }),
    ]);
    expect(mailsTo(who)).toEqual([
      expect.objectContaining({
        subject: 'Reconnectez votre compte Instagram à merci',
        text: expect.stringContaining('http://dashboard.test/instagram/contents'),
      }),
    ]);
    expect(mailsTo(who)[0]?.text).toContain('reconnectez-le pour continuer à recevoir vos mentions');

    // Meta refusing again elsewhere (a pull) tells nobody a second time.
    const pull = await api.call('PUT', `/social_account_instagrams/${who.accountId}/pull_contents`, {
      token: who.token,
    });
    expect(pull.status).toBe(409);
    expect(await notifications(who)).toHaveLength(1);
    expect(mailsTo(who)).toHaveLength(1);
  });

  it('says the connection expired when Meta answers that the session has expired (subcode 463)', async () => {
    const who = await merchant();
    api.fake.invalidateTokens('expired');
    clock = START + 55 * DAY;
    await tick();
    expect(await account(who)).toMatchObject({ connection_problem: 'expired' });
    expect((await notifications(who)).map((notification) => notification.message)).toEqual([
      'Votre connexion Instagram a expiré\u00a0: reconnectez le compte @maison.lumiere pour continuer à recevoir vos mentions.',
    ]);
  });

  it('says the renewal failed when Meta refuses it for another reason than the token', async () => {
    const who = await merchant();
    api.fake.inject('permission_denied', { path: REFRESH });
    clock = START + 55 * DAY;
    await tick();
    expect(await account(who)).toMatchObject({
      has_account_token_expired: true,
      connection_problem: 'refresh_failed',
    });
    expect((await notifications(who)).map((notification) => notification.message)).toEqual([
      'Votre connexion Instagram n’a pas pu être renouvelée\u00a0: reconnectez le compte @maison.lumiere pour continuer à recevoir vos mentions.',
    ]);
    expect(mailsTo(who)).toHaveLength(1);
  });

  it('marks a pull that meets a revoked token, tells the merchant, and connecting again clears it', async () => {
    const who = await merchant();
    api.fake.invalidateTokens('logged_out');
    await api.call('PUT', `/social_account_instagrams/${who.accountId}/pull_contents`, { token: who.token });
    expect(await waitForPull(api, who.accountId, who.token)).toMatchObject({
      pullError: 'instagram.errors.token_expired',
      has_account_token_expired: true,
      connection_problem: 'revoked',
    });
    expect(await notifications(who)).toHaveLength(1);
    expect(mailsTo(who)).toHaveLength(1);

    // A new login: the problem and its notice are over.
    const again = await connect(who.shopId, who.token);
    expect(again.body).toMatchObject({
      id: who.accountId,
      has_account_token_expired: false,
      connection_problem: null,
    });
    expect(await row(who)).toMatchObject({
      token_problem: null,
      reconnect_notified_at: null,
      has_account_token_expired: 0,
    });
    expect(await account(who)).toMatchObject({ connection_problem: null });

    // A later problem is a new one: the merchant hears about it too.
    api.fake.invalidateTokens('app_removed');
    await api.call('PUT', `/social_account_instagrams/${who.accountId}/pull_contents`, { token: who.token });
    expect(await waitForPull(api, who.accountId, who.token)).toMatchObject({
      connection_problem: 'revoked',
    });
    expect(await notifications(who)).toHaveLength(2);
    expect(mailsTo(who)).toHaveLength(2);
  });

  it('flags a token found past its date without asking Meta, and tells the merchant', async () => {
    const who = await merchant();
    clock = START + LONG_LIVED + HOUR;
    // Before the worker's tick, the resource already counts it as expired.
    expect(await account(who)).toMatchObject({
      has_account_token_expired: true,
      connection_problem: 'expired',
    });
    await tick();
    await tick();
    expect(refreshCalls()).toEqual([]);
    expect(await row(who)).toMatchObject({ token_problem: 'expired', has_account_token_expired: 1 });
    expect(await notifications(who)).toHaveLength(1);
    expect(mailsTo(who)).toHaveLength(1);
  });

  it('leaves a new connection alone when a call made with the previous token fails', async () => {
    const who = await merchant();
    const previous = await row(who);
    // The merchant connects again while a call with the old token is still in flight…
    expect((await connect(who.shopId, who.token)).status).toBe(200);
    // …and that call then meets Meta's 190.
    await api.ctx.instagram.tokenUpkeep().markProblem(previous, 'revoked');
    expect(await account(who)).toMatchObject({ has_account_token_expired: false, connection_problem: null });
    expect(await notifications(who)).toEqual([]);
    expect(mailsTo(who)).toEqual([]);
  });
});

describe('the words asking to reconnect', () => {
  it('are in the notification and the e-mail what the dashboard shows', () => {
    const catalogue = JSON.parse(
      readFileSync(new URL('../../../dashboard/src/i18n/messages/fr.json', import.meta.url), 'utf8'),
    ) as Record<string, string>;
    for (const problem of INSTAGRAM_CONNECTION_PROBLEMS) {
      expect(reconnectMessage(problem, 'maison.lumiere')).toBe(
        catalogue[`instagram.reconnect.${problem}`]?.replace('{account}', '@maison.lumiere'),
      );
    }
    expect(endingMessage('maison.lumiere', '21 janvier 2027')).toBe(
      catalogue['instagram.reconnect.ending']
        ?.replace('{account}', '@maison.lumiere')
        .replace('{date}', '21 janvier 2027'),
    );
    expect(ENDING_TITLE).toBe(catalogue['instagram.reconnect.ending_title']);
  });
});
