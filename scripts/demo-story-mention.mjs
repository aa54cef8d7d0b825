// `npm run demo:story-mention`: one of the demo's customers mentions the shop in an Instagram story.
// The running merci (npm start or npm run dev) receives it from its fake Graph API, which delivers
// it as Meta does: signed with the app secret, posted to merci's webhook, and only while the shop's
// Facebook Page has subscribed merci's app (merci subscribes it when the shop connects Instagram).
// The script finds the fake Graph API through the data folder and asks it with the app secret, read
// the way the server reads it. By default the story was posted 23 h 30 ago, so that the
// automations' message is due at once: the worker sends it within its interval, and the demo shows
// it at GET /api/instagram/demo_messages.
//
//   npm run demo:story-mention -- [--sender lea.martin|manon_lifestyle|emma.fleurs|<id>]
//                                 [--minutes-ago 0..1439]
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { pathToFileURL } from 'node:url';
import { ROOT } from './lib.mjs';

const usage =
  'Usage: npm run demo:story-mention -- [--sender <username or id>] [--minutes-ago <0-1439>] [--account <Instagram account id>]';

let options;
try {
  ({ values: options } = parseArgs({
    options: {
      sender: { type: 'string' },
      'minutes-ago': { type: 'string' },
      account: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  }));
} catch (error) {
  console.error(`${error instanceof Error ? error.message : error}\n${usage}`);
  process.exit(1);
}
if (options.help) {
  console.log(usage);
  process.exit(0);
}
// It asks the offline demo's fake Graph API: in production only Meta delivers webhooks.
if (process.env.NODE_ENV === 'production') {
  console.error(
    'npm run demo:story-mention belongs to the offline demo: in production (NODE_ENV=production) only Meta delivers webhooks.',
  );
  process.exit(1);
}

const dist = join(ROOT, 'api', 'dist');
if (!existsSync(join(dist, 'config.js'))) {
  console.error('The API is not built yet: start merci first (npm start or npm run dev).');
  process.exit(1);
}
// The same defaults as npm start: the fake Graph API unless a real one is configured.
if (!process.env.GRAPH_API_URL && process.env.MERCI_FAKE_GRAPH === undefined)
  process.env.MERCI_FAKE_GRAPH = '1';
const { readConfig } = await import(pathToFileURL(join(dist, 'config.js')).href);
const { DEMO_INSTAGRAM_ACCOUNT, MESSAGING_USERS } = await import(
  pathToFileURL(join(dist, 'instagram', 'fakeGraph', 'data.js')).href
);
const { FAKE_GRAPH_URL_FILE } = await import(
  pathToFileURL(join(dist, 'instagram', 'fakeGraph', 'webhooks.js')).href
);

const config = readConfig();
const appSecret = config.instagram.facebookAppSecret;
if (!appSecret) {
  console.error(
    'No app secret to sign with: set FACEBOOK_APP_SECRET, or run the demo with the fake Graph API.',
  );
  process.exit(1);
}

const senders = Object.entries(MESSAGING_USERS);
const wanted = options.sender ?? senders[Math.floor(Math.random() * senders.length)][0];
const sender = senders.find(([id, user]) => id === wanted || user.username === wanted.replace(/^@/, ''));
if (!sender && !/^\d+$/.test(wanted)) {
  console.error(
    `Unknown sender "${wanted}": one of ${senders.map(([id, user]) => `${user.username} (${id})`).join(', ')}, or an Instagram-scoped id.`,
  );
  process.exit(1);
}
const senderId = sender ? sender[0] : wanted;

const offset = config.automations.messageOffsetMinutes;
const minutesAgo = Number(options['minutes-ago'] ?? 24 * 60 - offset);
if (!Number.isInteger(minutesAgo) || minutesAgo < 0 || minutesAgo >= 24 * 60) {
  console.error(`--minutes-ago must be a whole number from 0 to 1439 (a story lives 24 hours).\n${usage}`);
  process.exit(1);
}

const fakeGraphFile = join(config.dataDir, FAKE_GRAPH_URL_FILE);
if (!existsSync(fakeGraphFile)) {
  console.error(
    'No fake Graph API is running: start merci first (npm start or npm run dev), without GRAPH_API_URL.',
  );
  process.exit(1);
}
const fakeGraph = readFileSync(fakeGraphFile, 'utf8').trim();
const accountId = options.account ?? DEMO_INSTAGRAM_ACCOUNT.id;
const timestamp = Date.now() - minutesAgo * 60_000;
const mid = `aWdfZAG1faXRlbToxOklHTWVzc2FnZUlE${randomBytes(12).toString('base64url')}`;
const value = {
  sender: { id: senderId },
  recipient: { id: accountId },
  timestamp,
  message: {
    mid,
    attachments: [
      {
        type: 'story_mention',
        payload: { url: `${config.apiPrefix}/media/story-${mid.slice(-10).toLowerCase()}.svg` },
      },
    ],
  },
};

let delivery;
try {
  const response = await fetch(`${fakeGraph}/_fake/webhooks/deliver`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-fake-app-secret': appSecret },
    body: JSON.stringify({ accountId, field: 'messages', value }),
  });
  delivery = await response.json();
  if (!response.ok) {
    console.error(`The fake Graph API refused: ${delivery.error ?? response.status}`);
    process.exit(1);
  }
} catch (error) {
  console.error(
    `The fake Graph API does not answer at ${fakeGraph} (${error instanceof Error ? error.message : error}): is merci running?`,
  );
  process.exit(1);
}
const who = sender ? `@${sender[1].username}` : senderId;
if (!delivery.delivered) {
  const why = {
    page_not_subscribed:
      'the Facebook Page of this Instagram account has not subscribed merci (connect Instagram in merci first)',
    unknown_account: `the fake Graph API knows no Instagram account ${accountId}`,
    callback_unreachable: 'merci did not answer',
  };
  console.error(`Not delivered: ${why[delivery.dropped] ?? delivery.dropped}.`);
  process.exit(1);
}
if (delivery.status !== 200) {
  console.error(`The webhook answered ${delivery.status}: ${JSON.stringify(delivery.response)}`);
  process.exit(1);
}
if (delivery.response.stored === 0) {
  console.log(`Delivered, but no shop has the Instagram account ${accountId} connected: nothing stored.`);
} else {
  const due = new Date(timestamp + 24 * 60 * 60_000 - offset * 60_000);
  console.log(`Story mention by ${who} posted ${minutesAgo} min ago, delivered by the fake Graph API.`);
  console.log(
    `Its automation messages are due ${due <= new Date() ? 'now' : `at ${due.toLocaleString()}`}: see the dashboard's automations, or GET ${config.apiPrefix}/instagram/demo_messages.`,
  );
}
