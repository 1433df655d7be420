/* global Crawler */
/**
 * Algolia Crawler configuration of the portal, for hosted DocSearch (README, "Outgrowing the
 * local index"). The file is in the crawler editor's format: `npx tsx docsearch/render.ts`
 * fills the placeholders in double braces from the environment and prints what the
 * dashboard's editor takes.
 * No id or key is ever written here.
 *
 * Based on DocSearch's "Docusaurus v2 & v3" template
 * (https://docsearch.algolia.com/docs/templates, algolia/docsearch
 * packages/website/docs/templates.mdx) and helpers.docsearch's recordProps
 * (https://docsearch.algolia.com/docs/record-extractor). Where this file departs from the
 * template, it does so to give the hosted index the records the local one has
 * (src/plugins/search), checked by tests/build/crawlerConfig.test.ts:
 * - lvl0 is the top-level sidebar category (the template takes the deepest one), else
 *   "Documentation"; pages outside the docs are "Product" or "API reference".
 * - h2 and h3 open sections; h4-h6, table cells and admonition titles are text of their
 *   section, as in the local index. Content is read inside the Markdown body only, so
 *   breadcrumbs and the mobile table of contents stay out of the records.
 * - language, docusaurus_tag and (on docs pages) version come from the docsearch:* meta tags
 *   Docusaurus emits; contextual search filters on language and docusaurus_tag.
 * - API reference pages are Redoc's server-rendered HTML: each tag (lvl2) and operation (lvl3)
 *   links to Redoc's deep link, and an operation's method, path and operationId are text of it.
 *
 * renderJavaScript stays false: every page, the Redoc ones included, is complete in its static
 * HTML (Redoc is server-rendered and only hydrated on the reader's first intent,
 * src/plugins/api-reference/theme/Redoc), so the crawler needs no browser.
 */
