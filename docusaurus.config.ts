import type { Config, PluginConfig } from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import type { ThemeOptions as RedocThemeOptions } from 'docusaurus-theme-redoc';
import type { Options as PagesOptions } from '@docusaurus/plugin-content-pages';
import type { Options as RedirectOptions } from '@docusaurus/plugin-client-redirects';
import type { Options as BlogOptions } from '@docusaurus/plugin-content-blog';

import type { SiteCustomFields } from './src/siteCustomFields';
import type { PageFeedbackCustomFields } from './src/plugins/page-feedback';
import { checkIdentityConfig } from './src/plugins/identity/config';
import type { IdentityPluginOptions } from './src/plugins/identity';
import type { AnalyticsPluginOptions } from './src/plugins/analytics';
import { API_SPECS } from './src/apiSpecs';
import { prismDarkTheme, prismLightTheme } from './src/prismThemes';
import { sharedPageTrees } from './src/markdown/pageTrees';
import { remarkProvideHighlighter } from './src/plugins/code-blocks';
import {
  mermaidPrerenderOptions,
  remarkMermaidPrerender,
  type MermaidPrerenderPluginOptions,
  type MermaidThemes,
} from './src/plugins/mermaid-prerender';
import { CHROMIUM_ARGS, DEFAULT_CHROMIUM_PATH } from './src/plugins/mermaid-prerender/chromium';
import type { SecurityHeadersOptions } from './src/plugins/security-headers';
import type { OpenApiDownloadsOptions } from './src/plugins/openapi-downloads';
import type { PostmanCollectionsOptions } from './src/plugins/postman-collections';
import type { RedocSpecOptions } from './src/plugins/api-reference';
import type { ProblemCatalogueOptions } from './src/plugins/problem-catalogue';
import type { MarkdownTwinsOptions } from './src/plugins/markdown-twins';
import type { SearchPluginOptions } from './src/plugins/search';
import { algoliaThemeConfig, type HostedSearchEnv } from './src/plugins/search/themeConfig';

// ---------------------------------------------------------------------------
// Environment: every variable the site reads is named here, once.
// Unset variables fall back to an embedded default so the site works offline.
// ---------------------------------------------------------------------------
const env = process.env;
/** Public origin of the deployed site; canonical and hreflang links are built from it. */
const SITE_URL = env.SITE_URL ?? 'https://docs.example.com';
/** Hosted DocSearch application id; with the key and index name it switches search to hosted mode. */
const ALGOLIA_APP_ID = env.ALGOLIA_APP_ID ?? '';
/** Hosted DocSearch search-only API key. */
const ALGOLIA_SEARCH_API_KEY = env.ALGOLIA_SEARCH_API_KEY ?? '';
/** Hosted DocSearch index name. */
const ALGOLIA_INDEX_NAME = env.ALGOLIA_INDEX_NAME ?? '';
/** Google Analytics 4 measurement id (G-XXXX); without it no analytics code is loaded. */
const GA_MEASUREMENT_ID = env.GA_MEASUREMENT_ID ?? '';
/** Firebase web API key; identity stays off unless it and the project id are set. */
const FIREBASE_API_KEY = env.FIREBASE_API_KEY ?? '';
/** Firebase auth domain (defaults to <project id>.firebaseapp.com). */
const FIREBASE_AUTH_DOMAIN = env.FIREBASE_AUTH_DOMAIN ?? '';
/** Firebase project id. */
const FIREBASE_PROJECT_ID = env.FIREBASE_PROJECT_ID ?? '';
/** Firebase web app id. */
const FIREBASE_APP_ID = env.FIREBASE_APP_ID ?? '';
/** host:port of a Firebase Auth Emulator to use instead of the real service (tests, local work). */
const FIREBASE_AUTH_EMULATOR_HOST = env.FIREBASE_AUTH_EMULATOR_HOST ?? '';
/** Same-origin URL that receives the signed-in user's id token (POST) and its removal (DELETE). */
const AUTH_TOKEN_SYNC_URL = env.AUTH_TOKEN_SYNC_URL ?? '/__session';
/** "true" adds the reader's free-text comment to the page_feedback analytics event; off by default. */
const PAGE_FEEDBACK_SEND_COMMENTS = env.PAGE_FEEDBACK_SEND_COMMENTS === 'true';
/** "true" adds test-only fixture pages (the crash page) under /__tests; never set in production. */
const E2E_FIXTURES = env.E2E_FIXTURES === 'true';
/** Chromium that draws the diagrams of a production build; without it they render in the browser. */
const CHROMIUM_PATH = env.CHROMIUM_PATH ?? DEFAULT_CHROMIUM_PATH;

