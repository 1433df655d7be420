/**
 * Encodes the request text into the URL hash (`#req=...`): deflate-raw, then base64url, so a
 * Solomon instance still fits in a link. Works wherever CompressionStream exists (browsers,
 * Node 18+).
 */
export const SHARE_PARAM = 'req';

export class ShareDecodeError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ShareDecodeError';
  }
}

function toBase64Url(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  }
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(text: string): Uint8Array {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) throw new ShareDecodeError('it is not base64url text');
  const padded =
    text.replace(/-/g, '+').replace(/_/g, '/') + '='.repeat((4 - (text.length % 4)) % 4);
  let binary: string;
  try {
    binary = atob(padded);
  } catch {
    throw new ShareDecodeError('it is not base64url text');
  }
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

async function pipeThrough(bytes: Uint8Array, stream: GenericTransformStream): Promise<Uint8Array> {
  const piped = new Blob([bytes as BlobPart]).stream().pipeThrough(stream);
  return new Uint8Array(await new Response(piped).arrayBuffer());
}

export async function encodeShareState(requestText: string): Promise<string> {
  const compressed = await pipeThrough(
    new TextEncoder().encode(requestText),
    new CompressionStream('deflate-raw'),
  );
  return toBase64Url(compressed);
}

export async function decodeShareState(encoded: string): Promise<string> {
  if (encoded === '') throw new ShareDecodeError('the link holds no request');
  const bytes = fromBase64Url(encoded);
  try {
    const inflated = await pipeThrough(bytes, new DecompressionStream('deflate-raw'));
    return new TextDecoder('utf-8', { fatal: true }).decode(inflated);
  } catch {
    throw new ShareDecodeError('the data is damaged or cut short');
  }
}

/** The encoded request in a location hash such as `#req=abc`, or null when there is none. */
export function readShareParam(hash: string): string | null {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  return params.get(SHARE_PARAM);
}

export async function buildShareHash(requestText: string): Promise<string> {
  return `#${SHARE_PARAM}=${await encodeShareState(requestText)}`;
}
