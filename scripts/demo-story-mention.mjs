// `npm run demo:story-mention`: one of the demo's customers mentions the shop in an Instagram story.
// The running merci (npm start or npm run dev) receives it as Meta's webhook would deliver it:
// signed with the app secret the server uses, read the same way (FACEBOOK_APP_SECRET, else the
// secret the fake Graph API generated in the data folder). By default the story was posted 23 h 30
// ago, so that the automations' message is due at once: the worker sends it within its interval,
// and the demo shows it at GET /api/instagram/demo_messages.
//
//   npm run demo:story-mention -- [--sender lea.martin|manon_lifestyle|emma.fleurs|<id>]
//                                 [--minutes-ago 0..1439] [--url http://127.0.0.1:8080]
import { createHmac, randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { pathToFileURL } from 'node:url';
import { ROOT } from './lib.mjs';

const usage =
  'Usage: npm run demo:story-mention -- [--sender <username or id>] [--minutes-ago <0-1439>] [--url <origin>] [--account <Instagram account id>]';

let options;
try {
  ({ values: options } = parseArgs({
    options: {
      sender: { type: 'string' },
      'minutes-ago': { type: 'string' },
      url: { type: 'string' },
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
// It signs with the server's app secret: in production that would forge Meta's deliveries.
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

const origin = (options.url ?? `http://${config.host}:${config.port}`).replace(/\/+$/, '');
const accountId = options.account ?? DEMO_INSTAGRAM_ACCOUNT.id;
const timestamp = Date.now() - minutesAgo * 60_000;
const mid = `aWdfZAG1faXRlbToxOklHTWVzc2FnZUlE${randomBytes(12).toString('base64url')}`;
const body = JSON.stringify({
  object: 'instagram',
  entry: [
    {
      id: accountId,
      time: Math.floor(timestamp / 1000),
      messaging: [
        {
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
        },
      ],
    },
  ],
});

const webhook = `${origin}${config.apiPrefix}/webhooks/instagram`;
let response;
try {
  response = await fetch(webhook, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-hub-signature-256': `sha256=${createHmac('sha256', appSecret).update(body).digest('hex')}`,
    },
    body,
  });
} catch (error) {
  console.error(
    `merci does not answer at ${origin} (${error instanceof Error ? error.message : error}): is it running?`,
  );
  process.exit(1);
}
const text = await response.text();
if (!response.ok) {
  console.error(`The webhook answered ${response.status}: ${text}`);
  process.exit(1);
}
const { stored } = JSON.parse(text);
const who = sender ? `@${sender[1].username}` : senderId;
if (stored === 0) {
  console.log(`Delivered, but no shop has the Instagram account ${accountId} connected: nothing stored.`);
} else {
  const due = new Date(timestamp + 24 * 60 * 60_000 - offset * 60_000);
  console.log(`Story mention by ${who} posted ${minutesAgo} min ago, delivered to ${webhook}.`);
  console.log(
    `Its automation messages are due ${due <= new Date() ? 'now' : `at ${due.toLocaleString()}`}: see the dashboard's automations, or GET ${config.apiPrefix}/instagram/demo_messages.`,
  );
}
