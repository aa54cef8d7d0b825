import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from './db/database.js';
import { migrateToLatest } from './db/migrate.js';
import { DEMO_LOGIN, DEMO_SHOP_NAME, seedDemoShop } from './db/seed.js';
import { verifyPassword } from './auth/password.js';
import { buildServer } from './server.js';

describe('API over HTTP on a real SQLite file', () => {
  const folder = mkdtempSync(join(tmpdir(), 'merci-api-'));
  const database = openDatabase({ sqliteFile: join(folder, 'merci.sqlite') });
  let app: FastifyInstance;
  let baseUrl: string;

  beforeAll(async () => {
    await migrateToLatest(database.db);
    await seedDemoShop(database.db);
    app = await buildServer({ database });
    baseUrl = await app.listen({ host: '127.0.0.1', port: 0 });
  });

  afterAll(async () => {
    await app.close();
    rmSync(folder, { recursive: true, force: true });
  });

  it('answers GET /api/health with 200 and the database it reached', async () => {
    const response = await fetch(`${baseUrl}/api/health`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await response.json()).toEqual({ status: 'ok', database: 'sqlite' });
  });

  it('answers an unknown API path with a JSON 404', async () => {
    const response = await fetch(`${baseUrl}/api/nowhere`);
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ status: 404, message: 'errors.not_found' });
  });

  it('seeds the demo shop and its owner once, with a hashed password', async () => {
    expect(await seedDemoShop(database.db)).toEqual({ created: false });
    const owner = await database.db
      .selectFrom('user_account')
      .innerJoin('shop', 'shop.id', 'user_account.shop_id')
      .select(['user_account.password_hash', 'user_account.roles', 'shop.name'])
      .where('user_account.email', '=', DEMO_LOGIN.email)
      .execute();
    expect(owner).toHaveLength(1);
    expect(owner[0]?.name).toBe(DEMO_SHOP_NAME);
    expect(JSON.parse(owner[0]?.roles ?? '[]')).toEqual(['ROLE_OWNER']);
    expect(owner[0]?.password_hash).not.toContain(DEMO_LOGIN.password);
    expect(await verifyPassword(DEMO_LOGIN.password, owner[0]?.password_hash ?? '')).toBe(true);
    expect(await verifyPassword('wrong-password', owner[0]?.password_hash ?? '')).toBe(false);
  });

  it('runs the migrations again without change', async () => {
    expect(await migrateToLatest(database.db)).toEqual([]);
  });
});
