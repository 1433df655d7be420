import type { PolicyDirectives } from './contentSecurityPolicy';

/** Directives a browser ignores (and warns about) when they come in a `<meta>` element. */
const HEADER_ONLY_DIRECTIVES = new Set(['frame-ancestors', 'report-uri', 'report-to', 'sandbox']);

/** The part of a header policy a `<meta http-equiv="Content-Security-Policy">` can carry. */
export function metaPolicyDirectives(directives: PolicyDirectives): PolicyDirectives {
  return new Map([...directives].filter(([name]) => !HEADER_ONLY_DIRECTIVES.has(name)));
}

const CHARSET_META = /<meta\s+charset\s*=[^>]*>/i;
const HEAD_START = /<head(?:\s[^>]*)?>/i;
const EXISTING_META_POLICY = /<meta\s+http-equiv\s*=\s*["']?content-security-policy/i;

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
}

/**
 * Puts the policy right after `<meta charset>` (which must stay in the first 1024 bytes), or at
 * the start of `<head>`: a meta policy governs only what the parser meets after it, so it has
 * to precede every script, style and preload. Nothing else in the document changes, so the
 * inline scripts keep the bodies their hashes were computed from.
 */
export function insertMetaPolicy(html: string, policy: string): string {
  if (EXISTING_META_POLICY.test(html)) throw new Error('page already has a meta policy');
  const meta = `<meta http-equiv="Content-Security-Policy" content="${escapeAttribute(policy)}">`;
  const anchor = CHARSET_META.exec(html) ?? HEAD_START.exec(html);
  if (!anchor) throw new Error('page has no <head> to put the policy in');
  const at = anchor.index + anchor[0].length;
  return `${html.slice(0, at)}${meta}${html.slice(at)}`;
}

/** The policy of a page's meta element, decoded, or null. */
export function readMetaPolicy(html: string): string | null {
  const match =
    /<meta\s+http-equiv\s*=\s*["']?content-security-policy["']?\s+content\s*=\s*"([^"]*)"/i.exec(
      html,
    );
  return match ? match[1]!.replace(/&quot;/g, '"').replace(/&amp;/g, '&') : null;
}
