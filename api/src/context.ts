import type { Kysely } from 'kysely';
import type { LimitStore } from './auth/limitStore.js';
import type { PasswordHashing } from './auth/password.js';
import type { SignInThrottle } from './auth/throttle.js';
import type { AutomationService } from './automations/service.js';
import type { CommerceService } from './commerce/service.js';
import type { Dialect } from './db/database.js';
import type { Database } from './db/schema.js';
import type { InstagramService } from './instagram/service.js';
import type { Mailer } from './mail/mailer.js';
import type { ClaimLinks } from './rewards/claimLinks.js';

/** What every route needs besides the request: the database, the mailer, the clock, links. */
export interface AppContext {
  db: Kysely<Database>;
  dialect: Dialect;
  mailer: Mailer;
  /** Origin of the dashboard, for links in e-mails. */
  publicUrl: string;
  /** Where the API is mounted (`/api`), for absolute links to API routes. */
  apiPrefix: string;
  /** Now; tests freeze it. */
  now: () => Date;
  /** The Graph API client, token encryption, pulls and webhooks. */
  instagram: InstagramService;
  /** The story messages: scheduling hook and the worker that sends them. */
  automations: AutomationService;
  /** The shops' online stores: connections, unique codes, webhooks and their worker. */
  commerce: CommerceService;
  /** Signs and checks the customers' claim links, with keys apart from the sessions'. */
  claimLinks: ClaimLinks;
  /** scrypt's cost for new hashes; older ones are rewritten at sign-in (docs/adr/027). */
  passwordHashing: PasswordHashing;
  /** The counters of the rate limits and failed sign-ins, shared by every process on PostgreSQL. */
  limitStore: LimitStore;
  signInThrottle: SignInThrottle;
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
}
