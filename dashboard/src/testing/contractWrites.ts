/**
 * The mock API against the real one, for the changes a session makes: configured rewards,
 * products and their approval, use requests, automations, an ambassador's e-mail, sign-up and
 * password reset, the online store (connected in the API, as in the mock's seed) and its unique
 * codes. The answers that succeed have the same status and shape; every refusal has the same
 * status and the same problem body.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { CONFIG_COLLECTION_BY_TYPE, REWARD_TYPES, UNIQUE_CODE_PATTERN, type RewardType } from '@merci/domain';
import {
  type Answer,
  type Call,
  type Credentials,
  bothSides,
  members,
  realApiWithStore,
} from './contractHarness';

/** A valid body of each configured reward type. */
const REWARD_BODIES: Record<RewardType, Record<string, unknown>> = {
  percent: { percent: 10, place: 'shop', socialContentTypes: ['feed', 'story', 'reels', 'ad'] },
  code: { code: 'MERCI10', place: 'online', socialContentTypes: ['feed'] },
  voucher: { description: 'Un bon de 10 €', place: 'shop', socialContentTypes: ['story'] },
  other: { description: 'Un café offert', place: 'shop', socialContentTypes: ['reels'] },
};

/** Bodies that are not a JSON object: each write that reads one refuses them with a 400. */
const NOT_AN_OBJECT = [[], 'texte', null] as const;

