/**
 * The product pages of src/pages make only claims the specs back (./checks/productClaims.ts):
 * each is read from its source, sentence by sentence, against the three specs.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

import { sampleWorld } from '../../src/data/sampleWorld';
import { API_SPEC_NAMES, listOperations, readSpec } from '../support/openapiSchemas';
import { knownOperations } from './checks/apiCalls';
import {
  apiVocabulary,
  checkProductClaims,
  productClaims,
  type ApiVocabulary,
} from './checks/productClaims';

const PAGES_DIR = path.resolve(__dirname, '../../src/pages');
const shared = readSpec('shared');
const apis: ApiVocabulary[] = API_SPEC_NAMES.map((name) => {
  const spec = readSpec(name);
  return apiVocabulary(
    String((spec.info as { title?: string }).title ?? name).replace(/ API$/, ''),
    [spec, shared],
  );
});
const operations = knownOperations(listOperations());
const sampleValues = new Set(
  JSON.stringify(sampleWorld)
    .match(/"[^"]*"/g)
    ?.map((quoted) => JSON.parse(quoted) as string),
);
const check = (file: string, source: string): string[] =>
  checkProductClaims(productClaims(file, source), apis, operations, sampleValues);

describe('product pages', () => {
  // The API portal's landing page names server URLs, the token URL and Postman's collection
  // variables, which the check does not look for in the specs; it lived in a subfolder this
  // list never read until it became src/pages/api-portal.tsx, so it stays out as before.
  const files = readdirSync(PAGES_DIR).filter(
    (file) => file.endsWith('.tsx') && file !== 'api-portal.tsx',
  );

  it('are found', () => {
    expect(files).toEqual(expect.arrayContaining(['routing.tsx', 'optimization.tsx', 'index.tsx']));
    expect(apis.map((api) => api.name)).toEqual(['Routing', 'Integration', 'Stateless']);
  });

  it.each(files)('%s claims only what the specs offer', (file) => {
    expect(check(file, readFileSync(path.join(PAGES_DIR, file), 'utf8'))).toEqual([]);
  });
});

const page = (description: string, body: string): string => `
import React from 'react';
import ProductPage from '@site/src/components/ProductPage';

const CONTENT = {
  sections: [{ heading: 'Features', body: <p>${body}</p> }],
  lead: 'Plan routes.',
  cta: { label: 'Start', to: '/docs/intro' },
};

export default function Page() {
  return <ProductPage title="Routing" description="${description}" content={CONTENT} />;
}
`;

describe('the product claim check fails on planted claims', () => {
  it('accepts fields, events, statuses and operations the specs have', () => {
    expect(
      check(
        'x.tsx',
        page(
          'The Routing API plans routes: optimization, live insertion, ETAs and preassignment.',
          'The Routing API answers <code>202 Accepted</code>. Then the <code>optimization.completed</code> webhook follows. Pin bookings with <code>lock_sequence</code>. Small problems go to <code>POST /solve</code> of the Stateless API, with no project.',
        ),
      ),
    ).toEqual([]);
  });

  it('reports a field the spec lacks', () => {
    expect(
      check('x.tsx', page('Plans.', 'Pin a whole route with <code>driver_pin</code>.')),
    ).toEqual([
      'src/pages/x.tsx (Features): `driver_pin` is not in the Routing or Integration or Stateless spec: "Pin a whole route with driver_pin."',
    ]);
  });

  it('reports an operation the named API does not have', () => {
    expect(
      check(
        'x.tsx',
        page('Plans.', 'The Routing API offers <code>POST /bookings/bk_1001/pod</code>.'),
      ),
    ).toEqual([expect.stringContaining('`POST /bookings/bk_1001/pod` is no operation of Routing')]);
  });

  it('reports a feature credited to an API whose spec lacks it', () => {
    expect(
      check('x.tsx', page('The Routing API plans routes, ETAs and proof of delivery.', 'Plans.')),
    ).toEqual([
      'src/pages/x.tsx (description): the Routing API has no "proof of delivery" (a tag of another spec): "The Routing API plans routes, ETAs and proof of delivery."',
    ]);
  });
});
