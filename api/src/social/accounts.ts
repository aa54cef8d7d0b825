import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../context.js';
import type { SocialAccountRow } from '../db/schema.js';
import { notFound } from '../http/errors.js';
import { idParam } from '../http/params.js';

/** The caller's social account with this id (connected or not), or 404. */
export async function ownAccount(
  ctx: AppContext,
  request: FastifyRequest,
  idValue: unknown,
): Promise<SocialAccountRow> {
  const id = idParam(idValue);
  const account = await ctx.db
    .selectFrom('social_account')
    .selectAll()
    .where('id', '=', id)
    .where('shop_id', '=', request.ownShopId())
    .executeTakeFirst();
  if (!account) throw notFound();
  return account;
}