const hostedSearch: HostedSearchEnv =
  ALGOLIA_APP_ID && ALGOLIA_SEARCH_API_KEY && ALGOLIA_INDEX_NAME
    ? { appId: ALGOLIA_APP_ID, apiKey: ALGOLIA_SEARCH_API_KEY, indexName: ALGOLIA_INDEX_NAME }
    : null;

const customFields: SiteCustomFields & PageFeedbackCustomFields = {
  analytics: { measurementId: GA_MEASUREMENT_ID },
  identity: {
    apiKey: FIREBASE_API_KEY,
    authDomain: FIREBASE_AUTH_DOMAIN,
    projectId: FIREBASE_PROJECT_ID,
    appId: FIREBASE_APP_ID,
    emulatorHost: FIREBASE_AUTH_EMULATOR_HOST,
    tokenSyncUrl: AUTH_TOKEN_SYNC_URL,
  },
  hostedSearch: hostedSearch !== null,
  pageFeedback: { sendComments: PAGE_FEEDBACK_SEND_COMMENTS },
};

const SITE_TITLE = 'RouteKit';
const COPYRIGHT = `Copyright © 2025 ${SITE_TITLE}. Example service; all hosts are under example.com.`;
const CHANGELOG_DESCRIPTION =
  'Every released version of the Routing, Integration and Stateless APIs: the operations and fields each one added, changed or deprecated.';

/** Mermaid's theme per colour mode: for diagrams prerendered at build time and client-rendered ones. */
const MERMAID_THEMES: MermaidThemes = { light: 'neutral', dark: 'dark' };
/** Prerender diagrams in production builds with the test suite's Chromium, when it is installed. */
const MERMAID_PRERENDER = mermaidPrerenderOptions(MERMAID_THEMES, {
  executablePath: CHROMIUM_PATH,
  args: CHROMIUM_ARGS,
});
const REDOC_THEME_ID = 'theme-redoc';
/** Each page's MDX tree, parsed once for the search index and the Markdown twins together. */
const PAGE_TREES = sharedPageTrees();

const EDIT_URL = 'https://github.example.com/routekit/developer-portal/edit/main/';

/** Old and corrected spellings of how-to URLs keep working (the CSP allows their scripts). */
const REDIRECTS: RedirectOptions['redirects'] = [
  { from: '/docs/howto/stateless_live_insertion', to: '/docs/howto/statless_live_insertion' },
  {
    from: '/docs/howto/restrict_vehicle_access_to_locations',
    to: '/docs/howto/restrict_access_of_vehicles_to_locations',
  },
];

const testFixturePlugins: PluginConfig[] = E2E_FIXTURES
  ? [
      [
        '@docusaurus/plugin-content-pages',
        {
          id: 'test-fixtures',
          path: 'tests/fixtures/pages',
          routeBasePath: '/__tests',
        } satisfies PagesOptions,
      ],
    ]
  : [];

