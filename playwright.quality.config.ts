import base from './playwright.config';

/**
 * The quality gates (first-load JS budgets, sitemap crawl, axe in both colour modes, keyboard
 * paths) against the same served build as the e2e suite; `npm test` runs them after it, and
 * `npm run test:quality` alone. Kept apart from tests/e2e because they walk the whole sitemap
 * instead of exercising one feature.
 */
export default { ...base, testDir: 'tests/quality' };
