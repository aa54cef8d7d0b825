/**
 * What the API tells a shop's owners in their notifications (SPEC §2 bell), whatever tells it:
 * a use request, a story message not sent, an Instagram connection to renew, an operator's action.
 */
import type { Kysely, Transaction } from 'kysely';
import { ROLE_OWNER } from '@merci/domain';
import type { Database } from '../db/schema.js';
import { parseJsonList } from '../resources.js';

export interface ShopOwner {
  id: number;
  name: string;
  email: string;
}

export interface OwnerNotification {
  title: string;
  message: string;
  /** Dashboard path of what it is about. */
  link?: string;
  createdAt: string;
}

/**
 * One notification per owner of the shop, in the caller's transaction. Answers the owners, for
 * the e-mails the caller sends once the transaction has committed.
 */
export async function notifyOwners(
  trx: Transaction<Database> | Kysely<Database>,
  shopId: number,
  notification: OwnerNotification,
): Promise<ShopOwner[]> {
  const owners = (
    await trx
      .selectFrom('user_account')
      .select(['id', 'name', 'email', 'roles'])
      .where('shop_id', '=', shopId)
      .orderBy('id')
      .execute()
  )
    .filter((user) => parseJsonList(user.roles).includes(ROLE_OWNER))
    .map(({ id, name, email }) => ({ id, name, email }));
  if (owners.length === 0) return owners;
  await trx
    .insertInto('user_notification')
    .values(
      owners.map((owner) => ({
        user_id: owner.id,
        title: notification.title,
        message: notification.message,
        link: notification.link ?? null,
        read: 0,
        created_at: notification.createdAt,
      })),
    )
    .execute();
  return owners;
}
