import type {
  AlgoliaSearchInput,
  AlgoliaSearchRequest,
  AlgoliaSearchResponse,
  AlgoliaSearchResult,
} from '../algoliaTypes';

/**
 * A stand-in for Algolia's lite client with the methods DocSearch and algoliasearch-helper call.
 * It knows nothing of the modal: it loads a backend lazily on first use and answers queries with
 * the hosted service's response shapes. Kept tiny because it ships in the main bundle; the
 * engine arrives with the backend.
 */

export type SearchBackend = {
  answer(request: AlgoliaSearchRequest): AlgoliaSearchResult | Promise<AlgoliaSearchResult>;
};

export type LocalSearchClientOptions = {
  appId?: string;
  apiKey?: string;
  /** Loads the index and engine; called again after a failure, so a later search can recover. */
  loadBackend: () => Promise<SearchBackend>;
};

export type LocalSearchClient = {
  readonly appId: string;
  readonly apiKey: string;
  addAlgoliaAgent(segment: string, version?: string): void;
  clearCache(): Promise<void>;
  /** Starts loading the index ahead of the first query; failures surface on that query. */
  preload(): void;
  search(input: AlgoliaSearchInput): Promise<AlgoliaSearchResponse>;
  searchForHits(input: AlgoliaSearchInput): Promise<AlgoliaSearchResponse>;
};

/**
 * DocSearch shows its "Unable to fetch results" screen only for errors named `RetryError`,
 * which is what the hosted client throws when no host answers.
 */
export class SearchUnavailableError extends Error {
  override readonly name = 'RetryError';

  constructor(cause: unknown) {
    super('The search index could not be loaded.', { cause });
  }
}

function parseParameterValue(value: string): unknown {
  if (/^[[{]/.test(value) || /^(?:true|false|-?\d+(?:\.\d+)?)$/.test(value)) {
    try {
      return JSON.parse(value) as unknown;
    } catch {
      return value;
    }
  }
  return value;
}

function parseParams(params: unknown): Record<string, unknown> {
  if (typeof params === 'string') {
    const parsed: Record<string, unknown> = {};
    new URLSearchParams(params).forEach((value, key) => {
      parsed[key] = parseParameterValue(value);
    });
    return parsed;
  }
  return params !== null && typeof params === 'object' ? { ...(params as object) } : {};
}

/**
 * Thrown by a backend that can no longer answer (its worker died): the client drops it, so the
 * next search loads a new one.
 */
export class SearchBackendLostError extends Error {
  override readonly name = 'SearchBackendLostError';

  constructor(cause: unknown) {
    super('The search backend stopped answering.', { cause });
  }
}

/** Accepts v5 `{requests}` and the legacy `[{indexName, params}]` form the helper sends. */
export function normalizeRequests(input: AlgoliaSearchInput): AlgoliaSearchRequest[] {
  const list: ReadonlyArray<Record<string, unknown>> = Array.isArray(input)
    ? input
    : (input as { requests: ReadonlyArray<Record<string, unknown>> }).requests;
  if (!Array.isArray(list)) throw new TypeError('search() expects {requests: [...]} or an array');
  return list.map((entry) => {
    const { params, ...rest } = entry;
    const request = { ...rest, ...parseParams(params) };
    if (typeof request.indexName !== 'string') {
      throw new TypeError('Every search request needs an indexName');
    }
    return request as AlgoliaSearchRequest;
  });
}

export function createLocalSearchClient(options: LocalSearchClientOptions): LocalSearchClient {
  let backend: Promise<SearchBackend> | null = null;

  function loadBackend(): Promise<SearchBackend> {
    if (!backend) {
      backend = options.loadBackend().catch((error: unknown) => {
        // Forget the failure so the next query tries again.
        backend = null;
        throw new SearchUnavailableError(error);
      });
    }
    return backend;
  }

  async function search(input: AlgoliaSearchInput): Promise<AlgoliaSearchResponse> {
    const requests = normalizeRequests(input);
    const loading = loadBackend();
    const ready = await loading;
    try {
      return { results: await Promise.all(requests.map((request) => ready.answer(request))) };
    } catch (error) {
      if (!(error instanceof SearchBackendLostError)) throw error;
      // Unless a newer load has already replaced the lost backend.
      if (backend === loading) backend = null;
      throw new SearchUnavailableError(error);
    }
  }

  return {
    appId: options.appId ?? 'local',
    apiKey: options.apiKey ?? 'local',
    addAlgoliaAgent() {
      // No user agent header to extend: nothing goes over the network.
    },
    async clearCache() {
      // Answers are computed, not cached; nothing to clear.
    },
    preload() {
      loadBackend().catch(() => {
        // Reported by the query that needs the index.
      });
    },
    search,
    searchForHits: search,
  };
}