async function writes(call: Call, credentials: Credentials) {
  const answers: Record<string, Answer> = {};
  const signIn = await call('POST', '/v1/oauth', { body: { ...credentials, context: 'shop' } });
  const token = (signIn.body as { token: string }).token;
  const get = (path: string) => call('GET', path, { token });
  const send = (method: string, path: string, body?: unknown) => call(method, path, { token, body });
  const user = (await get('/users/me')).body as { id: number; shop: { id: number } };
  const shop = `/shops/${user.shop.id}`;

  answers.signInNotAnObject = await call('POST', '/v1/oauth', { body: [] });
  answers.signInWithoutBody = await call('POST', '/v1/oauth');

  // Configured rewards, one collection per type.
  for (const type of REWARD_TYPES) {
    const collection = `/${CONFIG_COLLECTION_BY_TYPE[type]}`;
    const created = await send('POST', collection, REWARD_BODIES[type]);
    answers[`${type}Created`] = created;
    const id = (created.body as { id: number }).id;
    answers[`${type}Read`] = await get(`${collection}/${id}`);
    answers[`${type}Updated`] = await send('PUT', `${collection}/${id}`, {
      ...REWARD_BODIES[type],
      quantity: 5,
    });
    answers[`${type}Refused`] = await send('POST', collection, { place: 'moon', socialContentTypes: [] });
    answers[`${type}UpdateRefused`] = await send('PUT', `${collection}/${id}`, { socialContentTypes: [] });
    answers[`${type}NotAnObject`] = await send('POST', collection, NOT_AN_OBJECT[0]);
    answers[`${type}UpdateNotAnObject`] = await send('PUT', `${collection}/${id}`, NOT_AN_OBJECT[1]);
    answers[`${type}Unknown`] = await get(`${collection}/999999`);
    answers[`${type}UpdateUnknown`] = await send('PUT', `${collection}/999999`, REWARD_BODIES[type]);
  }
  // Unique codes (docs/adr/037): an online percent and a code of 10 each, then their refusals.
  const unique = { place: 'online', uniqueCodes: true, socialContentTypes: ['feed'] };
  answers.uniqueCodesCreated = await send('POST', '/config_discount_percents', { ...unique, percent: 15 });
  answers.uniqueAmountCreated = await send('POST', '/config_discount_codes', { ...unique, amount: 10 });
  answers.uniqueCodesInShop = await send('POST', '/config_discount_percents', {
    ...unique,
    place: 'shop',
    percent: 15,
  });
  answers.uniqueCodeWithoutValue = await send('POST', '/config_discount_codes', unique);
  const percentId = (answers.percentCreated?.body as { id: number }).id;
  const otherId = (answers.otherCreated?.body as { id: number }).id;
  answers.configDeleted = await send('DELETE', `/config_discounts/${otherId}`);
  answers.configDeletedAgain = await send('DELETE', `/config_discounts/${otherId}`);
  answers.configDeleteUnknown = await send('DELETE', '/config_discounts/999999');
  answers.configRewards = await get(
    `${shop}/config_discounts?order%5BcreatedAt%5D=desc&itemsPerPage=4&page=1`,
  );

  // A content rewarded: its product, then the approval with a configured reward.
  const accounts = await get(`${shop}/social_accounts?socialId=instagram`);
  const account = members(accounts)[0] as { id: number };
  answers.account = await get(`/social_account_instagrams/${account.id}`);
  answers.otherAccount = await get('/social_account_instagrams/999999');
  const toReward = await get(
    `/social_account_instagrams/${account.id}/social_contents?order%5BcreatedAt%5D=desc&itemsPerPage=12&page=1&rewarded=false`,
  );
  const [first, second] = members(toReward) as { '@id': string; id: number; author_username: string }[];
  answers.productRefused = await send('POST', '/products', { socialContent: 'nothing' });
  answers.productNotAnObject = await send('POST', '/products', NOT_AN_OBJECT[2]);
  answers.productOfOtherContent = await send('POST', '/products', {
    socialContent: '/social_content_instagrams/999999',
  });
  answers.product = await send('POST', '/products', { socialContent: first?.['@id'], publish: false });
  const productId = (answers.product.body as { id: number }).id;
  answers.approveRefused = await send('PUT', `/products/${productId}/approve`, { type: 'moon' });
  answers.approveNotAnObject = await send('PUT', `/products/${productId}/approve`, []);
  answers.approveUnknown = await send('PUT', '/products/999999/approve', { configDiscountId: percentId });
  answers.approve = await send('PUT', `/products/${productId}/approve`, { configDiscountId: percentId });
  answers.approveAgain = await send('PUT', `/products/${productId}/approve`, { configDiscountId: percentId });
  const custom = await send('POST', '/products', { socialContent: second?.['@id'] });
  answers.approveCustom = await send('PUT', `/products/${(custom.body as { id: number }).id}/approve`, {
    type: 'code',
    code: 'BIENVENUE',
    place: 'online',
  });
  const given = (answers.approve.body as { id: number }).id;
  answers.discount = await get(`/discounts/${given}`);
  answers.otherDiscount = await get('/discounts/999999');

  // A use request accepted, another refused; neither can be decided twice.
  const discounts = await get(`${shop}/discounts?order%5BcreatedAt%5D=desc&itemsPerPage=30&page=1`);
  const requested = members(discounts).filter((discount) => discount.status === 'use_requested');
  const [toAccept, toRefuse] = requested as { id: number }[];
  answers.accept = await send('PUT', `/discounts/${toAccept?.id}/accept`);
  answers.acceptAgain = await send('PUT', `/discounts/${toAccept?.id}/accept`);
  answers.refuse = await send('PUT', `/discounts/${toRefuse?.id}/refuse`);
  answers.refuseAgain = await send('PUT', `/discounts/${toRefuse?.id}/refuse`);
  answers.acceptUnknown = await send('PUT', '/discounts/999999/accept');
  answers.refuseUnknown = await send('PUT', '/discounts/999999/refuse');
  answers.badStatusFilter = await get(`/shops/999999/discounts?status=lost`);
  answers.badTypeFilter = await get(`/shops/999999/discounts?type=lost`);

  // Automations: created, read, replaced, suspended, archived, deleted.
  const automation = { featureType: 'thanks', mode: 'automatic', message: 'Merci {username} !' };
  answers.automationCreated = await send('POST', '/social_automations', {
    ...automation,
    configDiscount: `/config_discount_percents/${percentId}`,
  });
  answers.automationWithoutReward = await send('POST', '/social_automations', automation);
  const automationId = (answers.automationCreated.body as { id: number }).id;
  const path = `/social_automations/${automationId}`;
  answers.automationRefused = await send('POST', '/social_automations', { featureType: 'never' });
  answers.automationOtherReward = await send('POST', '/social_automations', {
    ...automation,
    configDiscount: 999999,
  });
  answers.automationRead = await get(path);
  answers.automationUnknown = await get('/social_automations/999999');
  const reward = `/config_discount_percents/${percentId}`;
  answers.automationReplaced = await send('PUT', path, { ...automation, configDiscount: reward });
  answers.automationReplaceWithoutReward = await send('PUT', path, automation);
  answers.automationReplaceRefused = await send('PUT', path, { ...automation, mode: 'by hand' });
  answers.automationReplaceUnknown = await send('PUT', '/social_automations/999999', automation);
  answers.automationSuspended = await send('PATCH', path, { suspendedAt: '2026-11-27T10:00:00.000Z' });
  answers.automationResumed = await send('PATCH', path, { suspendedAt: null });
  answers.automationPatchRefused = await send('PATCH', path, { suspendedAt: 'soon' });
  answers.automationPatchEmpty = await send('PATCH', path, {});
  answers.automationPatchUnknown = await send('PATCH', '/social_automations/999999', { suspendedAt: null });
  answers.automationArchived = await send('PATCH', path, { deletedAt: '2026-11-27T10:00:00.000Z' });
  answers.automationDeleted = await send('DELETE', path);
  answers.automationDeletedAgain = await send('DELETE', path);
  answers.automations = await get(
    `${shop}/social_automations?order%5BcreatedAt%5D=desc&itemsPerPage=10&page=1`,
  );

  // An ambassador's e-mail.
  const emails = `/social_content_instagrams/patch_email_by_username?socialAccount=${account.id}`;
  const ambassador = first?.author_username;
  answers.email = await send('PATCH', emails, { authorUsername: ambassador, authorEmail: 'ami@example.com' });
  answers.emailRefused = await send('PATCH', emails, {
    authorUsername: ambassador,
    authorEmail: 'pas-un-mail',
  });
  answers.emailWithoutUsername = await send('PATCH', emails, { authorEmail: 'ami@example.com' });
  answers.emailUnknownAuthor = await send('PATCH', emails, {
    authorUsername: 'personne_ici',
    authorEmail: 'ami@example.com',
  });
  answers.emailWithoutAccount = await send('PATCH', '/social_content_instagrams/patch_email_by_username', {
    authorUsername: ambassador,
    authorEmail: 'ami@example.com',
  });
  answers.emailOtherAccount = await send(
    'PATCH',
    '/social_content_instagrams/patch_email_by_username?socialAccount=999999',
    { authorUsername: ambassador, authorEmail: 'ami@example.com' },
  );

  // Notifications, the demo's routes (absent from an API without its fake Graph server).
  answers.markOtherRead = await send('PATCH', '/user_notifications/999999', { read: true });
  answers.markReadNotABoolean = await send('PATCH', `/user_notifications/999999`, { read: 'yes' });
  answers.demoStoryMention = await send('POST', '/instagram/demo_story_mention', {});
  answers.demoMessages = await get('/instagram/demo_messages');

  // Password changes refused for their body.
  answers.passwordNotAnObject = await send('PUT', `/v2/users/${user.id}/password`, []);
  answers.passwordOtherUser = await send('PUT', '/v2/users/999999/password', {
    password: credentials.password,
    newPassword: { first: 'nouveau-1', second: 'nouveau-1' },
  });

  // Signed out: sign-up and the password reset.
  const signUp = {
    shop: {
      name: 'Chez Lou',
      phoneNumber: '0612345678',
      category: 1,
      address: { firstRow: '1 rue de la Paix', postalCode: '75002', city: 'Paris' },
      socialName: 'chezlou',
    },
    user: { name: 'Lou', email: 'lou@chezlou.test', password: 'secret-123' },
  };
  answers.signUp = await call('POST', '/users/shop-register', { body: signUp });
  answers.signUpTaken = await call('POST', '/users/shop-register', { body: signUp });
  answers.signUpRefused = await call('POST', '/users/shop-register', { body: { shop: {}, user: {} } });
  answers.signUpOtherCategory = await call('POST', '/users/shop-register', {
    body: {
      ...signUp,
      shop: { ...signUp.shop, category: 999999 },
      user: { ...signUp.user, email: 'x@y.test' },
    },
  });
  answers.signUpNotAnObject = await call('POST', '/users/shop-register', { body: 'texte' });
  answers.resetNotAnObject = await call('POST', '/v1/reset-password', { body: [] });
  answers.resetConfirmNotAnObject = await call('POST', '/v1/reset-password/confirm', { body: null });
  answers.resetConfirmShort = await call('POST', '/v1/reset-password/confirm', {
    body: { token: 'un-lien', password: 'abc' },
  });
  answers.resetConfirmExpired = await call('POST', '/v1/reset-password/confirm', {
    body: { token: 'lien-expire', password: 'nouveau-123' },
  });

  answers.resendNotAnObject = await call('POST', '/v1/resend-activation', { body: [] });
  answers.logoutEverywhereAnonymous = await call('POST', '/v1/logout/everywhere');
  answers.pullOther = await send('PUT', '/social_account_instagrams/999999/pull_contents');
  answers.resubscribeOther = await send('POST', '/social_account_instagrams/999999/webhook_subscription');
  answers.connectOtherShop = await send('POST', '/v2/shops/999999/instagram/connect', { accessToken: 'x' });
  answers.percentReadAsCode = await get(`/config_discount_codes/${percentId}`);

  // The online store: connecting starts at the store's page; refused addresses, platforms and
  // shops; a store that is not the shop's.
  const connect = `${shop}/online_stores/connect`;
  answers.storeConnect = await send('POST', connect, { platform: 'shopify', domain: 'atelier-lea' });
  answers.storeConnectBadDomain = await send('POST', connect, {
    platform: 'shopify',
    domain: 'www.atelier.fr',
  });
  answers.storeConnectBadPlatform = await send('POST', connect, {
    platform: 'boutique',
    domain: 'atelier-lea',
  });
  answers.storeConnectNotAnObject = await send('POST', connect, NOT_AN_OBJECT[0]);
  answers.storeConnectOtherShop = await send('POST', '/shops/999999/online_stores/connect', {
    domain: 'atelier-lea',
  });
  answers.storeDisconnectUnknown = await send('PUT', '/online_stores/999999/disconnect');

  // The connected store: a reward with unique codes takes its code from it; once disconnected,
  // the store reads so and such a reward asks to reconnect.
  const uniqueId = (answers.uniqueCodesCreated?.body as { id: number }).id;
  const [feed, nextFeed] = (members(toReward) as { '@id': string; type: string }[])
    .slice(2)
    .filter((content) => content.type === 'feed');
  const approveUnique = async (content: { '@id': string } | undefined) => {
    const product = await send('POST', '/products', { socialContent: content?.['@id'] });
    return send('PUT', `/products/${(product.body as { id: number }).id}/approve`, {
      configDiscountId: uniqueId,
    });
  };
  answers.storeConnected = await get(`${shop}/online_stores`);
  answers.approveUniqueCode = await approveUnique(feed);
  const store = members(answers.storeConnected)[0] as { id: number };
  answers.storeDisconnected = await send('PUT', `/online_stores/${store.id}/disconnect`);
  answers.storeAfterDisconnect = await get(`${shop}/online_stores`);
  answers.approveUniqueCodeDisconnected = await approveUnique(nextFeed);

  // Last: the Instagram account disconnected, then again.
  answers.disconnect = await send('PUT', `/social_accounts/${account.id}/logout`);
  answers.disconnectUnknown = await send('PUT', '/social_accounts/999999/logout');
  return answers;
}

