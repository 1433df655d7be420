import { readFileSync } from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';

/**
 * crawler.config.js is kept in the Algolia Crawler editor's format (a script calling
 * `new Crawler({...})`) so it can be pasted as it is. This module fills its placeholders
 * and evaluates it the way the editor does, handing back the configuration object, for
 * render.ts and for tests/build/crawlerConfig.test.ts.
 */

export const CRAWLER_CONFIG_FILE = path.join(__dirname, 'crawler.config.js');

/** The placeholders of crawler.config.js, each filled from the environment variable of its name. */
export const CRAWLER_PLACEHOLDERS = [
  'ALGOLIA_APP_ID',
  'ALGOLIA_CRAWLER_API_KEY',
  'ALGOLIA_INDEX_NAME',
  'SITE_URL',
] as const;

export type CrawlerPlaceholder = (typeof CRAWLER_PLACEHOLDERS)[number];
export type CrawlerValues = Record<CrawlerPlaceholder, string | undefined>;

/** What a recordExtractor receives from the crawler, as far as this site's extractors use it. */
export type RecordExtractorInput<Cheerio, Helpers> = { url: URL; $: Cheerio; helpers: Helpers };

export type CrawlerAction = {
  indexName: string;
  pathsToMatch: string[];
  recordExtractor: (input: RecordExtractorInput<unknown, unknown>) => unknown;
};

export type CrawlerConfig = {
  appId: string;
  apiKey: string;
  startUrls: string[];
  sitemaps: string[];
  renderJavaScript: boolean;
  exclusionPatterns: string[];
  actions: CrawlerAction[];
  initialIndexSettings: Record<string, Record<string, unknown>>;
};

const PLACEHOLDER = /\{\{(\w+)\}\}/g;

function isPlaceholder(name: string): name is CrawlerPlaceholder {
  return (CRAWLER_PLACEHOLDERS as readonly string[]).includes(name);
}

/**
 * The configuration with every placeholder replaced. Throws, naming each variable, when a value
 * is missing, when SITE_URL is not an http(s) origin, or when the file names a placeholder this
 * module does not know.
 */
export function renderCrawlerConfig(
  values: CrawlerValues,
  template: string = readFileSync(CRAWLER_CONFIG_FILE, 'utf8'),
): string {
  const unknown = [...template.matchAll(PLACEHOLDER)]
    .map((match) => match[1]!)
    .filter((name) => !isPlaceholder(name));
  if (unknown.length > 0) {
    throw new Error(`crawler.config.js names unknown placeholders: ${[...new Set(unknown)]}`);
  }
  const missing = CRAWLER_PLACEHOLDERS.filter((name) => !values[name]?.trim());
  if (missing.length > 0) {
    throw new Error(`set ${missing.join(', ')} to render the crawler configuration`);
  }
  const siteUrl = values.SITE_URL!.trim().replace(/\/+$/, '');
  let parsed: URL | null = null;
  try {
    parsed = new URL(siteUrl);
  } catch {
    parsed = null;
  }
  if (!parsed || !/^https?:$/.test(parsed.protocol) || parsed.origin !== siteUrl) {
    throw new Error(`SITE_URL must be the site's origin, such as https://docs.example.com`);
  }
  const filled: Record<CrawlerPlaceholder, string> = {
    ALGOLIA_APP_ID: values.ALGOLIA_APP_ID!.trim(),
    ALGOLIA_CRAWLER_API_KEY: values.ALGOLIA_CRAWLER_API_KEY!.trim(),
    ALGOLIA_INDEX_NAME: values.ALGOLIA_INDEX_NAME!.trim(),
    SITE_URL: siteUrl,
  };
  // Values land inside single-quoted strings: a quote or backslash would change the program.
  const unsafe = CRAWLER_PLACEHOLDERS.filter((name) => /['\\\n]/.test(filled[name]));
  if (unsafe.length > 0) {
    throw new Error(`${unsafe.join(', ')} must not contain quotes, backslashes or line breaks`);
  }
  return template.replace(PLACEHOLDER, (_, name: CrawlerPlaceholder) => filled[name]);
}

/** Runs a rendered configuration as the crawler editor does and returns what it passed to Crawler. */
export function evaluateCrawlerConfig(script: string): CrawlerConfig {
  const configs: unknown[] = [];
  class Crawler {
    constructor(config: unknown) {
      configs.push(config);
    }
  }
  vm.runInNewContext(script, { Crawler }, { filename: CRAWLER_CONFIG_FILE });
  if (configs.length !== 1) {
    throw new Error(`crawler.config.js must create one Crawler, created ${configs.length}`);
  }
  return configs[0] as CrawlerConfig;
}
