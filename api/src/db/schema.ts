import type { Generated } from 'kysely';

/** Kysely's view of the tables; one interface per table, named after it. */
export interface Database {
  shop: ShopTable;
  user_account: UserAccountTable;
}

export interface ShopTable {
  id: Generated<number>;
  name: string;
  validated: number;
  created_at: string;
}

export interface UserAccountTable {
  id: Generated<number>;
  email: string;
  name: string;
  password_hash: string;
  /** JSON array of role names, e.g. ["ROLE_OWNER"]. */
  roles: string;
  activated: number;
  shop_id: number | null;
  created_at: string;
}