/**
 * Docusaurus' page template (@docusaurus/core lib/ssg/ssgTemplate.html.js, 3.10) with one
 * change: the bundles are preloaded in <head> but run only after the first frame. Upstream
 * loads them with `defer`, so when they are already downloaded as the parser finishes (a fast
 * connection, a cache) the browser runs main.js before it paints the page that is already in
 * the HTML; Lighthouse then counts that script work, four times slowed, as the "element render
 * delay" of a doc page's first paragraph (issue #17). Order is kept (`async = false`); a hidden
 * tab, which gets no frames, loads them at once. The preloads are `fetchpriority="low"`, as
 * `defer` scripts are: at High priority a script whose evaluation starts before the first paint
 * is presented counts as render-blocking, and first paint then waits for main.js (issue #34).
 */
const SSR_TEMPLATE = `<!DOCTYPE html>
<html <%~ it.htmlAttributes %>>
  <head>
    <meta charset="UTF-8">
    <meta name="generator" content="Docusaurus v<%= it.version %>">
    <% it.metaAttributes.forEach((metaAttribute) => { %>
      <%~ metaAttribute %>
    <% }); %>
    <%~ it.headTags %>
    <% it.stylesheets.forEach((stylesheet) => { %>
      <link rel="stylesheet" href="<%= it.baseUrl %><%= stylesheet %>" />
    <% }); %>
    <% it.scripts.forEach((script) => { %>
      <link rel="preload" as="script" fetchpriority="low" href="<%= it.baseUrl %><%= script %>" />
    <% }); %>
  </head>
  <body <%~ it.bodyAttributes %>>
    <%~ it.preBodyTags %>
    <div id="__docusaurus"><%~ it.appHtml %></div>
    <script>(function(){var s=[<% it.scripts.forEach((script) => { %>"<%= it.baseUrl %><%= script %>",<% }); %>];function l(){s.forEach(function(u){var e=document.createElement("script");e.src=u;e.async=!1;document.body.appendChild(e)})}document.visibilityState==="hidden"?l():requestAnimationFrame(function(){setTimeout(l,0)})})()</script>
    <%~ it.postBodyTags %>
  </body>
</html>
`;

