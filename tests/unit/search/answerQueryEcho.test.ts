import { describe, expect, it } from 'vitest';

import { createLocalBackend } from '../../../src/search/client/localBackend';
import { createLocalSearchClient } from '../../../src/search/client/createLocalSearchClient';
import { MAX_QUERY_LENGTH } from '../../../src/search/queryLimits';
import { fixtureIndex } from './fixtureIndex';

describe('local search: the echoed query', () => {
  it('echoes in query and params only the part that was ranked', async () => {
    const backend = createLocalBackend(fixtureIndex(), { origin: 'https://docs.example.com' });
    const client = createLocalSearchClient({ loadBackend: () => Promise.resolve(backend) });
    const answered = 'time windows '.padEnd(MAX_QUERY_LENGTH, 'x');
    const huge = `${answered}${'y'.repeat(1024 * 1024)}`;

    const response = await client.search({
      requests: [{ indexName: 'docs', query: huge, hitsPerPage: 5 }],
    });
    const result = response.results[0]!;

    expect(result.query).toBe(answered);
    expect(new URLSearchParams(result.params).get('query')).toBe(answered);
    expect(new URLSearchParams(result.params).get('hitsPerPage')).toBe('5');
    expect(result.params.length).toBeLessThan(200);
  });
});
