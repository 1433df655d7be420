import base from './playwright.config';

/**
 * The quality harness (first-load JS budgets, sitemap crawl, axe in both colour modes, keyboard
 * paths): `npm run test:quality` against the same served build. Not yet part of `npm test`:
 * the budgets and the crawl still fail (see the quality-harness issue).
 */
export default { ...base, testDir: 'tests/quality' };
