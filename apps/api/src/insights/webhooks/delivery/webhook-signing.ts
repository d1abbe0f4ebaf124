import { randomBytes } from 'node:crypto';
import { Webhook } from 'standardwebhooks';

/** A new endpoint secret in Standard Webhooks' form: `whsec_` and 32 random bytes in base64. */
export const newWebhookSecret = () => `whsec_${randomBytes(32).toString('base64')}`;

/** The id a delivery keeps on every attempt, as Standard Webhooks' `webhook-id`. */
export const messageId = (deliveryId: string) => `msg_${deliveryId.replaceAll('-', '')}`;

/**
 * The three Standard Webhooks headers, signed by the `standardwebhooks` library with every secret given: during a
 * rotation both the new and the old secret sign, so a receiver knowing either verifies.
 */
export function signedHeaders(
  deliveryId: string,
  body: string,
  secrets: string[],
  at = new Date(),
): Record<string, string> {
  const id = messageId(deliveryId);
  return {
    'webhook-id': id,
    'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
    'webhook-signature': secrets.map((secret) => new Webhook(secret).sign(id, at, body)).join(' '),
  };
}
