/**
 * Redoc renders a response's whole description inside the response's toggle <button> unless
 * the response has `x-summary`, which then becomes the button's text while the description
 * moves to the expanded details. A description with a link (every error response links its
 * problem type's catalogue page) would put <a> inside <button>: axe's nested-interactive.
 * So the spec Redoc receives gets an `x-summary` for each such response, derived here from its
 * description (the text before its first sentence with a link, links reduced to their text),
 * and the spec files keep each description in one place.
 */
import type { OpenApiDocument } from '../shared/referenceTagPages';

const MARKDOWN_LINK = /\[([^\]]*)\]\([^)]*\)/g;

type ResponseObject = { description?: unknown; 'x-summary'?: unknown; $ref?: unknown };

/** The button text for a description that holds a link; null when it holds none. */
export function responseTitle(description: string): string | null {
  const firstLink = description.search(/\[[^\]]*\]\(/);
  if (firstLink < 0) return null;
  // The sentence holding the link starts after the last full stop before it.
  const sentenceStart = description.lastIndexOf('.', firstLink) + 1;
  const before = description.slice(0, sentenceStart).trim();
  const text = (before || description).replace(MARKDOWN_LINK, '$1');
  return text.replace(/\s+/g, ' ').trim();
}

function titleResponses(responses: unknown): void {
  if (!responses || typeof responses !== 'object') return;
  for (const response of Object.values(responses as Record<string, ResponseObject>)) {
    if (!response || typeof response !== 'object' || response.$ref !== undefined) continue;
    if (response['x-summary'] !== undefined || typeof response.description !== 'string') continue;
    const title = responseTitle(response.description);
    if (title) response['x-summary'] = title;
  }
}

/** A copy of `spec` in which every response whose description links somewhere has an x-summary. */
export function withLinkFreeResponseTitles(spec: OpenApiDocument): OpenApiDocument {
  const copy = structuredClone(spec);
  for (const pathItems of [copy.paths, copy.webhooks]) {
    for (const pathItem of Object.values(pathItems ?? {})) {
      for (const operation of Object.values(pathItem ?? {})) {
        if (operation && typeof operation === 'object' && 'responses' in operation) {
          titleResponses((operation as { responses?: unknown }).responses);
        }
      }
    }
  }
  titleResponses(copy.components?.responses);
  return copy;
}
