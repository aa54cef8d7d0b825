import { execFile } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { ROLE_ADMIN, type AdminShopSummary, type HydraCollection, type OwnerUser } from '@merci/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Mail, Mailer } from '../mail/mailer.js';
import { createOwner, createShop } from '../testing/factories.js';
import { startTestApi, testDialect, type TestApi } from '../testing/harness.js';
import { main } from './cli.js';
import { runOperatorCommand } from './operatorCommand.js';

const NOW = Date.parse('2026-11-22T10:00:00.000Z');
const DAY = 24 * 60 * 60 * 1000;
const ROOT = resolve(fileURLToPath(new URL('.', import.meta.url)), '../../..');

/** What a run printed, and its exit code. */
interface Run {
  code: number;
  out: string;
  err: string;
}

const collector = () => {
  let text = '';
  return { write: (chunk: string) => (text += chunk), text: () => text };
};

/** The JSON payload of a session token. */
const payloadOf = (token: string) =>
  JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as { roles: string[] };

describe(`the operator command (${testDialect()})`, () => {
  let api: TestApi;
  let clock = NOW;
  const dataDir = '/srv/merci/data';

  beforeAll(async () => {
    api = await startTestApi({ now: () => new Date(clock) });
    await createOwner(api.db, { shopId: await createShop(api.db), email: 'owner.shop@shop.test' });
  });
  afterAll(() => api.close());

  /** Runs the command on the test API's database; its e-mails go where the API's go. */
  const run = async (argv: string[], { smtp = false, mailer = api.ctx.mailer } = {}): Promise<Run> => {
    const out = collector();
    const err = collector();
    const code = await runOperatorCommand(argv, {
      db: api.db,
      mailer,
      config: {
        publicUrl: 'http://dashboard.test',
        smtpUrl: smtp ? 'smtp://mail.test:587' : undefined,
        dataDir,
      },
      stdout: out,
      stderr: err,
      now: () => new Date(clock),
    });
    return { code, out: out.text(), err: err.text() };
  };
  const operators = () =>
    api.db
      .selectFrom('user_account')
      .selectAll()
      .where('roles', 'like', '%ROLE_ADMIN%')
      .orderBy('id')
      .execute();

  it('creates an operator with a password, who signs in as an operator with no shop', async () => {
    const result = await run([
      'create',
      '  Alice@Merci.TEST ',
      '--password',
      'secret-pw',
      '--name',
      'Alice Martin',
    ]);
    expect(result).toEqual({
      code: 0,
      out: 'Operator alice@merci.test created, with the password given. Sign-in: http://dashboard.test/signin\n',
      err: '',
    });
    const signIn = await api.call<{ token: string; activated: boolean }>('POST', '/v1/oauth', {
      body: { email: 'alice@merci.test', password: 'secret-pw', context: 'shop' },
    });
    expect(signIn.status).toBe(200);
    expect(signIn.body.activated).toBe(true);
    expect(payloadOf(signIn.body.token).roles).toEqual([ROLE_ADMIN]);
    const me = await api.call<OwnerUser>('GET', '/users/me', { token: signIn.body.token });
    expect(me.body).toMatchObject({ email: 'alice@merci.test', roles: [ROLE_ADMIN], shop: null });
    const shops = await api.call<HydraCollection<AdminShopSummary>>('GET', '/admin/shops', {
      token: signIn.body.token,
    });
    expect(shops.status).toBe(200);
    expect((await operators()).find((user) => user.email === 'alice@merci.test')).toMatchObject({
      name: 'Alice Martin',
      shop_id: null,
      activated: 1,
    });
  });

  it('invites an operator without a password: the e-mail’s link sets it, once, through the reset page', async () => {
    const mails = api.outbox().length;
    const result = await run(['create', 'bob@merci.test']);
    expect(result.code).toBe(0);
    expect(result.err).toBe('');
    expect(result.out).toBe(
      `Operator bob@merci.test created without a password. Invitation e-mail written to ${join(dataDir, 'outbox')}: its link sets the password (valid 7 days).\n`,
    );
    const sent = api.outbox().slice(mails);
    expect(sent).toEqual([
      expect.objectContaining({ to: 'bob@merci.test', subject: 'Votre accès à l’espace opérateur merci' }),
    ]);
    const text = sent[0]?.text ?? '';
    expect(text).toContain('Bonjour bob,');
    expect(text).toContain('(valable 7 jours)');
    const token = /http:\/\/dashboard\.test\/reset-password\/([\w-]{43})\n/.exec(text)?.[1] ?? '';
    expect(token).not.toBe('');
    // Neither the link nor its token is printed.
    expect(result.out).not.toContain(token);

    const refused = await api.call('POST', '/v1/oauth', {
      body: { email: 'bob@merci.test', password: 'anything-at-all', context: 'shop' },
    });
    expect(refused.status).toBe(401);

    const confirmed = await api.call('POST', '/v1/reset-password/confirm', {
      body: { token, password: 'bobs-password' },
    });
    expect(confirmed).toMatchObject({ status: 200, body: { ok: true } });
    const session = await api.signIn('bob@merci.test', 'bobs-password');
    expect(payloadOf(session).roles).toEqual([ROLE_ADMIN]);
    expect((await api.call('GET', '/admin/shops', { token: session })).status).toBe(200);

    const again = await api.call('POST', '/v1/reset-password/confirm', {
      body: { token, password: 'another-one' },
    });
    expect(again.body).toEqual({ status: 422, message: 'account.errors.reset_link' });
  });

  it('lets an invitation expire after 7 days', async () => {
    const mails = api.outbox().length;
    expect((await run(['create', 'late@merci.test'])).code).toBe(0);
    const token = /reset-password\/([\w-]{43})/.exec(api.outbox()[mails]?.text ?? '')?.[1];
    clock = NOW + 7 * DAY + 1;
    try {
      const response = await api.call('POST', '/v1/reset-password/confirm', {
        body: { token, password: 'too-late' },
      });
      expect(response.body).toEqual({ status: 422, message: 'account.errors.reset_link' });
    } finally {
      clock = NOW;
    }
  });

  it('says the invitation went through SMTP when the server sends its e-mails that way', async () => {
    const sent: Mail[] = [];
    const mailer: Mailer = { send: async (mail) => void sent.push(mail) };
    const result = await run(['create', 'smtp@merci.test'], { smtp: true, mailer });
    expect(result.out).toBe(
      'Operator smtp@merci.test created without a password. Invitation e-mail sent to smtp@merci.test through SMTP: its link sets the password (valid 7 days).\n',
    );
    expect(sent.map((mail) => mail.to)).toEqual(['smtp@merci.test']);
  });

  it.each([
    [['create', 'not-an-address'], '"not-an-address" is not an e-mail address.'],
    [['create', 'alice@merci.test'], 'alice@merci.test is already an operator.'],
    [['create', 'ALICE@merci.test', '--password', 'another-pw'], 'alice@merci.test is already an operator.'],
    [
      ['create', 'owner.shop@shop.test'],
      'owner.shop@shop.test belongs to a shop owner: an operator needs an address of their own.',
    ],
    [['create', 'short@merci.test', '--password', 'abc'], 'The password must have at least 6 characters.'],
    [
      ['create', 'long@merci.test', '--password', 'p'.repeat(129)],
      'The password must have at most 128 characters.',
    ],
    [['create', 'long@merci.test', '--name', 'N'.repeat(101)], 'The name must have at most 100 characters.'],
  ])('refuses %j with one line and exit code 1, creating nothing', async (argv, message) => {
    const before = await api.db.selectFrom('user_account').select('id').execute();
    const mails = api.outbox().length;
    expect(await run(argv)).toEqual({ code: 1, out: '', err: `${message}\n` });
    expect(await api.db.selectFrom('user_account').select('id').execute()).toEqual(before);
    expect(api.outbox()).toHaveLength(mails);
  });

  it.each([
    [[], 'No command given.'],
    [['frob'], 'Unknown command: frob'],
    [['create'], 'create needs the operator’s e-mail address.'],
    [['create', 'a@merci.test', 'b@merci.test'], 'Unexpected argument: b@merci.test'],
    [['create', 'a@merci.test', '--pasword', 'x'], "Unknown option '--pasword'"],
    [['list', 'now'], 'list takes no argument.'],
  ])('answers %j with what is wrong, the usage and exit code 1', async (argv, message) => {
    const result = await run(argv);
    expect(result.code).toBe(1);
    expect(result.out).toBe('');
    expect(result.err).toContain(message);
    expect(result.err).toContain(
      'npm run operator -- create <email> [--password <password>] [--name <name>]',
    );
  });

  it('prints the usage on help', async () => {
    const result = await run(['--help']);
    expect(result).toMatchObject({ code: 0, err: '' });
    expect(result.out).toContain('npm run operator -- list');
  });

  it('lists the operators in an aligned table, with whether each has chosen a password', async () => {
    const result = await run(['list']);
    expect(result.code).toBe(0);
    expect(result.out).toBe(
      [
        'E-MAIL            NAME          CREATED     PASSWORD',
        'alice@merci.test  Alice Martin  2026-11-22  set',
        'bob@merci.test    bob           2026-11-22  set',
        'late@merci.test   late          2026-11-22  not yet (invited)',
        'smtp@merci.test   smtp          2026-11-22  not yet (invited)',
        '',
      ].join('\n'),
    );
  });
});

