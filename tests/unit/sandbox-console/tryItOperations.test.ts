import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

import {
  buildTryItOperations,
  TRY_IT_OPERATIONS_PATH,
} from '../../../scripts/build-try-it-operations';
import { createSandbox } from '../../../src/sandbox/sandbox';
import operations from '../../../src/plugins/sandbox-console/generated/operations.json';
import {
  exampleRequest,
  type TryItOperations,
} from '../../../src/plugins/sandbox-console/operations';

const data = operations as TryItOperations;

describe('src/plugins/sandbox-console/generated/operations.json', () => {
  it('is the committed output of a fresh generation from openapi/', async () => {
    expect(readFileSync(TRY_IT_OPERATIONS_PATH, 'utf8')).toBe(await buildTryItOperations());
  });

  it('knows all 93 operations, and every example request reaches its operation', async () => {
    expect(Object.keys(data.operations)).toHaveLength(93);
    const sandbox = createSandbox();
    for (const [operationId, operation] of Object.entries(data.operations)) {
      const request = exampleRequest(operation);
      expect(request.url, operationId).not.toMatch(/[{}]/);
      // Without a token every operation answers 401: the route exists for the example's path.
      const response = await sandbox.handle(request);
      expect(response.status, `${operationId} ${request.method} ${request.url}`).toBe(401);
    }
  });
});