new Crawler({
  appId: '{{ALGOLIA_APP_ID}}',
  apiKey: '{{ALGOLIA_CRAWLER_API_KEY}}',
  rateLimit: 8,
  maxDepth: 10,
  startUrls: ['{{SITE_URL}}/'],
  sitemaps: ['{{SITE_URL}}/sitemap.xml'],
  renderJavaScript: false,
  // As in the template: a page is indexed even when its canonical link names another URL
  // (a preview host built with the production SITE_URL, a trailing-slash variant).
  ignoreCanonicalTo: true,
  discoveryPatterns: ['{{SITE_URL}}/**'],
  // Pages the local index leaves out too: lists of links (tags, generated category indexes),
  // the search page, the playground (an app, not prose), the error catalogue (its pages are
  // reached from the API reference), the changelog (blog plugin), test fixtures, and the
  // Markdown and spec downloads. Index both or neither: the test compares the two page lists.
  exclusionPatterns: [
    '{{SITE_URL}}/search',
    '{{SITE_URL}}/search/**',
    '{{SITE_URL}}/docs/tags',
    '{{SITE_URL}}/docs/tags/**',
    '{{SITE_URL}}/docs/category/**',
    '{{SITE_URL}}/playground',
    '{{SITE_URL}}/playground/**',
    '{{SITE_URL}}/problems',
    '{{SITE_URL}}/problems/**',
    '{{SITE_URL}}/changelog',
    '{{SITE_URL}}/changelog/**',
    '{{SITE_URL}}/__tests/**',
    '{{SITE_URL}}/openapi/**',
    '{{SITE_URL}}/redocusaurus/**',
    '{{SITE_URL}}/search-index/**',
    '{{SITE_URL}}/**/*.md',
    '{{SITE_URL}}/**/*.txt',
  ],
  actions: [
    {
      indexName: '{{ALGOLIA_INDEX_NAME}}',
      pathsToMatch: ['{{SITE_URL}}/docs/**'],
      recordExtractor: ({ $, helpers }) => {
        // The heading's "#" link is a zero-width space that would end every heading text.
        $('.hash-link').remove();
        const meta = (name) => $(`meta[name="${name}"]`).attr('content') || '';
        const category = $(
          '.theme-doc-sidebar-item-category-level-1 > .menu__list-item-collapsible > .menu__link--active',
        )
          .first()
          .text()
          .trim();
        const body = '.theme-doc-markdown';
        const h1 = $(`${body} h1`).first();
        // As in the local index, the page's description (its summary in front matter) and the
        // sidebar's name for it ("FAQ") are text of its intro: readers search for both.
        const description = meta('description');
        const paragraphs = $(`${body} p`).toArray();
        if (description && !paragraphs.some((p) => $(p).text().trim().startsWith(description))) {
          h1.after($('<p></p>').text(description));
        }
        const sidebarLabel = $('.theme-doc-sidebar-menu a.menu__link--active[aria-current="page"]')
          .first()
          .text()
          .trim();
        if (sidebarLabel && sidebarLabel !== h1.text().trim()) {
          h1.after($('<p></p>').text(sidebarLabel));
        }
        return helpers.docsearch({
          recordProps: {
            lvl0: { selectors: '', defaultValue: category || 'Documentation' },
            lvl1: [`${body} h1`, 'article h1'],
            lvl2: `${body} h2`,
            lvl3: `${body} h3`,
            content: [
              `${body} p`,
              `${body} li`,
              `${body} h4`,
              `${body} h5`,
              `${body} h6`,
              `${body} td`,
              `${body} th`,
              `${body} summary`,
              `${body} .theme-admonition > div:first-child`,
            ].join(', '),
            language: { defaultValue: meta('docsearch:language') },
            version: { defaultValue: meta('docsearch:version') },
            docusaurus_tag: { defaultValue: meta('docsearch:docusaurus_tag') },
          },
          aggregateContent: true,
          recordVersion: 'v3',
        });
      },
    },
    {
      indexName: '{{ALGOLIA_INDEX_NAME}}',
      // The Redoc pages and the overviews of references split by tag (/api-portal/<api>/...);
      // the /api-portal/ landing page is a product page.
      pathsToMatch: ['{{SITE_URL}}/api-portal/?*', '{{SITE_URL}}/api-portal/?*/**'],
      recordExtractor: ({ $, helpers }) => {
        const meta = (name) => $(`meta[name="${name}"]`).attr('content') || '';
        // Redoc prints the version beside the title ("Routing API (1.0.0)"); search names the API.
        $('.redoc-wrap h1 > span, main h1 > span').remove();
        // Redoc puts a section's id on its container and a link to it in the heading: give the
        // heading the id, so each record links to its tag or operation.
        $('.redoc-wrap h2 > a[href^="#"]').each((_, link) => {
          $(link).parent().attr('id', $(link).attr('href').slice(1));
        });
        // Redoc shows an operation's method and path in a button and its operationId nowhere;
        // readers search for both, so they become the operation's first line of text.
        // A webhook has no path: its heading carries a "Webhook" badge, which becomes that text.
        $('.redoc-wrap h2[id*="operation/"]').each((_, heading) => {
          const badge = $(heading).children('span');
          const endpoint = $(heading).next().find('button').first().children('span');
          const method = endpoint.first().text().trim().toUpperCase();
          const path = endpoint.eq(1).text().trim();
          const operationId = $(heading).attr('id').split('operation/').pop();
          const where = method && path ? `${method} ${path}` : badge.text().trim();
          badge.remove();
          $(heading).after($('<p></p>').text(`${where} ${operationId}`.trim()));
        });
        return helpers.docsearch({
          recordProps: {
            lvl0: { selectors: '', defaultValue: 'API reference' },
            lvl1: ['.redoc-wrap h1', 'main h1'],
            // A tag, or an operation without a tag, opens a section; a tagged operation is
            // a subsection of its tag.
            lvl2: '.redoc-wrap h2[id^="tag/"]:not([id*="/operation/"]), .redoc-wrap h2[id^="operation/"]',
            lvl3: '.redoc-wrap h2[id^="tag/"][id*="/operation/"]',
            content: ['.redoc-wrap p, .redoc-wrap li', 'main p, main li'],
            language: { defaultValue: meta('docsearch:language') },
            docusaurus_tag: { defaultValue: meta('docsearch:docusaurus_tag') },
          },
          aggregateContent: true,
          recordVersion: 'v3',
        });
      },
    },
    {
      indexName: '{{ALGOLIA_INDEX_NAME}}',
      // Product pages (src/pages): the home page, /optimization, /routing, Markdown pages and
      // the /api-portal landing page. A page in a subfolder of src/pages needs its path here.
      pathsToMatch: ['{{SITE_URL}}/', '{{SITE_URL}}/*'],
      recordExtractor: ({ url, $, helpers }) => {
        const meta = (name) => $(`meta[name="${name}"]`).attr('content') || '';
        // A product page is named by its document title (its h1 is a headline), without the
        // site name Docusaurus appends.
        const title = $('head > title');
        title.text(
          title
            .text()
            .replace(/\s+\|\s+[^|]*$/, '')
            .trim(),
        );
        // The description is the page's summary, text of its intro as in the local index.
        const description = meta('description');
        const paragraphs = $('main p').toArray();
        if (description && !paragraphs.some((p) => $(p).text().trim().startsWith(description))) {
          $('main').first().prepend($('<p></p>').text(description));
        }
        const isApiReference = /\/api-portal(\/|$)/.test(url.pathname);
        return helpers.docsearch({
          recordProps: {
            lvl0: { selectors: '', defaultValue: isApiReference ? 'API reference' : 'Product' },
            lvl1: 'head > title',
            // Headings of cards in a list of links name other pages; they are text here.
            lvl2: 'main h2:not(li h2)',
            lvl3: 'main h3:not(li h3)',
            content: 'main p, main li, main td, main th, main h4, main h5, main h6',
            language: { defaultValue: meta('docsearch:language') },
            docusaurus_tag: { defaultValue: meta('docsearch:docusaurus_tag') },
          },
          aggregateContent: true,
          recordVersion: 'v3',
        });
      },
    },
  ],
  initialIndexSettings: {
    '{{ALGOLIA_INDEX_NAME}}': {
      // What contextual search filters on (language, docusaurus_tag) and the template's facets.
      attributesForFaceting: ['type', 'lang', 'language', 'version', 'docusaurus_tag'],
      attributesToRetrieve: ['hierarchy', 'content', 'anchor', 'url', 'url_without_anchor', 'type'],
      attributesToHighlight: ['hierarchy', 'content'],
      attributesToSnippet: ['content:10'],
      camelCaseAttributes: ['hierarchy', 'content'],
      searchableAttributes: [
        'unordered(hierarchy.lvl0)',
        'unordered(hierarchy.lvl1)',
        'unordered(hierarchy.lvl2)',
        'unordered(hierarchy.lvl3)',
        'unordered(hierarchy.lvl4)',
        'unordered(hierarchy.lvl5)',
        'unordered(hierarchy.lvl6)',
        'content',
      ],
      distinct: true,
      attributeForDistinct: 'url',
      customRanking: ['desc(weight.pageRank)', 'desc(weight.level)', 'asc(weight.position)'],
      ranking: ['words', 'filters', 'typo', 'attribute', 'proximity', 'exact', 'custom'],
      highlightPreTag: '<span class="algolia-docsearch-suggestion--highlight">',
      highlightPostTag: '</span>',
      minWordSizefor1Typo: 3,
      minWordSizefor2Typos: 7,
      allowTyposOnNumericTokens: false,
      minProximity: 1,
      ignorePlurals: true,
      advancedSyntax: true,
      attributeCriteriaComputedByMinProximity: true,
      removeWordsIfNoResults: 'allOptional',
      // operationIds and field names such as time_windows stay one word.
      separatorsToIndex: '_',
    },
  },
});