describe('the operator command on a fresh data folder', () => {
  let dataDir: string;

  beforeAll(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'merci-operator-'));
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  /** The environment of a fresh clone: SQLite in a folder of its own, e-mails in its outbox. */
  const env = () => ({
    ...process.env,
    MERCI_DATA_DIR: dataDir,
    DATABASE_URL: '',
    SMTP_URL: '',
    PUBLIC_URL: 'http://merci.test',
  });

  it('migrates the database first, then runs the command on the server’s configuration', async () => {
    const out = collector();
    const err = collector();
    expect(await main(['list'], env(), { stdout: out, stderr: err })).toBe(0);
    expect(out.text()).toBe('No operator yet. Create one: npm run operator -- create <email>\n');
    expect(await main(['create', 'first@merci.test'], env(), { stdout: out, stderr: err })).toBe(0);
    expect(err.text()).toBe('');
    const [file] = readdirSync(join(dataDir, 'outbox'));
    const mail = JSON.parse(readFileSync(join(dataDir, 'outbox', file ?? ''), 'utf8')) as Mail;
    expect(mail.to).toBe('first@merci.test');
    expect(mail.text).toMatch(/http:\/\/merci\.test\/reset-password\/[\w-]{43}\n/);
  });

  it('runs as `node scripts/operator.mjs`, compiling the API first if needed', async () => {
    const execute = promisify(execFile);
    const listed = await execute(process.execPath, ['scripts/operator.mjs', 'list'], {
      cwd: ROOT,
      env: env(),
      timeout: 120_000,
    });
    expect(listed.stdout).toMatch(
      /^E-MAIL +NAME +CREATED +PASSWORD\nfirst@merci\.test +first +\d{4}-\d\d-\d\d +not yet \(invited\)\n$/,
    );
    const refused = await execute(process.execPath, ['scripts/operator.mjs', 'create', 'first@merci.test'], {
      cwd: ROOT,
      env: env(),
      timeout: 120_000,
    }).catch((error: { code: number; stderr: string }) => error);
    expect(refused).toMatchObject({ code: 1, stderr: 'first@merci.test is already an operator.\n' });
  }, 180_000);
});
