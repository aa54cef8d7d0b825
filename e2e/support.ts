import { readFileSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 8181);
/** The data folder `npm start` runs with in e2e (see playwright.config.ts). */
const outboxFolder = join(tmpdir(), `merci-e2e-${port}`, 'outbox');

export const DEMO = { email: 'demo@merci.test', password: 'merci-demo' } as const;

/** The newest e-mail written to the outbox for an address. */
export function lastMailTo(address: string): { subject: string; text: string } | undefined {
  let files: string[] = [];
  try {
    files = readdirSync(outboxFolder).sort();
  } catch {
    return undefined;
  }
  return files
    .map(
      (file) =>
        JSON.parse(readFileSync(join(outboxFolder, file), 'utf8')) as {
          to: string;
          subject: string;
          text: string;
        },
    )
    .filter((mail) => mail.to === address)
    .pop();
}

export const firstLink = (text: string) => /https?:\/\/\S+/.exec(text)?.[0] ?? '';

export async function signIn(page: Page, email: string = DEMO.email, password: string = DEMO.password) {
  await page.goto('/signin');
  await page.getByLabel('Adresse e-mail').fill(email);
  await page.getByRole('textbox', { name: 'Mot de passe', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
}