/** Registers this file's hooks and tests in the test file that calls it. */
export function compareWrites(): void {
  let real: Record<string, Answer>;
  let mock: Record<string, Answer>;
  let shapeDifferences: (actual: unknown, expected: unknown) => string[];

  beforeAll(async () => {
    ({ real, mock, differences: shapeDifferences } = await bothSides(writes, { start: realApiWithStore }));
  }, 60_000);

  const SUCCESSES = [
    ...REWARD_TYPES.flatMap((type) => [`${type}Created`, `${type}Read`, `${type}Updated`]),
    'configDeleted',
    'configRewards',
    'account',
    'product',
    'approve',
    'approveCustom',
    'discount',
    'accept',
    'refuse',
    'automationCreated',
    'automationRead',
    'automationReplaced',
    'automationSuspended',
    'automationResumed',
    'automationArchived',
    'automationDeleted',
    'automations',
    'email',
    'signUp',
    'disconnect',
    'uniqueCodesCreated',
    'uniqueAmountCreated',
    'storeConnect',
    'storeConnected',
    'approveUniqueCode',
    'storeDisconnected',
    'storeAfterDisconnect',
  ];

  const REFUSALS = [
    'resubscribeOther',
    'signInNotAnObject',
    'signInWithoutBody',
    ...REWARD_TYPES.flatMap((type) => [
      `${type}Refused`,
      `${type}UpdateRefused`,
      `${type}NotAnObject`,
      `${type}UpdateNotAnObject`,
      `${type}Unknown`,
      `${type}UpdateUnknown`,
    ]),
    'configDeletedAgain',
    'configDeleteUnknown',
    'otherAccount',
    'productRefused',
    'productNotAnObject',
    'productOfOtherContent',
    'approveRefused',
    'approveNotAnObject',
    'approveUnknown',
    'approveAgain',
    'otherDiscount',
    'acceptAgain',
    'refuseAgain',
    'acceptUnknown',
    'refuseUnknown',
    'badStatusFilter',
    'badTypeFilter',
    'automationRefused',
    'automationWithoutReward',
    'automationReplaceWithoutReward',
    'automationOtherReward',
    'automationUnknown',
    'automationReplaceRefused',
    'automationReplaceUnknown',
    'automationPatchRefused',
    'automationPatchEmpty',
    'automationPatchUnknown',
    'automationDeletedAgain',
    'emailRefused',
    'emailWithoutUsername',
    'emailUnknownAuthor',
    'emailWithoutAccount',
    'emailOtherAccount',
    'markOtherRead',
    'markReadNotABoolean',
    'demoStoryMention',
    'demoMessages',
    'passwordNotAnObject',
    'passwordOtherUser',
    'signUpTaken',
    'signUpRefused',
    'signUpOtherCategory',
    'signUpNotAnObject',
    'resetNotAnObject',
    'resetConfirmNotAnObject',
    'resetConfirmShort',
    'resetConfirmExpired',
    'disconnectUnknown',
    'resendNotAnObject',
    'logoutEverywhereAnonymous',
    'pullOther',
    'connectOtherShop',
    'percentReadAsCode',
    'uniqueCodesInShop',
    'uniqueCodeWithoutValue',
    'storeConnectBadDomain',
    'storeConnectBadPlatform',
    'storeConnectNotAnObject',
    'storeConnectOtherShop',
    'storeDisconnectUnknown',
    'approveUniqueCodeDisconnected',
  ];

  describe('the mock API changes what the API changes', () => {
    it.each(SUCCESSES)('%s: same status, same shape', (name) => {
      const [ours, theirs] = [mock[name], real[name]];
      expect(theirs, 'the session made this call').toBeDefined();
      expect(ours?.status).toBe(theirs?.status);
      expect(theirs?.status, JSON.stringify(theirs?.body)).toBeLessThan(300);
      expect(shapeDifferences(ours?.body, theirs?.body).join('\n')).toBe('');
    });

    it.each(REFUSALS)('%s: the same refusal, body for body', (name) => {
      expect(real[name]?.status).toBeGreaterThanOrEqual(400);
      expect(mock[name]).toEqual(real[name]);
    });
  });

  describe('the online store in the mock API, as in the API with a connected store', () => {
    /** The store's status, in a store answer or in the shop's list of stores. */
    const storeStatus = (answer: Answer | undefined) => {
      const body = answer?.body as Record<string, unknown> | undefined;
      const store = body && 'hydra:member' in body ? members(answer as Answer)[0] : body;
      return store?.status;
    };

    it.each([
      ['storeConnected', 'connected'],
      ['storeDisconnected', 'disconnected'],
      ['storeAfterDisconnect', 'disconnected'],
    ])('%s: the store reads %s', (name, status) => {
      expect(storeStatus(real[name])).toBe(status);
      expect(storeStatus(mock[name])).toBe(status);
    });

    // A shape comparison alone would pass a null code: the code's form and its mention are checked.
    it("gives the ambassador the store's unique code, named in the comment too", async () => {
      for (const answers of [real, mock]) {
        const body = answers.approveUniqueCode?.body as {
          code: string;
          uniqueCode: boolean;
          comment: string;
        };
        expect(body.uniqueCode).toBe(true);
        expect(body.code).toMatch(UNIQUE_CODE_PATTERN);
        expect(body.comment).toContain(`(code ${body.code})`);
      }
    });
  });
}
