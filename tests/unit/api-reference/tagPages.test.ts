import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse as parseYaml } from 'yaml';
import { describe, expect, it } from 'vitest';

import { legacyAnchorRoute } from '../../../src/plugins/api-reference/OverviewPage/legacyAnchor';
import {
  legacyAnchorRoutes,
  referenceTagPages,
  tagSubSpec,
  type OpenApiDocument,
} from '../../../src/plugins/shared/referenceTagPages';

const SPEC: OpenApiDocument = parseYaml(`
openapi: 3.1.0
info: { title: Plans API, version: 1.0.0, summary: Plans, description: Long text }
security: [{ oauth: [] }]
tags:
  - { name: Vehicle types, description: Kinds of vans }
  - { name: Plans }
  - { name: Unused }
paths:
  /vehicle-types:
    parameters: [{ $ref: '#/components/parameters/Cursor' }]
    get:
      operationId: listVehicleTypes
      tags: [Vehicle types]
      responses:
        '200': { content: { application/json: { schema: { $ref: '#/components/schemas/TypeList' } } } }
    post:
      operationId: createPlanFromTypes
      tags: [Plans]
      responses: { '201': { description: ok } }
  /plans/{id}:
    get:
      operationId: getPlan
      tags: [Plans]
      responses:
        '200': { content: { application/json: { schema: { $ref: '#/components/schemas/Plan' } } } }
webhooks:
  planReady:
    post: { operationId: onPlanReady, tags: [Plans] }
components:
  securitySchemes: { oauth: { type: oauth2 } }
  parameters: { Cursor: { name: cursor, in: query } }
  schemas:
    TypeList: { type: array, items: { $ref: '#/components/schemas/VehicleType' } }
    VehicleType: { type: object }
    Plan:
      oneOf: [{ $ref: '#/components/schemas/Stop' }]
      discriminator: { propertyName: kind, mapping: { depot: '#/components/schemas/Depot' } }
    Stop: { type: object }
    Depot: { type: object }
    Orphan: { type: object }
`) as OpenApiDocument;

describe('a spec split by tag', () => {
  const pages = referenceTagPages(SPEC, '/api/plans/');

  it('gives each tag with operations a page under the route, in spec order', () => {
    expect(pages.map((page) => [page.title, page.route, page.anchor])).toEqual([
      ['Vehicle types', '/api/plans/vehicle-types', 'tag/Vehicle-types'],
      ['Plans', '/api/plans/plans', 'tag/Plans'],
    ]);
    expect(pages[1]!.operations.map((operation) => [operation.method, operation.anchor])).toEqual([
      ['POST', 'tag/Plans/operation/createPlanFromTypes'],
      ['GET', 'tag/Plans/operation/getPlan'],
      ['WEBHOOK', 'tag/Plans/operation/onPlanReady'],
    ]);
  });

  it("cuts a tag's sub-spec down to its operations and the components they reach", () => {
    const plans = tagSubSpec(SPEC, pages[1]!, { title: 'Plans API: Plans', description: 'Part' });
    expect(plans.info).toEqual({
      title: 'Plans API: Plans',
      version: '1.0.0',
      description: 'Part',
    });
    expect(plans.tags).toEqual([{ name: 'Plans' }]);
    expect(Object.keys(plans.paths!)).toEqual(['/vehicle-types', '/plans/{id}']);
    expect(Object.keys(plans.paths!['/vehicle-types']!)).toEqual(['parameters', 'post']);
    expect(Object.keys(plans.webhooks!)).toEqual(['planReady']);
    expect(plans.components).toEqual({
      securitySchemes: SPEC.components!.securitySchemes,
      parameters: { Cursor: { name: 'cursor', in: 'query' } },
      schemas: {
        Plan: SPEC.components!.schemas!.Plan,
        Stop: { type: 'object' },
        Depot: { type: 'object' },
      },
    });

    const types = tagSubSpec(SPEC, pages[0]!, { title: 't', description: 'd' });
    expect(types.webhooks).toBeUndefined();
    expect(Object.keys(types.components!.schemas!)).toEqual(['TypeList', 'VehicleType']);
  });

  it('refuses an operation without a tag, which would have no page', () => {
    const untagged = { ...SPEC, webhooks: { x: { post: { operationId: 'x' } } } };
    expect(() => referenceTagPages(untagged, '/api/plans')).toThrow(/WEBHOOK x/);
  });

  it('sends every old anchor, and the deep links below it, to its page', () => {
    const routes = legacyAnchorRoutes(pages);
    expect(legacyAnchorRoute('#tag/Plans', routes)).toBe('/api/plans/plans');
    expect(legacyAnchorRoute('#tag/Plans/operation/getPlan', routes)).toBe('/api/plans/plans');
    expect(legacyAnchorRoute('#operation/listVehicleTypes', routes)).toBe(
      '/api/plans/vehicle-types',
    );
    expect(
      legacyAnchorRoute(
        '#tag/Vehicle-types/operation/listVehicleTypes!path=items&t=response',
        routes,
      ),
    ).toBe('/api/plans/vehicle-types');
    expect(legacyAnchorRoute('#tag/Plans/operation/getPlan/responses/200', routes)).toBe(
      '/api/plans/plans',
    );
    expect(legacyAnchorRoute('#tag/Unused', routes)).toBeUndefined();
    expect(legacyAnchorRoute('#operation/getPlanX', routes)).toBeUndefined();
    expect(legacyAnchorRoute('#%E0%A4%A', routes)).toBeUndefined();
    expect(legacyAnchorRoute('', routes)).toBeUndefined();
    expect(legacyAnchorRoute('#toString', routes)).toBeUndefined();
  });
});

describe('the Integration API split by tag', () => {
  const spec = parseYaml(
    readFileSync(path.join(__dirname, '../../../openapi/integration.yaml'), 'utf8'),
  ) as OpenApiDocument;
  const pages = referenceTagPages(spec, '/api-portal/integration');

  it('puts every operation on exactly one page', () => {
    const ids = pages.flatMap((page) => page.operations.map((operation) => operation.operationId));
    expect(new Set(ids).size).toBe(ids.length);
    const inSpec = [spec.paths, spec.webhooks].flatMap((items) =>
      Object.values(items ?? {}).flatMap((item) =>
        Object.values(item).flatMap((operation) =>
          typeof (operation as { operationId?: unknown }).operationId === 'string'
            ? [(operation as { operationId: string }).operationId]
            : [],
        ),
      ),
    );
    expect(ids.sort()).toEqual(inSpec.sort());
  });
});
