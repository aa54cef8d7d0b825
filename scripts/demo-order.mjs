// `npm run demo:order -- <code>`: a customer of the demo's online store orders with an
// ambassador's unique code. The running merci (npm start or npm run dev) asks its fake Shopify
// to take the order; the fake delivers `orders/create` to merci as Shopify would, and the reward
// shows used, with the order, once the worker has read it (within its interval).
//
//   npm run demo:order -- <code> [--total 59.90] [--currency EUR] [--url http://127.0.0.1:8080]
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { pathToFileURL } from 'node:url';
import { ROOT } from './lib.mjs';

const usage =
  'Usage: npm run demo:order -- <code> [--total <amount, e.g. 59.90>] [--currency EUR] [--url <origin>]';

let parsed;
try {
  parsed = parseArgs({
    allowPositionals: true,
    options: {
      total: { type: 'string' },
      currency: { type: 'string' },
      url: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
} catch (error) {
  console.error(`${error instanceof Error ? error.message : error}\n${usage}`);
  process.exit(1);
}
const { values: options, positionals } = parsed;
if (options.help) {
  console.log(usage);
  process.exit(0);
}
// The fake store exists only in the offline demo.
if (process.env.NODE_ENV === 'production') {
  console.error(
    'npm run demo:order belongs to the offline demo: in production (NODE_ENV=production) orders come from Shopify.',
  );
  process.exit(1);
}
const code = positionals[0]?.trim();
if (!code || positionals.length > 1) {
  console.error(`One code to order with, as the reward shows it (MERCI-LEA-7K3Q).\n${usage}`);
  process.exit(1);
}
const total = options.total === undefined ? undefined : /^\d+([.,]\d{1,2})?$/.exec(options.total.trim());
if (options.total !== undefined && !total) {
  console.error(`--total must be an amount such as 59.90, got "${options.total}".\n${usage}`);
  process.exit(1);
}
const currency = options.currency?.trim().toUpperCase();
if (currency !== undefined && !/^[A-Z]{3}$/.test(currency)) {
  console.error(
    `--currency must be a three-letter ISO code such as EUR, got "${options.currency}".\n${usage}`,
  );
  process.exit(1);
}

const dist = join(ROOT, 'api', 'dist');
if (!existsSync(join(dist, 'config.js'))) {
  console.error('The API is not built yet: start merci first (npm start or npm run dev).');
  process.exit(1);
}
const { readConfig } = await import(pathToFileURL(join(dist, 'config.js')).href);
const config = readConfig();
const origin = (options.url ?? `http://${config.host}:${config.port}`).replace(/\/+$/, '');
const [whole, cents = ''] = (total?.[0] ?? '').replace(',', '.').split('.');
const body = {
  code,
  ...(total ? { totalCents: Number(whole) * 100 + Number(cents.padEnd(2, '0')) } : {}),
  ...(currency ? { currency } : {}),
};

let response;
try {
  response = await fetch(`${origin}${config.apiPrefix}/online_stores/demo_orders`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
} catch (error) {
  console.error(
    `merci does not answer at ${origin} (${error instanceof Error ? error.message : error}): is it running?`,
  );
  process.exit(1);
}
const text = await response.text();
if (response.status === 404) {
  console.error(
    `No unique code "${code}" in a connected demo store, or merci runs without the fake Shopify (SHOPIFY_API_KEY is set).`,
  );
  process.exit(1);
}
if (!response.ok) {
  console.error(`The order was refused (${response.status}): ${text}`);
  process.exit(1);
}
const { domain, order } = JSON.parse(text);
const amount = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: order.currency }).format(
  order.totalCents / 100,
);
console.log(`Order ${order.name} (${amount}) placed with ${code.toUpperCase()} in ${domain}.`);
console.log('merci marks the reward used once its worker has read the order: see /rewards in the dashboard.');
