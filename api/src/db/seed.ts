import type { Kysely } from 'kysely';
import { hashPassword } from '../auth/password.js';
import type { Database } from './schema.js';

export const DEMO_LOGIN = { email: 'demo@merci.example', password: 'merci-demo' } as const;
export const DEMO_SHOP_NAME = 'La Belle Échoppe';

/** Creates the demo shop and its owner once; later runs leave existing data untouched. */
export async function seedDemoShop(db: Kysely<Database>): Promise<{ created: boolean }> {
  const existing = await db
    .selectFrom('user_account')
    .select('id')
    .where('email', '=', DEMO_LOGIN.email)
    .executeTakeFirst();
  if (existing) return { created: false };

  const now = new Date().toISOString();
  const passwordHash = await hashPassword(DEMO_LOGIN.password);
  await db.transaction().execute(async (trx) => {
    const shop = await trx
      .insertInto('shop')
      .values({ name: DEMO_SHOP_NAME, validated: 1, created_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('user_account')
      .values({
        email: DEMO_LOGIN.email,
        name: 'Camille Martin',
        password_hash: passwordHash,
        roles: JSON.stringify(['ROLE_OWNER']),
        activated: 1,
        shop_id: shop.id,
        created_at: now,
      })
      .execute();
  });
  return { created: true };
}
