/**
 * The `X-Signature` header of a webhook delivery, as docs/howto/webhooks.mdx states it:
 * `t=<unix seconds>,v1=<hex>`, where v1 is the lower-case hex HMAC-SHA256, keyed with the
 * subscription secret, of `<t>.<raw body>`. Web Crypto, so it runs in a Worker as in Node.
 */
const encoder = new TextEncoder();

function hex(bytes: ArrayBuffer): string {
  return [...new Uint8Array(bytes)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

export async function signatureHeader(
  secret: string,
  timestampSeconds: number,
  body: string,
): Promise<string> {
  const key = await crypto.subtle.importKey(
    'raw',
    encoder.encode(secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  const mac = await crypto.subtle.sign('HMAC', key, encoder.encode(`${timestampSeconds}.${body}`));
  return `t=${timestampSeconds},v1=${hex(mac)}`;
}
