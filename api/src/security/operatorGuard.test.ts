/**
 * The operator guard in front of every /admin route: a live session (else 401) of a user whose
 * roles, read from the database at each request, include ROLE_ADMIN (else 403). The action is
 * recorded under the operator the database knows at that moment.
 */
import { ROLE_ADMIN, ROLE_OWNER } from '@merci/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOwner, createShop } from '../testing/factories.js';
import { startTestApi, testDialect, type TestApi } from '../testing/harness.js';

const unauthorized = { status: 401, body: { status: 401, message: 'errors.unauthorized' } };
const forbidden = { status: 403, body: { status: 403, message: 'errors.forbidden' } };

describe(`the operator guard (${testDialect()})`, () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(() => api.close());

  async function operator(roles: string[] = [ROLE_ADMIN]) {
    const user = await createOwner(api.db, { shopId: null, roles });
    return { ...user, token: await api.signIn(user.email, user.password) };
  }
  const setRoles = (id: number, roles: string[]) =>
    api.db
      .updateTable('user_account')
      .set({ roles: JSON.stringify(roles) })
      .where('id', '=', id)
      .execute();
  const list = (token?: string) => api.call('GET', '/admin/shops', token === undefined ? {} : { token });

  it('answers 401 without a token, with a token that is not one, and with a claim link', async () => {
    const { id } = await operator();
    const claim = api.app.jwt.sign({ sub: String(id), purpose: 'claim' } as never);
    for (const token of [undefined, 'not-a-token', claim])
      expect(await list(token)).toMatchObject(unauthorized);
  });

  it('answers 403 to a signed-in owner of a shop', async () => {
    const owner = await createOwner(api.db, { shopId: await createShop(api.db) });
    const token = await api.signIn(owner.email, owner.password);
    expect(await list(token)).toMatchObject(forbidden);
  });

  it('refuses an operator demoted since sign-in at the next request, and lets one promoted since in', async () => {
    const demoted = await operator();
    expect((await list(demoted.token)).status).toBe(200);
    await setRoles(demoted.id, [ROLE_OWNER]);
    expect(await list(demoted.token)).toMatchObject(forbidden);

    const promoted = await operator([]);
    expect(await list(promoted.token)).toMatchObject(forbidden);
    await setRoles(promoted.id, [ROLE_OWNER, ROLE_ADMIN]);
    expect((await list(promoted.token)).status).toBe(200);
  });

  it('answers 403 to a user whose stored roles are empty or not a list', async () => {
    const user = await operator();
    for (const roles of ['', '"ROLE_ADMIN"', '{"0":"ROLE_ADMIN"}']) {
      await api.db.updateTable('user_account').set({ roles }).where('id', '=', user.id).execute();
      expect(await list(user.token), roles).toMatchObject(forbidden);
    }
  });

  it("records an action under the operator's id and e-mail as the database has them now", async () => {
    const ops = await operator();
    await api.db
      .updateTable('user_account')
      .set({ email: 'renamed.ops@merci.test' })
      .where('id', '=', ops.id)
      .execute();
    const shopId = await createShop(api.db);
    const suspended = await api.call('POST', `/admin/shops/${shopId}/suspend`, {
      token: ops.token,
      body: { reason: 'Contrôle' },
    });
    expect(suspended.status).toBe(200);
    const audit = await api.db
      .selectFrom('admin_audit_log')
      .select(['operator_id', 'operator_email', 'action'])
      .where('shop_id', '=', shopId)
      .execute();
    expect(audit).toEqual([
      { operator_id: ops.id, operator_email: 'renamed.ops@merci.test', action: 'suspend' },
    ]);
  });
});
