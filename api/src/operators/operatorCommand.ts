/**
 * `npm run operator -- create <email> [--password <pw>] [--name <name>]` and `… list`: merci's
 * team accounts (ROLE_ADMIN), made from the command line since no screen may make the first one.
 * Without --password the operator gets an invitation e-mail whose link opens the dashboard's
 * reset page to choose one (docs/adr/021).
 */
import { parseArgs } from 'node:util';
import {
  PASSWORD_MIN_LENGTH,
  ROLE_ADMIN,
  ROLE_OWNER,
  TEXT_LIMITS,
  fitsLimit,
  forgottenPasswordSchema,
} from '@merci/domain';
import type { Kysely } from 'kysely';
import { NO_PASSWORD, hasPassword, hashPassword } from '../auth/password.js';
import { newOneTimeToken } from '../auth/tokens.js';
import type { ApiConfig } from '../config.js';
import type { Database } from '../db/schema.js';
import { outboxDirOf, type Mailer } from '../mail/mailer.js';
import { parseJsonList } from '../resources.js';

/** How long the invitation's link works. */
export const INVITATION_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;

export const OPERATOR_USAGE = `Usage:
  npm run operator -- create <email> [--password <password>] [--name <name>]
      Creates an operator of merci's team. Without --password, an invitation e-mail
      carries a link to choose one (valid 7 days).
  npm run operator -- list
      Lists the operators.`;

export interface Output {
  write(text: string): unknown;
}

export interface OperatorCommandOptions {
  db: Kysely<Database>;
  mailer: Mailer;
  /** The server's own configuration: links, and where its e-mails go. */
  config: Pick<ApiConfig, 'publicUrl' | 'smtpUrl' | 'dataDir'>;
  stdout: Output;
  stderr: Output;
  now?: () => Date;
}

/** A refusal the person typing can act on: one line, exit code 1. */
class Refusal extends Error {}

/** Runs one command; resolves to the process's exit code. */
export async function runOperatorCommand(argv: string[], options: OperatorCommandOptions): Promise<number> {
  const { stdout, stderr } = options;
  let parsed: ReturnType<typeof parse>;
  try {
    parsed = parse(argv);
  } catch (error) {
    stderr.write(`${error instanceof Error ? error.message : String(error)}\n\n${OPERATOR_USAGE}\n`);
    return 1;
  }
  try {
    if (parsed.command === 'help') {
      stdout.write(`${OPERATOR_USAGE}\n`);
      return 0;
    }
    if (parsed.command === 'list') {
      await list(options);
      return 0;
    }
    return await create(parsed, options);
  } catch (error) {
    if (!(error instanceof Refusal)) throw error;
    stderr.write(`${error.message}\n`);
    return 1;
  }
}

type Parsed =
  | { command: 'help' }
  | { command: 'list' }
  | { command: 'create'; email: string; password: string | undefined; name: string | undefined };

