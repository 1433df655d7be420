import { describe, expect, it } from 'vitest';

import {
  responseTitle,
  withLinkFreeResponseTitles,
} from '../../../src/plugins/api-reference/responseTitles';
import type { OpenApiDocument } from '../../../src/plugins/shared/referenceTagPages';

type Responses = Record<string, Record<string, unknown>>;
/** The responses of `method` on `path` of a paths or webhooks map. */
function responsesOf(items: unknown, path: string, method: string): Responses {
  const item = (items as Record<string, Record<string, { responses: Responses }>>)[path];
  return item[method].responses;
}

const LINKED =
  'Another optimization of the project is queued or running, or the Idempotency-Key was used with a different body.\nIts problem type is [`optimization-running`](https://docs.example.com/problems/optimization-running).';

describe('response titles without links (Redoc puts a response title in a button)', () => {
  it('keeps the sentences before the first one with a link', () => {
    expect(responseTitle(LINKED)).toBe(
      'Another optimization of the project is queued or running, or the Idempotency-Key was used with a different body.',
    );
  });

  it('reduces links to their text when the first sentence already links', () => {
    expect(responseTitle('See [the catalogue](/problems) for types.')).toBe(
      'See the catalogue for types.',
    );
    expect(responseTitle('A page of updates.')).toBeNull();
  });

  it('titles every linking response of paths, webhooks and components, and nothing else', () => {
    const spec: OpenApiDocument = {
      paths: {
        '/a': {
          post: {
            responses: {
              '200': { description: 'Created.' },
              '409': { description: LINKED },
              '422': { description: LINKED, 'x-summary': 'Written by hand.' },
              '404': { $ref: '#/components/responses/NotFound' },
            },
          },
        },
      },
      webhooks: { done: { post: { responses: { '400': { description: LINKED } } } } },
      components: {
        responses: { NotFound: { description: 'Gone. See [404](/problems/not-found).' } },
      },
    };
    const titled = withLinkFreeResponseTitles(spec);
    const responses = responsesOf(titled.paths, '/a', 'post');
    expect(responses['200']['x-summary']).toBeUndefined();
    expect(responses['409']['x-summary']).toMatch(/^Another optimization .* different body\.$/);
    expect(responses['422']['x-summary']).toBe('Written by hand.');
    expect(responses['404']['x-summary']).toBeUndefined();
    expect(responsesOf(titled.webhooks, 'done', 'post')['400']['x-summary']).toMatch(/^Another/);
    expect((titled.components?.responses as Responses).NotFound['x-summary']).toBe('Gone.');
    // The spec the plugin was given stays as written.
    expect(responsesOf(spec.paths, '/a', 'post')['409']['x-summary']).toBeUndefined();
  });
});
