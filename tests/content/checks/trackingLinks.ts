/**
 * A tracking link's default `expires_at` is 24 hours after the booking is completed, failed or
 * cancelled, a moment the booking has not reached when its link is created. So an example
 * `TrackingLink` response can only show an `expires_at` its request sent: a page that shows
 * one must send that same `expires_at` in a call of the page (a JSON body, curl, JavaScript or
 * Python), and the spec's response example must be its request example's.
 */
import { codeBlocks, type Page } from '../../support/mdx';
import type { Offence } from './offence';

const TRACKING_LINK = 'integration#/components/schemas/TrackingLink';
/** `"expires_at": "..."`, `expires_at: '...'`, `"expires_at" => "..."` in any language's body. */
const SENT_EXPIRY = /["']?expires_at["']?\s*(?::|=>?)\s*["']([^"']+)["']/g;

export function checkTrackingLinks(page: Page): Offence[] {
  if (!page.tree) return [];
  const blocks = codeBlocks(page.tree);
  const sent = new Set(
    blocks
      .filter((block) => block.attributes.schema !== TRACKING_LINK)
      .flatMap((block) => [...block.body.matchAll(SENT_EXPIRY)].map((match) => match[1]!)),
  );
  const offences: Offence[] = [];
  for (const block of blocks) {
    if (block.attributes.schema !== TRACKING_LINK) continue;
    let link: { expires_at?: unknown };
    try {
      link = JSON.parse(block.body) as { expires_at?: unknown };
    } catch {
      continue; // The JSON block check reports it.
    }
    if (typeof link.expires_at === 'string' && !sent.has(link.expires_at)) {
      offences.push({
        file: page.file,
        line: block.line,
        message: `expires_at ${link.expires_at} is not sent by a call of the page: the default (24 h after the booking ends) is not known when the link is created`,
      });
    }
  }
  return offences;
}

/** The spec's `createTrackingLink` examples: each response's `expires_at` is its request's. */
export function checkTrackingLinkExamples(
  requests: Readonly<Record<string, { value?: { expires_at?: unknown } }>>,
  responses: Readonly<Record<string, { value?: { expires_at?: unknown } }>>,
): string[] {
  return Object.entries(responses).flatMap(([name, example]) => {
    const returned = example.value?.expires_at;
    const sent = requests[name]?.value?.expires_at;
    return returned === sent
      ? []
      : [
          `${name}: the response's expires_at ${String(returned)}, the request sends ${String(sent)}`,
        ];
  });
}
