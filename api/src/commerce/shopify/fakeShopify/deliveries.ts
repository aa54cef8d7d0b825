/**
 * The fake Shopify's webhook sender: the body signed as Shopify signs it (base64 HMAC-SHA256 of
 * the exact bytes with the app secret), Shopify's headers, a 5-second wait for the answer, and
 * every delivery kept so that a test can read it or send it again.
 */
import { createHmac, randomUUID } from 'node:crypto';
import type { FakeDelivery } from './types.js';

/** Shopify counts a delivery as failed when no answer came within 5 seconds. */
const DELIVERY_TIMEOUT_MS = 5000;

export interface SenderOptions {
  apiSecret: string;
  /** The version a delivery's payload is written in: the app's, or the one Shopify fell forward to. */
  apiVersion: () => string;
  now: () => Date;
  deliveries: FakeDelivery[];
}

export function createSender(options: SenderOptions) {
  const post = async (delivery: Omit<FakeDelivery, 'status'>): Promise<FakeDelivery> => {
    let status = 0;
    try {
      const response = await fetch(delivery.address, {
        method: 'POST',
        headers: delivery.headers,
        body: delivery.body,
        signal: AbortSignal.timeout(DELIVERY_TIMEOUT_MS),
      });
      status = response.status;
      await response.arrayBuffer();
    } catch {
      status = 0;
    }
    const sent = { ...delivery, status };
    options.deliveries.push(sent);
    return sent;
  };

  return {
    /** Sends `payload` about `domain` to `address` as a new event. */
    deliver(topic: string, domain: string, address: string, payload: unknown): Promise<FakeDelivery> {
      const body = JSON.stringify(payload);
      const webhookId = randomUUID();
      const eventId = randomUUID();
      return post({
        webhookId,
        eventId,
        topic,
        domain,
        address,
        body,
        headers: {
          'Content-Type': 'application/json',
          'User-Agent': 'Shopify-Captain-Hook',
          'X-Shopify-Topic': topic,
          'X-Shopify-Hmac-Sha256': createHmac('sha256', options.apiSecret)
            .update(body, 'utf8')
            .digest('base64'),
          'X-Shopify-Shop-Domain': domain,
          'X-Shopify-Webhook-Id': webhookId,
          'X-Shopify-Event-Id': eventId,
          'X-Shopify-API-Version': options.apiVersion(),
          'X-Shopify-Triggered-At': options.now().toISOString(),
        },
      });
    },
    /**
     * The same event again: the same event id, body and signature, as Shopify documents for a
     * retry and for the one delivery per subscription of an event
     * (shopify.dev/docs/apps/build/webhooks/ignore-duplicates). Whether a retry keeps its
     * X-Shopify-Webhook-Id is not documented: the fake gives it a new one, so that only the event
     * id, the one header documented as the same, can tell it apart.
     */
    redeliver(webhookId: string): Promise<FakeDelivery> {
      const first = options.deliveries.find((delivery) => delivery.webhookId === webhookId);
      if (!first) throw new Error(`The fake Shopify sent no delivery ${webhookId}`);
      const { status: _status, replayOf: _replayOf, ...again } = first;
      const newId = randomUUID();
      return post({
        ...again,
        webhookId: newId,
        headers: { ...again.headers, 'X-Shopify-Webhook-Id': newId },
        replayOf: webhookId,
      });
    },
  };
}

export type FakeSender = ReturnType<typeof createSender>;
