/**
 * Encodes the request text into the URL hash (`#req=...`): deflate-raw, then base64url, so a
 * Solomon instance still fits in a link. Works wherever CompressionStream exists (browsers,
 * Node 18+).
 */
import { SHARE_PARAM } from '../../shared/playgroundShareParam';

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

/**
 * Deflate shrinks repetitive text a thousandfold, so a link of a few kilobytes could inflate to
 * gigabytes and take the tab down. No request the playground accepts comes near this.
 */
export const MAX_SHARED_REQUEST_BYTES = 8 * 1024 * 1024;

/**
 * The longest link the playground opens: Chromium refuses URLs over 2 MiB (its kMaxURLChars), so
 * no link a reader was sent can be longer, and a longer one is refused before any work.
 */
export const MAX_SHARE_LINK_CHARS = 2 * 1024 * 1024;

async function inflateWithin(bytes: Uint8Array, limit: number): Promise<Uint8Array> {
  const reader = new Blob([bytes as BlobPart])
    .stream()
    .pipeThrough(new DecompressionStream('deflate-raw'))
    .getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.length;
    if (total > limit) {
      await reader.cancel();
      throw new ShareDecodeError(`the request is larger than ${limit / (1024 * 1024)} MB`);
    }
    chunks.push(value);
  }
  const inflated = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    inflated.set(chunk, offset);
    offset += chunk.length;
  }
  return inflated;
}

export async function decodeShareState(encoded: string): Promise<string> {
  if (encoded === '') throw new ShareDecodeError('the link holds no request');
  if (encoded.length > MAX_SHARE_LINK_CHARS) {
    throw new ShareDecodeError(
      `the link is longer than ${MAX_SHARE_LINK_CHARS / (1024 * 1024)} MB`,
    );
  }
  const bytes = fromBase64Url(encoded);
  try {
    const inflated = await inflateWithin(bytes, MAX_SHARED_REQUEST_BYTES);
    return new TextDecoder('utf-8', { fatal: true }).decode(inflated);
  } catch (error) {
    if (error instanceof ShareDecodeError) throw error;
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
