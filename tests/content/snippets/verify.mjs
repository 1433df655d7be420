import { createHmac, timingSafeEqual } from 'node:crypto';

const TOLERANCE_SECONDS = 300;

/**
 * Checks the X-Signature header of a webhook delivery.
 * secret: the subscription secret; header: the X-Signature value;
 * rawBody: the request body exactly as received (Buffer or string), before JSON parsing.
 */
export function verifySignature(
  secret,
  header,
  rawBody,
  nowSeconds = Math.floor(Date.now() / 1000),
) {
  const match = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(header ?? '');
  if (!match) return false;
  const timestamp = Number(match[1]);
  if (Math.abs(nowSeconds - timestamp) > TOLERANCE_SECONDS) return false;

  const signedPayload = Buffer.concat([Buffer.from(`${match[1]}.`), Buffer.from(rawBody)]);
  const expected = createHmac('sha256', secret).update(signedPayload).digest();
  const received = Buffer.from(match[2], 'hex');
  return received.length === expected.length && timingSafeEqual(received, expected);
}
