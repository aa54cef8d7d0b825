/**
 * The fake Graph API's webhooks: the Page subscriptions of the app (`/{page-id}/subscribed_apps`)
 * and the deliveries Meta would make, signed and posted to the app's callback URL.
 *
 * Meta's rules, as the fake follows them:
 * - "Page Subscribed Apps" (Graph API reference, `page/subscribed_apps`): reading, adding and
 *   removing the app's subscription needs a Page access token of that Page (with
 *   `pages_manage_metadata` and `pages_show_list`); `subscribed_fields` names Page webhook fields;
 *   POST and DELETE answer `{ "success": true }`, GET lists `{ data: [{ id, name, subscribed_fields }] }`.
 * - "Set Up Webhooks for Instagram" (Graph API webhooks, getting started) and the Messenger
 *   Platform's Instagram "Webhook" page: the Instagram fields (`mentions`, `messages`) are chosen
 *   for the app in the App Dashboard, and an account's events are sent only once the Page
 *   connected to it has Page subscriptions enabled (the app subscribed to any Page field).
 * - "Webhooks: getting started": each delivery is a POST whose `X-Hub-Signature-256` is
 *   `sha256=` and the HMAC-SHA256 of the body with the app secret.
 */
import { createHmac } from 'node:crypto';
import { INSTAGRAM_ACCOUNTS, PAGES } from './data.js';
import { graphError, type GraphFailure } from './answers.js';
import type { FakeDelivery, FakeDeliveryRoute, FakeWebhookField } from './types.js';

/** In the data folder, the running demo's fake Graph API origin: where `npm run demo:story-mention` asks. */
export const FAKE_GRAPH_URL_FILE = 'fake-graph-url';

/** Page webhook fields of Meta's Page webhooks reference that a Page may subscribe an app to. */
export const PAGE_WEBHOOK_FIELDS = [
  'feed',
  'mention',
  'messages',
  'messaging_postbacks',
  'messaging_optins',
  'message_deliveries',
  'message_reads',
  'message_echoes',
  'message_reactions',
  'standby',
] as const;

export interface FakeWebhooksOptions {
  appId: string;
  appSecret: string;
  /** The app's name, as GET subscribed_apps lists it. */
  appName: string;
  /** The Instagram fields the app subscribed to in the App Dashboard. */
  instagramFields: readonly FakeWebhookField[];
  /** The app's callback URL (Webhooks product, Instagram object); none: nothing is delivered. */
  callbackUrl?: string | undefined;
}

type Answer = { status: number; body: unknown } | GraphFailure;

export function fakeWebhooks(options: FakeWebhooksOptions) {
  /** Per Page: the fields it subscribed the app to. Absent: not subscribed. */
  const subscriptions = new Map<string, string[]>();
  const deliveries: FakeDelivery[] = [];
  let callbackUrl = options.callbackUrl;

  /** `subscribed_fields=a,b` (or the JSON array Meta's SDKs send) → the names, or an error. */
  const readFields = (raw: string | null): string[] | GraphFailure => {
    if (raw === null || raw.trim() === '')
      return graphError(400, 100, '(#100) The parameter subscribed_fields is required');
    let names: unknown;
    try {
      names = raw.trim().startsWith('[') ? JSON.parse(raw) : raw.split(',');
    } catch {
      names = null;
    }
    if (!Array.isArray(names)) return graphError(400, 100, '(#100) Param subscribed_fields must be an array');
    const fields = names.map((name) => String(name).trim()).filter(Boolean);
    for (const [index, field] of fields.entries()) {
      if (!(PAGE_WEBHOOK_FIELDS as readonly string[]).includes(field)) {
        return graphError(
          400,
          100,
          `(#100) Param subscribed_fields[${index}] must be one of {${PAGE_WEBHOOK_FIELDS.join(', ')}} - got "${field}"`,
        );
      }
    }
    return fields.length
      ? fields
      : graphError(400, 100, '(#100) The parameter subscribed_fields is required');
  };

  return {
    deliveries,
    subscriptions,
    setCallbackUrl(url: string | undefined) {
      callbackUrl = url;
    },
    reset() {
      subscriptions.clear();
      deliveries.length = 0;
    },

    /** `GET|POST|DELETE /{page-id}/subscribed_apps`, once the Page token is checked. */
    subscribedApps(method: string, pageId: string, params: URLSearchParams): Answer {
      if (method === 'GET') {
        const fields = subscriptions.get(pageId);
        return {
          status: 200,
          body: {
            data: fields ? [{ id: options.appId, name: options.appName, subscribed_fields: fields }] : [],
          },
        };
      }
      if (method === 'DELETE') {
        subscriptions.delete(pageId);
        return { status: 200, body: { success: true } };
      }
      const fields = readFields(params.get('subscribed_fields'));
      if (!Array.isArray(fields)) return fields;
      // Subscribing again replaces the fields, as Meta's edge does.
      subscriptions.set(pageId, [...new Set(fields)]);
      return { status: 200, body: { success: true } };
    },

    /**
     * Sends `value` of `field` for an Instagram account the way Meta does: `mentions` as a change,
     * `messages` as a messaging event. Nothing leaves when the account's Page has not subscribed the
     * app, when the app did not choose the field, or without a callback URL: the delivery is
     * recorded as dropped, with why.
     */
    async deliver(
      accountId: string,
      field: FakeWebhookField,
      value: Record<string, unknown>,
      route: FakeDeliveryRoute = {},
    ): Promise<FakeDelivery> {
      const target = route.callbackUrl ?? callbackUrl;
      const page = PAGES.find((candidate) => candidate.instagramId === accountId);
      const time = Math.floor(Date.now() / 1000);
      const entry =
        field === 'mentions'
          ? { id: accountId, time, changes: [{ field, value }] }
          : { id: accountId, time, messaging: [value] };
      const payload = { object: 'instagram', entry: [entry] };
      const record = (delivery: Omit<FakeDelivery, 'accountId' | 'field' | 'payload'>): FakeDelivery => {
        const done: FakeDelivery = { accountId, field, payload, ...delivery };
        deliveries.push(done);
        return done;
      };
      if (!INSTAGRAM_ACCOUNTS.some((account) => account.id === accountId) || !page)
        return record({ delivered: false, dropped: 'unknown_account' });
      if (!subscriptions.has(page.id)) return record({ delivered: false, dropped: 'page_not_subscribed' });
      if (!options.instagramFields.includes(field))
        return record({ delivered: false, dropped: 'field_not_subscribed' });
      if (!target) return record({ delivered: false, dropped: 'no_callback_url' });
      const body = JSON.stringify(payload);
      const signature = createHmac('sha256', options.appSecret).update(body).digest('hex');
      try {
        const response = await fetch(target, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-hub-signature-256': `sha256=${signature}` },
          body,
        });
        const text = await response.text();
        let answer: unknown = text;
        try {
          answer = JSON.parse(text);
        } catch {
          // Kept as text.
        }
        return record({ delivered: true, status: response.status, response: answer });
      } catch (error) {
        return record({
          delivered: false,
          dropped: 'callback_unreachable',
          response: error instanceof Error ? error.message : String(error),
        });
      }
    },
  };
}
