import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { FAKE_FACEBOOK_APP_ID, readConfig } from './config.js';

describe('the Instagram settings read from the environment', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'merci-config-test-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
  const read = (env: NodeJS.ProcessEnv) => readConfig({ MERCI_DATA_DIR: dataDir, ...env }).instagram;

  it("talks to Meta's Graph API on a current version by default, without app credentials", () => {
    expect(read({})).toMatchObject({
      fakeGraph: false,
      graphApiUrl: 'https://graph.facebook.com',
      graphApiVersion: 'v23.0',
      facebookAppId: undefined,
      facebookAppSecret: undefined,
      webhookVerifyToken: undefined,
      graphMaxRetries: 3,
      graphRetryDelayMs: 1000,
    });
  });

  it('generates the token encryption key once and keeps it in the data folder', () => {
    const first = read({}).tokenEncryptionKey;
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(read({}).tokenEncryptionKey).toBe(first);
    expect(readFileSync(join(dataDir, 'token-encryption-key'), 'utf8').trim()).toBe(first);
    expect(read({ TOKEN_ENCRYPTION_KEY: 'from-the-environment-0123456789' }).tokenEncryptionKey).toBe(
      'from-the-environment-0123456789',
    );
  });

  it('uses the fake Graph server with its own app credentials when MERCI_FAKE_GRAPH=1', () => {
    const fake = read({ MERCI_FAKE_GRAPH: '1' });
    expect(fake).toMatchObject({ fakeGraph: true, facebookAppId: FAKE_FACEBOOK_APP_ID });
    expect(fake.facebookAppSecret).toMatch(/^.{32,}$/);
    expect(read({ MERCI_FAKE_GRAPH: '1' }).facebookAppSecret).toBe(fake.facebookAppSecret);
  });

  it('reads the real app, the version and the webhook token', () => {
    expect(
      read({
        GRAPH_API_URL: 'https://graph.example.test/',
        GRAPH_API_VERSION: 'v24.0',
        FACEBOOK_APP_ID: '123',
        FACEBOOK_APP_SECRET: 'app-secret',
        INSTAGRAM_WEBHOOK_VERIFY_TOKEN: 'verify',
        GRAPH_API_MAX_RETRIES: '5',
        GRAPH_API_RETRY_DELAY_MS: '250',
      }),
    ).toMatchObject({
      graphApiUrl: 'https://graph.example.test',
      graphApiVersion: 'v24.0',
      facebookAppId: '123',
      facebookAppSecret: 'app-secret',
      webhookVerifyToken: 'verify',
      graphMaxRetries: 5,
      graphRetryDelayMs: 250,
    });
  });

  it.each([
    [{ GRAPH_API_URL: 'https://graph.example.test', MERCI_FAKE_GRAPH: '1' }, /both set/],
    [{ GRAPH_API_VERSION: '16.0' }, /GRAPH_API_VERSION must look like v23\.0/],
    [{ GRAPH_API_URL: 'graph.facebook.com' }, /GRAPH_API_URL must be an origin/],
    [{ GRAPH_API_MAX_RETRIES: 'many' }, /GRAPH_API_MAX_RETRIES/],
  ])('stops with a clear message on %j', (env, message) => {
    expect(() => read(env)).toThrow(message);
  });
});

describe('the automation settings read from the environment', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'merci-config-test-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
  const read = (env: NodeJS.ProcessEnv) => readConfig({ MERCI_DATA_DIR: dataDir, ...env }).automations;

  it('sends story messages 30 minutes before expiry and runs the worker every 15 s by default', () => {
    expect(read({})).toEqual({ messageOffsetMinutes: 30, workerIntervalMs: 15_000 });
  });

  it('reads another offset and interval, 0 turning the worker off', () => {
    expect(read({ AUTOMATION_MESSAGE_OFFSET_MINUTES: '45', AUTOMATION_WORKER_INTERVAL_MS: '0' })).toEqual({
      messageOffsetMinutes: 45,
      workerIntervalMs: 0,
    });
  });

  it.each([
    [{ AUTOMATION_MESSAGE_OFFSET_MINUTES: '1440' }, /AUTOMATION_MESSAGE_OFFSET_MINUTES must be .* 0 to 1439/],
    [{ AUTOMATION_MESSAGE_OFFSET_MINUTES: 'half an hour' }, /AUTOMATION_MESSAGE_OFFSET_MINUTES/],
    [{ AUTOMATION_WORKER_INTERVAL_MS: '-5' }, /AUTOMATION_WORKER_INTERVAL_MS must be/],
  ])('stops with a clear message on %j', (env, message) => {
    expect(() => read(env)).toThrow(message);
  });
});
