/**
 * The lease claim the workers share (docs/adr/012, docs/adr/037), on the table of the online
 * stores' tasks: which rows one call takes, in which order, and for how long. What PostgreSQL adds
 * (rows another transaction holds are skipped) is in `leaseClaim.postgres.test.ts`.
 */
import { describe, expect, it } from 'vitest';
import { testDialect } from '../testing/harness.js';
import { NOW, leaseClaimFixture, minutes } from '../testing/leaseClaim.js';

describe(`claimLeased (${testDialect()})`, () => {
  const { task, claim, currentApi } = leaseClaimFixture();

  it('takes at most a batch of the due rows, earliest first then by id, under one lease', async () => {
    // Inserted first, so the lowest id, yet the last due.
    await task('later', minutes(-1));
    await task('first', minutes(-10));
    await task('tie 1', minutes(-5));
    await task('tie 2', minutes(-5));
    await task('tie 3', minutes(-5));
    await task('not yet', minutes(1));
    await task('done', minutes(-20), { status: 'done' });

    const first = await claim();
    expect(first.map((row) => row.external_id).sort()).toEqual(['first', 'tie 1', 'tie 2']);
    expect(new Set(first.map((row) => row.lease_token)).size).toBe(1);
    for (const row of first)
      expect(row).toMatchObject({ status: 'working', attempts: 1, lease_until: minutes(2) });

    expect((await claim()).map((row) => row.external_id).sort()).toEqual(['later', 'tie 3']);
    // Nothing is left that is due: the future row and the done one stay as they were.
    expect(await claim()).toEqual([]);
    const rest = await currentApi()
      .db.selectFrom('commerce_task')
      .select(['external_id', 'status', 'attempts'])
      .where('external_id', 'in', ['not yet', 'done'])
      .orderBy('external_id')
      .execute();
    expect(rest).toEqual([
      { external_id: 'done', status: 'done', attempts: 0 },
      { external_id: 'not yet', status: 'pending', attempts: 0 },
    ]);
  });

  it('takes no more than a batch beside other claims made at the same moment, and never a row twice', async () => {
    for (let index = 0; index < 20; index += 1) await task(`task ${index}`, minutes(-index));
    // PostgreSQL: each claim on a connection of the pool, all at once, as workers of several processes.
    const claims = await Promise.all([1, 2, 3, 4].map(() => claim()));
    expect(claims.map((rows) => rows.length)).toEqual([3, 3, 3, 3]);
    expect(new Set(claims.flat().map((row) => row.id)).size).toBe(12);
  });

  it('claims a leased row again only once its lease has run out', async () => {
    await task('held', minutes(-30), { status: 'working', lease_until: minutes(1) });
    await task('dropped', minutes(-30), { status: 'working', lease_until: minutes(-1) });

    const [taken, ...others] = await claim();
    expect(others).toEqual([]);
    expect(taken).toMatchObject({ external_id: 'dropped', status: 'working', attempts: 1 });

    // Later, the first lease has run out and so has the one just given.
    const later = await claim({ now: new Date(NOW.getTime() + 3 * 60_000) });
    expect(later.map((row) => row.external_id).sort()).toEqual(['dropped', 'held']);
    expect(later.find((row) => row.external_id === 'dropped')).toMatchObject({
      attempts: 2,
      lease_until: minutes(5),
    });
    expect(later[0]?.lease_token).not.toBe(taken?.lease_token);
  });

  it('leaves the rows a filter refuses, whatever their place in the order', async () => {
    await task('skipped', minutes(-10));
    await task('kept', minutes(-5));
    const claimed = await claim({
      batchSize: 1,
      filters: [(eb) => eb('commerce_task.external_id', '!=', 'skipped')],
    });
    expect(claimed.map((row) => row.external_id)).toEqual(['kept']);
  });
});
