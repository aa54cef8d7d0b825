/**
 * Migration 0019 on a database that already holds deliveries: the stores get their order tracking
 * (tracked by default), and a delivery still waiting for the worker keeps only what the worker
 * reads of Shopify's body, no customer's name, e-mail, phone, address or IP (docs/adr/037).
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Migrator, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../database.js';
import { migrateToLatest } from '../migrate.js';
import type { Database } from '../schema.js';
import { migrations } from './index.js';

const example = (name: string) =>
  readFileSync(new URL(`../../commerce/shopify/fixtures/${name}`, import.meta.url), 'utf8');

describe('migration 0019 on deliveries recorded before it (sqlite)', () => {
  let folder: string;
  let handle: DatabaseHandle;
  let db: Kysely<Database>;

  beforeAll(async () => {
    folder = mkdtempSync(join(tmpdir(), 'merci-migration-0019-'));
    handle = openDatabase({ sqliteFile: join(folder, 'merci.sqlite') });
    db = handle.db;
    const before = Object.fromEntries(Object.entries(migrations).filter(([name]) => name < '0019'));
    const { error } = await new Migrator({
      db,
      provider: { getMigrations: () => Promise.resolve(before) },
    }).migrateToLatest();
    if (error) throw error instanceof Error ? error : new Error(String(error));

    const old = db as unknown as Kysely<Record<string, Record<string, unknown>>>;
    const at = '2026-11-20T10:00:00.000Z';
    const delivery = (id: string, topic: string, body: string, status = 'pending') => ({
      platform: 'shopify',
      delivery_id: id,
      topic,
      domain: 'atelier-lea.myshopify.com',
      body,
      received_at: at,
      next_attempt_at: at,
      status,
    });
    await old
      .insertInto('commerce_webhook')
      .values([
        delivery('1', 'orders/create', example('orders-create.json')),
        delivery('2', 'customers/redact', example('customers-redact.json')),
        delivery('3', 'customers/data_request', example('customers-data_request.json'), 'working'),
        delivery('4', 'orders/create', '', 'done'),
        delivery('5', 'orders/create', 'not json'),
      ])
      .execute();
    await migrateToLatest(db);
  });
  afterAll(async () => {
    await db.destroy();
    rmSync(folder, { recursive: true, force: true });
  });

  it('keeps of each waiting delivery only what the worker reads', async () => {
    const rows = await db
      .selectFrom('commerce_webhook')
      .select(['delivery_id', 'body'])
      .orderBy('id')
      .execute();
    expect(rows).toEqual([
      {
        delivery_id: '1',
        body: '{"id":820982911946154500,"admin_graphql_api_id":"gid://shopify/Order/820982911946154508","name":"#9999","total_price":"403.00","currency":"USD","discount_codes":[]}',
      },
      { delivery_id: '2', body: '{"orders_to_redact":[299938,280263,220458]}' },
      { delivery_id: '3', body: '{"orders_requested":[299938,280263,220458]}' },
      { delivery_id: '4', body: '' },
      { delivery_id: '5', body: '' },
    ]);
    const stored = JSON.stringify(rows);
    for (const personal of [
      'jon@doe.ca',
      'john@example.com',
      'Biller',
      '123 Shipping Street',
      '555-625-1199',
    ]) {
      expect(stored).not.toContain(personal);
    }
  });

  it('gives the stores their order tracking: tracked unless told otherwise, never asked again yet', async () => {
    const columns = (await db.introspection.getTables())
      .find((table) => table.name === 'online_store')
      ?.columns.map((column) => [column.name, column.isNullable, column.hasDefaultValue]);
    expect(columns).toEqual(
      expect.arrayContaining([
        ['order_tracking', false, true],
        ['order_tracking_checked_at', true, false],
      ]),
    );
  });
});
