import { createHash } from 'node:crypto';

/** Script types the browser executes; anything else (JSON-LD, templates) is inert data. */
const EXECUTABLE_TYPES = new Set(['', 'text/javascript', 'application/javascript', 'module']);

const SCRIPT_ELEMENT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const TYPE_ATTRIBUTE = /\btype\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i;
const SRC_ATTRIBUTE = /\bsrc\s*=/i;

/**
 * The bodies of the inline scripts an HTML document executes, exactly as written in the file:
 * CSP hashes cover the raw text between the tags, so nothing is decoded or trimmed.
 */
export function findInlineScripts(html: string): string[] {
  const bodies: string[] = [];
  for (const [, attributes = '', body = ''] of html.matchAll(SCRIPT_ELEMENT)) {
    if (SRC_ATTRIBUTE.test(attributes)) continue;
    const typeMatch = TYPE_ATTRIBUTE.exec(attributes);
    const type = (typeMatch?.[1] ?? typeMatch?.[2] ?? typeMatch?.[3] ?? '').trim().toLowerCase();
    if (!EXECUTABLE_TYPES.has(type)) continue;
    bodies.push(body);
  }
  return bodies;
}

/** A CSP source expression ('sha256-…') that allows exactly this script body. */
export function scriptHashSource(body: string): string {
  return `'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`;
}

/** Inline event-handler attributes (onload=…) cannot be allowed by hash without 'unsafe-hashes'. */
export function findInlineEventHandlers(html: string): string[] {
  const handlers: string[] = [];
  for (const [tag] of html.matchAll(/<[a-z][^>]*>/gi)) {
    for (const [, name] of tag.matchAll(/\s(on[a-z]+)\s*=/gi)) handlers.push(name!.toLowerCase());
  }
  return handlers;
}
