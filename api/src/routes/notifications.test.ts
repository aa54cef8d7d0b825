import type { HydraCollection, UserNotification } from '@merci/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createNotification, createOwner, createShop } from '../testing/factories.js';
import { startTestApi, testDialect, type TestApi } from '../testing/harness.js';

type Notifications = HydraCollection<UserNotification>;

describe(`notifications (${testDialect()})`, () => {
  let api: TestApi;

  const user = async () => {
    const owner = await createOwner(api.db, { shopId: await createShop(api.db) });
    return { id: owner.id, token: await api.signIn(owner.email, owner.password) };
  };
  const at = (n: number) => `2026-03-${String(n).padStart(2, '0')}T08:00:00.000Z`;

  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(() => api.close());

  describe('GET /users/:userId/user_notifications', () => {
    let me: { id: number; token: string };
    const ids: number[] = [];

    beforeAll(async () => {
      me = await user();
      // Twelve notifications, one a day; the 1st, 3rd and 5th are read.
      for (let n = 1; n <= 12; n += 1) {
        ids.push(
          await createNotification(api.db, me.id, {
            title: n === 1 ? 'Bienvenue' : null,
            message: `Message ${n}`,
            read: n <= 5 && n % 2 === 1 ? 1 : 0,
            created_at: at(n),
            link: n === 2 ? '/rewards?status=use_requested#discount-7' : null,
          }),
        );
      }
    });

    const list = (query: string) =>
      api.call<Notifications>('GET', `/users/${me.id}/user_notifications${query}`, { token: me.token });
    const messages = (body: Notifications) =>
      body['hydra:member'].map((notification) => notification.message);

    it('lists the newest 10 first, with a link to the next page', async () => {
      const path = `/users/${me.id}/user_notifications`;
      const response = await list('?order[createdAt]=desc&itemsPerPage=10&page=1');
      expect(response.status).toBe(200);
      expect(response.body['hydra:totalItems']).toBe(12);
      expect(messages(response.body)).toEqual([12, 11, 10, 9, 8, 7, 6, 5, 4, 3].map((n) => `Message ${n}`));
      expect(response.body['hydra:view']).toMatchObject({
        'hydra:next': `${path}?order%5BcreatedAt%5D=desc&itemsPerPage=10&page=2`,
        'hydra:last': `${path}?order%5BcreatedAt%5D=desc&itemsPerPage=10&page=2`,
      });
      expect(response.body['hydra:view']?.['hydra:previous']).toBeUndefined();
    });

    it('gives each notification its id, optional title, message, read flag, date and link', async () => {
      const response = await list('?order[createdAt]=asc&itemsPerPage=2');
      expect(response.body['hydra:member']).toEqual([
        {
          '@id': `/user_notifications/${ids[0]}`,
          '@type': 'UserNotification',
          id: ids[0],
          title: 'Bienvenue',
          message: 'Message 1',
          read: true,
          createdAt: at(1),
          link: null,
        },
        {
          '@id': `/user_notifications/${ids[1]}`,
          '@type': 'UserNotification',
          id: ids[1],
          title: null,
          message: 'Message 2',
          read: false,
          createdAt: at(2),
          link: '/rewards?status=use_requested#discount-7',
        },
      ]);
    });

    it('serves the second page with a link back', async () => {
      const response = await list('?page=2');
      expect(messages(response.body)).toEqual(['Message 2', 'Message 1']);
      expect(response.body['hydra:view']?.['hydra:previous']).toBe(
        `/users/${me.id}/user_notifications?page=1`,
      );
      expect(response.body['hydra:view']?.['hydra:next']).toBeUndefined();
    });

    it('honours order[createdAt]=asc', async () => {
      const response = await list('?order[createdAt]=asc&itemsPerPage=3');
      expect(messages(response.body)).toEqual(['Message 1', 'Message 2', 'Message 3']);
    });

    it('gives the unread count in hydra:totalItems with read=false, and the read ones with read=true', async () => {
      const unread = await list('?order[createdAt]=desc&itemsPerPage=10&page=1&read=false');
      expect(unread.body['hydra:totalItems']).toBe(9);
      expect(unread.body['hydra:member']).toHaveLength(9);
      expect(unread.body['hydra:member'].every((notification) => !notification.read)).toBe(true);
      const read = await list('?read=true');
      expect(read.body['hydra:totalItems']).toBe(3);
      expect(messages(read.body)).toEqual(['Message 5', 'Message 3', 'Message 1']);
    });

    it('is empty for a user without notifications', async () => {
      const someone = await user();
      const response = await api.call('GET', `/users/${someone.id}/user_notifications?read=false`, {
        token: someone.token,
      });
      expect(response).toMatchObject({ status: 200, body: { 'hydra:member': [], 'hydra:totalItems': 0 } });
    });

    it.each([['read=maybe'], ['order[createdAt]=sideways']])('refuses %s with 400', async (query) => {
      const response = await list(`?${query}`);
      expect(response).toMatchObject({ status: 400, body: { status: 400, message: 'errors.bad_request' } });
    });

    it.each([
      ['read=TRUE', 'read', 'errors.invalid_choice'],
      ['order[createdAt]=DESC', 'order[createdAt]', 'errors.invalid_choice'],
    ])('refuses %s naming the field and a message key', async (query, propertyPath, message) => {
      expect(await list(`?${query}`)).toMatchObject({
        status: 400,
        body: { status: 400, message: 'errors.bad_request', violations: [{ propertyPath, message }] },
      });
    });

    it("answers 404 for another user's notifications and 401 without a token", async () => {
      const someone = await user();
      const response = await api.call('GET', `/users/${me.id}/user_notifications`, { token: someone.token });
      expect(response).toMatchObject({ status: 404, body: { message: 'errors.not_found' } });
      expect((await api.call('GET', `/users/${me.id}/user_notifications`)).status).toBe(401);
    });
  });

  describe('PATCH /user_notifications/:id', () => {
    const unreadCount = async (me: { id: number; token: string }) =>
      (
        await api.call<Notifications>('GET', `/users/${me.id}/user_notifications?read=false`, {
          token: me.token,
        })
      ).body['hydra:totalItems'];

    it('marks a notification read (merge-patch) and the unread count drops', async () => {
      const me = await user();
      const id = await createNotification(api.db, me.id, { message: 'Nouvelle publication' });
      await createNotification(api.db, me.id);
      expect(await unreadCount(me)).toBe(2);

      const response = await api.call('PATCH', `/user_notifications/${id}`, {
        token: me.token,
        body: { read: true },
        contentType: 'application/merge-patch+json',
      });
      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({ id, read: true, message: 'Nouvelle publication' });
      expect(await unreadCount(me)).toBe(1);
    });

    it.each([['application/json'], ['application/vnd.api+json']])(
      'accepts %s bodies',
      async (contentType) => {
        const me = await user();
        const id = await createNotification(api.db, me.id);
        const response = await api.call('PATCH', `/user_notifications/${id}`, {
          token: me.token,
          body: { read: true },
          contentType,
        });
        expect(response).toMatchObject({ status: 200, body: { id, read: true } });
      },
    );

    it('ignores fields other than read', async () => {
      const me = await user();
      const id = await createNotification(api.db, me.id, { message: 'Original' });
      const response = await api.call('PATCH', `/user_notifications/${id}`, {
        token: me.token,
        body: { read: true, message: 'Changed', id: 999 },
      });
      expect(response).toMatchObject({ status: 200, body: { id, message: 'Original', read: true } });
    });

    it.each([[{ read: false }], [{ read: 'true' }], [{}]])('refuses %j with 422', async (body) => {
      const me = await user();
      const id = await createNotification(api.db, me.id);
      const response = await api.call('PATCH', `/user_notifications/${id}`, {
        token: me.token,
        body,
        contentType: 'application/merge-patch+json',
      });
      expect(response).toMatchObject({
        status: 422,
        body: { status: 422, violations: [{ propertyPath: 'read', message: 'notification.errors.read' }] },
      });
      expect(await unreadCount(me)).toBe(1);
    });

    it('refuses a body that is not JSON with 400', async () => {
      const me = await user();
      const id = await createNotification(api.db, me.id);
      const response = await fetch(`${api.baseUrl}/api/user_notifications/${id}`, {
        method: 'PATCH',
        headers: { authorization: `Bearer ${me.token}`, 'content-type': 'application/merge-patch+json' },
        body: '{read:',
      });
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ status: 400 });
    });

    it("answers 404 for another user's notification, which stays unread, and 401 without a token", async () => {
      const me = await user();
      const someone = await user();
      const id = await createNotification(api.db, me.id);
      for (const target of [id, 999999, 'abc']) {
        const response = await api.call('PATCH', `/user_notifications/${target}`, {
          token: someone.token,
          body: { read: true },
        });
        expect(response).toMatchObject({ status: 404, body: { message: 'errors.not_found' } });
      }
      expect((await api.call('PATCH', `/user_notifications/${id}`, { body: { read: true } })).status).toBe(
        401,
      );
      expect(await unreadCount(me)).toBe(1);
    });
  });

  it('documents its routes in the OpenAPI description under the notifications tag', async () => {
    const response = await fetch(`${api.baseUrl}/api/docs/json`);
    const document = (await response.json()) as {
      paths: Record<string, Record<string, { tags?: string[]; summary?: string }>>;
    };
    for (const [path, method] of [
      ['/api/users/{userId}/user_notifications', 'get'],
      ['/api/user_notifications/{id}', 'patch'],
    ] as const) {
      expect(document.paths[path]?.[method]).toMatchObject({
        tags: ['notifications'],
        summary: expect.any(String),
      });
    }
  });
});