const config = {
  title: SITE_TITLE,
  tagline: 'Route optimization APIs for transport, order and ERP systems',
  favicon: 'img/favicon.svg',
  url: SITE_URL,
  baseUrl: '/',
  trailingSlash: false,

  future: {
    v4: {
      removeLegacyPostBuildHeadAttribute: true,
      useCssCascadeLayers: true,
      // The colour mode must stay under the plain local-storage key `theme`.
      siteStorageNamespacing: false,
      fasterByDefault: true,
      mdx1CompatDisabledByDefault: true,
    },
    faster: true,
    // Nothing on the site shows Git dates (showLastUpdateTime is off, the sitemap has no
    // lastmod), so Git is read only if something asks, instead of its whole history up front.
    experimental_vcs: 'git-ad-hoc',
  },

  ssrTemplate: SSR_TEMPLATE,
  onBrokenLinks: 'throw',
  onBrokenAnchors: 'warn',
  onDuplicateRoutes: 'warn',

  i18n: {
    defaultLocale: 'en',
    locales: ['en'],
    localeConfigs: { en: { label: 'English', htmlLang: 'en' } },
  },

  markdown: {
    mermaid: true,
    // Explicit heading ids (`## Limits {#limits}`) give stable anchors for deep links (FAQ,
    // limits); the v4 flags would otherwise turn this MDX 1 compatibility off.
    mdx1Compat: { comments: false, admonitions: false, headingIds: true },
    hooks: {
      onBrokenMarkdownLinks: 'throw',
      onBrokenMarkdownImages: 'throw',
    },
  },

  themes: [
    '@docusaurus/theme-mermaid',
    // The server and browser sides of the diagrams the docs' remark plugin prerenders; it has
    // the docs' diagrams drawn while the site loads. After theme-mermaid, whose Mermaid its own
    // wraps.
    [
      './src/plugins/mermaid-prerender/index.ts',
      {
        prerender: MERMAID_PRERENDER,
        contentPaths: ['docs'],
      } satisfies MermaidPrerenderPluginOptions,
    ],
    '@docusaurus/theme-live-codeblock',
    // Code blocks (Prism only where code renders, live blocks on demand, Run under curl calls):
    // after theme-live-codeblock, whose CodeBlock and ReactLiveScope its own replace.
    './src/plugins/code-blocks/index.ts',
    // redocusaurus' theme; its spec plugin is configured per API below (src/plugins/api-reference).
    [
      'docusaurus-theme-redoc',
      {
        id: REDOC_THEME_ID,
        // Darker than the site's --rk-green: Redoc draws constraint chips ("non-empty") in its
        // primary at 90 % on a 5 % tint of it, 4.4:1 with #17784f, 4.9:1 with this.
        primaryColor: '#146c47',
        primaryColorDark: '#4cc38a',
        options: {
          // Keeps headings and the sidebar clear of the fixed navbar.
          scrollYOffset: '.navbar',
          expandResponses: '200,201,202',
          jsonSampleExpandLevel: 3,
          hideHostname: false,
          pathInMiddlePanel: true,
          sortTagsAlphabetically: false,
        },
      } satisfies RedocThemeOptions,
    ],
    // The API reference's theme side: must come after docusaurus-theme-redoc, whose site-wide
    // Prism rule it removes and whose Redoc component its own wraps.
    './src/plugins/api-reference/redocTheme.ts',
  ],

  presets: [
    [
      'classic',
      {
        docs: {
          sidebarPath: './sidebars.ts',
          editUrl: EDIT_URL,
          tags: 'tags.yml',
          onInlineTags: 'throw',
          lastVersion: 'current',
          versions: { current: { label: 'Next' } },
          showLastUpdateTime: false,
          // Before Docusaurus' own Mermaid transform, which drops the fences' line numbers.
          beforeDefaultRemarkPlugins: [[remarkMermaidPrerender, MERMAID_PRERENDER]],
          remarkPlugins: [remarkProvideHighlighter],
        },
        pages: { remarkPlugins: [remarkProvideHighlighter] },
        blog: false,
        theme: { customCss: './src/css/custom.css' },
        sitemap: { changefreq: 'weekly', priority: 0.5 },
      } satisfies Preset.Options,
    ],
  ],

  // Local plugins are named by path, as Docusaurus' own site does: Docusaurus loads them with
  // their module's validateOptions, and knip's Docusaurus plugin follows them as entries.
  plugins: [
    // The API reference: one Redoc page (or one per tag) for each spec.
    ...API_SPECS.map(({ id, file, splitByTag }): PluginConfig => [
      './src/plugins/api-reference/index.ts',
      {
        id,
        spec: `openapi/${file}`,
        route: `/api-portal/${id}`,
        themeId: REDOC_THEME_ID,
        splitByTag,
      } satisfies RedocSpecOptions,
    ]),
    // Takes out of main.js what no page's browser code reads there (its patches' list).
    './src/plugins/bundle-patches/index.ts',
    './src/plugins/playground/index.ts',
    [
      './src/plugins/security-headers/index.ts',
      { redirects: REDIRECTS } satisfies SecurityHeadersOptions,
    ],
    [
      './src/plugins/openapi-downloads/index.ts',
      { specs: API_SPECS, specDir: 'openapi' } satisfies OpenApiDownloadsOptions,
    ],
    [
      './src/plugins/postman-collections/index.ts',
      { specs: API_SPECS, specDir: 'openapi' } satisfies PostmanCollectionsOptions,
    ],
    [
      './src/plugins/problem-catalogue/index.ts',
      {
        specs: API_SPECS,
        specDir: 'openapi',
        bodyDir: 'problems',
        remarkPlugins: [remarkProvideHighlighter],
      } satisfies ProblemCatalogueOptions,
    ],
    [
      // Every page as Markdown at its URL + .md, /llms.txt and /llms-full.txt (issue #20).
      './src/plugins/markdown-twins/index.ts',
      {
        summary:
          'RouteKit plans delivery routes: send depots, vehicles and orders and get back routes that respect capacities, time windows, pickups and deliveries, driver breaks and vehicle restrictions, with an arrival time for every stop and a reason for every order that could not be planned. The Integration and Routing APIs keep a project of your master data and optimize it on demand; the Stateless API solves a complete problem sent in one request.',
        specs: API_SPECS,
        pageTrees: PAGE_TREES,
      } satisfies MarkdownTwinsOptions,
    ],
    // "Was this page helpful?" at the end of every docs page (its footer, served by the plugin).
    './src/plugins/page-feedback/index.ts',
    // Which navbar item the reader's docs page highlights: the one whose section holds it.
    './src/plugins/navbar-sections/index.ts',
    // The sandbox console (Try it, Run): keeps openapi-backend's Node-only $ref resolver out.
    './src/plugins/sandbox-console/index.ts',
    [
      // The changelog: one entry per released API version (README.md, Layout), in feeds too.
      '@docusaurus/plugin-content-blog',
      {
        id: 'changelog',
        path: 'changelog',
        routeBasePath: 'changelog',
        tags: 'tags.yml',
        onInlineTags: 'throw',
        onInlineAuthors: 'throw',
        onUntruncatedBlogPosts: 'throw',
        blogTitle: 'Changelog',
        blogDescription: CHANGELOG_DESCRIPTION,
        // Upstream's list page with the title as its h1 (src/components/ChangelogListPage).
        blogListComponent: '@site/src/components/ChangelogListPage',
        blogSidebarTitle: 'Releases',
        blogSidebarCount: 'ALL',
        postsPerPage: 'ALL',
        // /changelog already lists every entry; upstream's archive page adds unnamed landmarks.
        archiveBasePath: null,
        showReadingTime: false,
        editUrl: EDIT_URL,
        remarkPlugins: [remarkProvideHighlighter],
        feedOptions: {
          type: ['rss', 'atom'],
          title: `${SITE_TITLE} API changelog`,
          description: CHANGELOG_DESCRIPTION,
          copyright: COPYRIGHT,
          language: 'en',
          // Every release, not the newest 20: a reader subscribing late still sees them all.
          limit: false,
        },
      } satisfies BlogOptions,
    ],
    ['@docusaurus/plugin-client-redirects', { redirects: REDIRECTS } satisfies RedirectOptions],
    [
      // The navbar's SearchBar and, unless hosted DocSearch is configured, the local index.
      './src/plugins/search/index.ts',
      { localIndex: hostedSearch === null, pageTrees: PAGE_TREES } satisfies SearchPluginOptions,
    ],
    // Analytics and identity add their client code to the bundle every page loads only when
    // their env vars ask for it; an unconfigured site ships neither (the identity check still
    // reports bad config).
    [
      './src/plugins/analytics/index.ts',
      { measurementId: GA_MEASUREMENT_ID } satisfies AnalyticsPluginOptions,
    ],
    [
      './src/plugins/identity/index.ts',
      {
        configured: checkIdentityConfig(customFields.identity).status !== 'off',
      } satisfies IdentityPluginOptions,
    ],
    ...testFixturePlugins,
  ],

  customFields,
  clientModules: ['./src/clientModules/progressBar.ts', './src/clientModules/idlePrefetch.ts'],

  themeConfig: {
    image: 'img/social-card.png',
    metadata: [{ name: 'keywords', content: 'route optimization, VRP, CVRPTW, API, logistics' }],
    colorMode: {
      defaultMode: 'light',
      disableSwitch: false,
      respectPrefersColorScheme: false,
    },
    announcementBar: {
      id: 'api-v1-2026-11',
      content:
        'Routing API v1.4 is out: live insertion of late bookings into planned routes. <a href="/changelog/routing-api-v1-4">See what is new</a>.',
      isCloseable: true,
    },
    docs: {
      sidebar: { hideable: false, autoCollapseCategories: false },
    },
    tableOfContents: { minHeadingLevel: 2, maxHeadingLevel: 3 },
    navbar: {
      title: SITE_TITLE,
      hideOnScroll: true,
      logo: { alt: `${SITE_TITLE} logo`, src: 'img/logo.svg', srcDark: 'img/logo-dark.svg' },
      items: [
        { type: 'docSidebar', sidebarId: 'tutorialSidebar', position: 'left', label: 'Learn' },
        { type: 'doc', docId: 'routing', position: 'left', label: 'Routing API' },
        { type: 'doc', docId: 'quickstart/datamodel', position: 'left', label: 'Integration API' },
        { type: 'doc', docId: 'stateless_api/intro', position: 'left', label: 'Stateless API' },
        { type: 'doc', docId: 'faq/faq', position: 'left', label: 'FAQ' },
        { to: '/api-portal', position: 'left', label: 'Reference' },
        {
          type: 'docsVersionDropdown',
          position: 'right',
          // The API version a docs version describes, so the dropdown is useful with one version.
          dropdownItemsAfter: [{ to: '/api-portal', label: 'API reference (v1)' }],
        },
        { type: 'localeDropdown', position: 'right' },
        { type: 'custom-signOut', position: 'right' },
        { type: 'search', position: 'right' },
      ],
    },
    footer: {
      style: 'dark',
      logo: {
        alt: `${SITE_TITLE} logo`,
        src: 'img/logo-dark.svg',
        srcDark: 'img/logo-dark.svg',
        href: '/',
        width: 140,
        height: 32,
      },
      links: [
        {
          title: 'Learn',
          items: [
            { label: 'Introduction', to: '/docs/intro' },
            { label: 'Concepts', to: '/docs/category/concepts' },
            { label: 'How-to recipes', to: '/docs/category/how-to-recipes' },
            { label: 'Use cases', to: '/docs/category/use-cases' },
            { label: 'Glossary', to: '/docs/terms/glossary' },
          ],
        },
        {
          title: 'APIs',
          items: [
            { label: 'Routing API', to: '/docs/routing' },
            { label: 'Integration API', to: '/docs/quickstart/datamodel' },
            { label: 'Stateless API', to: '/docs/stateless_api/intro' },
            { label: 'API reference', to: '/api-portal' },
            { label: 'Error catalogue', to: '/problems' },
            { label: 'Playground', to: '/playground' },
            // A plain link: llms.txt is a file, which a router link would try to render as a page.
            {
              html: '<a class="footer__link-item" href="/llms.txt" type="text/plain">llms.txt (docs for LLMs)</a>',
            },
          ],
        },
        {
          title: 'Product',
          items: [
            { label: 'Optimization', to: '/optimization' },
            { label: 'Routing', to: '/routing' },
            { label: 'FAQ', to: '/docs/faq' },
          ],
        },
        {
          title: 'Changelog',
          items: [
            { label: 'API releases', to: '/changelog' },
            // Plain links: the feeds are files, which a router link would try to render as a page.
            {
              html: '<a class="footer__link-item" href="/changelog/rss.xml" type="application/rss+xml">RSS feed</a>',
            },
            {
              html: '<a class="footer__link-item" href="/changelog/atom.xml" type="application/atom+xml">Atom feed</a>',
            },
          ],
        },
        {
          title: 'Legal',
          items: [
            { label: 'Terms and Conditions', href: 'https://www.example.com/legal/terms' },
            { label: 'Privacy Policy', href: 'https://www.example.com/legal/privacy' },
          ],
        },
      ],
      copyright: COPYRIGHT,
    },
    prism: {
      theme: prismLightTheme,
      darkTheme: prismDarkTheme,
      additionalLanguages: ['bash', 'json', 'python', 'http', 'yaml'],
    },
    mermaid: { theme: MERMAID_THEMES },
    liveCodeBlock: { playgroundPosition: 'bottom' },
    algolia: algoliaThemeConfig(hostedSearch),
  } satisfies Preset.ThemeConfig,
} satisfies Config;

export default config;
