/**
 * The operator command line as `scripts/operator.mjs` runs it: the server's configuration (the
 * same database, the same mail outbox or SMTP, the same public URL), the database migrated first
 * (a fresh clone may run it before any `npm start`), then the command.
 */
import { readConfig } from '../config.js';
import { openDatabase } from '../db/database.js';
import { migrateToLatest } from '../db/migrate.js';
import { createMailer, outboxDirOf } from '../mail/mailer.js';
import { runOperatorCommand, type Output } from './operatorCommand.js';

export async function main(
  argv: string[] = process.argv.slice(2),
  env: NodeJS.ProcessEnv = process.env,
  { stdout, stderr }: { stdout: Output; stderr: Output } = process,
): Promise<number> {
  let database: ReturnType<typeof openDatabase> | undefined;
  try {
    const config = readConfig(env);
    database = openDatabase(config);
    await migrateToLatest(database.db);
    const mailer = createMailer({
      smtpUrl: config.smtpUrl,
      outboxDir: outboxDirOf(config.dataDir),
      from: config.mailFrom,
    });
    return await runOperatorCommand(argv, { db: database.db, mailer, config, stdout, stderr });
  } catch (error) {
    stderr.write(`The operator command failed: ${error instanceof Error ? error.message : String(error)}\n`);
    return 1;
  } finally {
    await database?.db.destroy();
  }
}