function parse(argv: string[]): Parsed {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    strict: true,
    options: {
      password: { type: 'string' },
      name: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  const [command, ...rest] = positionals;
  if (values.help || command === 'help') return { command: 'help' };
  if (command === 'list') {
    if (rest.length > 0 || values.password !== undefined || values.name !== undefined)
      throw new Error('list takes no argument.');
    return { command: 'list' };
  }
  if (command === 'create') {
    const [email, ...extra] = rest;
    if (email === undefined) throw new Error('create needs the operator’s e-mail address.');
    if (extra.length > 0) throw new Error(`Unexpected argument: ${extra.join(' ')}`);
    return { command: 'create', email, password: values.password, name: values.name };
  }
  throw new Error(command === undefined ? 'No command given.' : `Unknown command: ${command}`);
}

async function create(
  { email: typed, password, name }: Extract<Parsed, { command: 'create' }>,
  { db, mailer, config, stdout, now = () => new Date() }: OperatorCommandOptions,
): Promise<number> {
  const email = typed.trim().toLowerCase();
  if (!forgottenPasswordSchema.isValidSync({ email }))
    throw new Refusal(`"${typed}" is not an e-mail address.`);
  if (password !== undefined && password.length < PASSWORD_MIN_LENGTH)
    throw new Refusal(`The password must have at least ${PASSWORD_MIN_LENGTH} characters.`);
  if (password !== undefined && !fitsLimit(password, 'password'))
    throw new Refusal(`The password must have at most ${TEXT_LIMITS.password} characters.`);
  if (!fitsLimit(name?.trim(), 'personName'))
    throw new Refusal(`The name must have at most ${TEXT_LIMITS.personName} characters.`);
  const existing = await db
    .selectFrom('user_account')
    .select('roles')
    .where('email', '=', email)
    .executeTakeFirst();
  if (existing) {
    const roles = parseJsonList(existing.roles);
    if (roles.includes(ROLE_ADMIN)) throw new Refusal(`${email} is already an operator.`);
    if (roles.includes(ROLE_OWNER))
      throw new Refusal(`${email} belongs to a shop owner: an operator needs an address of their own.`);
    throw new Refusal(`${email} is already used by another account.`);
  }

  const displayName =
    name?.trim() ||
    Array.from(email.slice(0, email.indexOf('@')))
      .slice(0, TEXT_LIMITS.personName)
      .join('');
  const at = now();
  const invitation = password === undefined ? newOneTimeToken() : undefined;
  const passwordHash = password === undefined ? NO_PASSWORD : await hashPassword(password);
  try {
    await db.transaction().execute(async (trx) => {
      const user = await trx
        .insertInto('user_account')
        .values({
          email,
          name: displayName,
          password_hash: passwordHash,
          roles: JSON.stringify([ROLE_ADMIN]),
          activated: 1,
          shop_id: null,
          created_at: at.toISOString(),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      if (invitation) {
        await trx
          .insertInto('auth_token')
          .values({
            user_id: user.id,
            purpose: 'invitation',
            token_hash: invitation.hash,
            expires_at: new Date(at.getTime() + INVITATION_LIFETIME_MS).toISOString(),
            used_at: null,
            created_at: at.toISOString(),
          })
          .execute();
      }
    });
  } catch (error) {
    // Another command created the same address meanwhile (the column is unique).
    const taken = await db
      .selectFrom('user_account')
      .select('id')
      .where('email', '=', email)
      .executeTakeFirst();
    if (taken) throw new Refusal(`${email} is already used by another account.`);
    throw error;
  }

  if (!invitation) {
    stdout.write(`Operator ${email} created, with the password given. Sign-in: ${config.publicUrl}/signin\n`);
    return 0;
  }
  const where = config.smtpUrl
    ? `sent to ${email} through SMTP`
    : `written to ${outboxDirOf(config.dataDir)}`;
  try {
    await mailer.send({
      to: email,
      subject: 'Votre accès à l’espace opérateur merci',
      text:
        `Bonjour ${displayName},\n\nUn compte opérateur merci vient d’être créé pour vous. Pour choisir votre ` +
        `mot de passe, ouvrez ce lien (valable 7 jours) :\n${config.publicUrl}/reset-password/${invitation.token}\n\n` +
        `Vous vous connecterez ensuite sur ${config.publicUrl}/signin avec l’adresse ${email}.\n\nL’équipe merci`,
    });
  } catch (error) {
    throw new Refusal(
      `Operator ${email} created, but the invitation e-mail could not be sent (${error instanceof Error ? error.message : String(error)}); ` +
        '"Forgot your password?" on the sign-in page sends them a link.',
    );
  }
  stdout.write(
    `Operator ${email} created without a password. Invitation e-mail ${where}: its link sets the password (valid 7 days).\n`,
  );
  return 0;
}

async function list({ db, stdout }: OperatorCommandOptions): Promise<void> {
  const users = await db
    .selectFrom('user_account')
    .select(['email', 'name', 'created_at', 'password_hash', 'roles'])
    .where('shop_id', 'is', null)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  const operators = users.filter((user) => parseJsonList(user.roles).includes(ROLE_ADMIN));
  if (operators.length === 0) {
    stdout.write('No operator yet. Create one: npm run operator -- create <email>\n');
    return;
  }
  const header = ['E-MAIL', 'NAME', 'CREATED', 'PASSWORD'];
  const rows = [
    header,
    ...operators.map((user) => [
      user.email,
      user.name,
      user.created_at.slice(0, 10),
      hasPassword(user.password_hash) ? 'set' : 'not yet (invited)',
    ]),
  ];
  const widths = header.map((_, column) => Math.max(...rows.map((row) => (row[column] ?? '').length)));
  for (const row of rows) {
    stdout.write(
      `${row
        .map((cell, column) => cell.padEnd(widths[column] ?? 0))
        .join('  ')
        .trimEnd()}\n`,
    );
  }
}
