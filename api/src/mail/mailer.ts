import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import { PRIVATE_FILE_MODE, ensurePrivateDir } from '../privateFiles.js';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
}

/** Where the mails go without SMTP: the `outbox` folder of the data folder. */
export const outboxDirOf = (dataDir: string): string => join(dataDir, 'outbox');

export interface MailerOptions {
  /** `smtp://user:pass@host:587` (or smtps://); when absent, mails go to the outbox folder. */
  smtpUrl?: string | undefined;
  outboxDir: string;
  from: string;
}

/**
 * Sends through SMTP when configured. Otherwise each mail is written to the outbox folder as a
 * JSON file (to, subject, text, html) that a developer can open and the tests read.
 */
export function createMailer({ smtpUrl, outboxDir, from }: MailerOptions): Mailer {
  if (smtpUrl) {
    const transport: Transporter = nodemailer.createTransport(smtpUrl);
    return {
      async send(mail) {
        await transport.sendMail({ from, ...mail });
      },
    };
  }
  let sequence = 0;
  return {
    async send(mail) {
      // A mail holds a live reset or activation link: for the server's user only.
      ensurePrivateDir(outboxDir);
      sequence += 1;
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${String(sequence).padStart(4, '0')}.json`;
      writeFileSync(join(outboxDir, name), JSON.stringify({ from, ...mail }, null, 2), {
        mode: PRIVATE_FILE_MODE,
      });
    },
  };
}
