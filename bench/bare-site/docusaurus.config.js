// @ts-check
const path = require('node:path');

// The bench's "what the stack gives for free" site: create-docusaurus' classic template cut down
// to one page of each kind we measure, with the portal's plugins (see bench/README.md). It is
// built and measured beside the portal by `npm run bench`; nothing here is part of the portal.

/** @type {import('@docusaurus/types').Config} */
const config = {
  title: 'Bare site',
  tagline: 'Docusaurus 3.10 with the portal plugins',
  favicon: 'img/favicon.svg',
  url: 'https://bare.example.com',
  baseUrl: '/',
  onBrokenLinks: 'throw',
  future: { v4: true, faster: true },
  i18n: { defaultLocale: 'en', locales: ['en'] },
  markdown: { mermaid: true },
  themes: ['@docusaurus/theme-mermaid', '@docusaurus/theme-live-codeblock'],
  presets: [
    [
      'classic',
      /** @type {import('@docusaurus/preset-classic').Options} */
      ({
        docs: { sidebarPath: './sidebars.js' },
        blog: false,
        theme: { customCss: './src/css/custom.css' },
      }),
    ],
    [
      'redocusaurus',
      {
        // The portal's smallest spec, read from the portal's own folder so nothing is copied
        // (absolute: redocusaurus resolves a relative path from the working directory).
        specs: [
          {
            id: 'routing',
            spec: path.resolve(__dirname, '../../openapi/routing.yaml'),
            route: '/api/',
          },
        ],
      },
    ],
  ],
  themeConfig:
    /** @type {import('@docusaurus/preset-classic').ThemeConfig} */
    ({
      navbar: {
        title: 'Bare site',
        items: [
          { type: 'docSidebar', sidebarId: 'docs', position: 'left', label: 'Docs' },
          { to: '/api/', label: 'API', position: 'left' },
        ],
      },
      footer: { style: 'dark', copyright: 'Bare Docusaurus site for the bench.' },
    }),
};

module.exports = config;
