import {
  CRAWLER_PLACEHOLDERS,
  evaluateCrawlerConfig,
  renderCrawlerConfig,
  type CrawlerValues,
} from './crawlerConfig';

/**
 * `npm run docsearch:config > crawler.js`: prints crawler.config.js with its placeholders
 * filled from the environment (ALGOLIA_APP_ID, ALGOLIA_CRAWLER_API_KEY, ALGOLIA_INDEX_NAME,
 * SITE_URL), ready for the Algolia Crawler's editor. Evaluates the result first, so a broken
 * file never reaches the dashboard. The output holds the crawler's write key: never commit it.
 */
try {
  const values = Object.fromEntries(
    CRAWLER_PLACEHOLDERS.map((name) => [name, process.env[name]]),
  ) as CrawlerValues;
  const script = renderCrawlerConfig(values);
  evaluateCrawlerConfig(script);
  process.stdout.write(script);
} catch (error) {
  console.error(`docsearch/render.ts: ${(error as Error).message}`);
  process.exitCode = 1;
}
