import type { Kysely } from 'kysely';
import type { AutomationService } from './automations/service.js';
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
  /** Signs and checks the customers' claim links, with keys apart from the sessions'. */
  claimLinks: ClaimLinks;
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
}
