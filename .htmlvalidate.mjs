/**
 * html-validate over the built site (tests/build/htmlValidity.ts runs it on every page;
 * `npx html-validate "build/**\/*.html"` uses the same file). It starts from the recommended
 * preset; every rule turned off or relaxed here names the upstream markup that forces it.
 * Markup we own is held to the full preset.
 */
import { defineConfig } from 'html-validate';

export default defineConfig({
  extends: ['html-validate:recommended'],
  elements: [
    'html5',
    {
      // theme-classic 3.10's CodeBlock/Line renders each token line as <div class="token-line">
      // inside <code>; phrasing content only would flag every highlighted line of every page.
      code: { permittedContent: ['@phrasing', 'div'] },
    },
  ],
  rules: {
    // Docusaurus' HTML minifier (@swc/html, on with `faster`) writes the shortest valid HTML5:
    // unquoted attribute values, omitted optional end tags (</li>, </p>, </td>), `<!doctype html>`
    // and mixed void-element styles. All four rules are about style, not validity.
    'attr-quotes': 'off',
    'no-implicit-close': 'off',
    'void-style': 'off',
    'doctype-style': 'off',
    // HTML5 allows any id without whitespace; Docusaurus' root and skip-link target are
    // `__docusaurus` and `__docusaurus_skipToContent_fallback`, Redoc's anchors `tag/Solve`.
    'valid-id': ['error', { relaxed: true }],
    // theme-classic: the navbar dropdowns are <a role="button">, SkipToContent a
    // <div role="region">, the announcement bar a <div role="banner">.
    'prefer-native-element': ['error', { exclude: ['button', 'region', 'banner'] }],
    // theme-classic's IconExternalLink names its <svg> with aria-label "(opens in new tab)".
    'aria-label-misuse': ['error', { elements: { exclude: ['svg'] } }],
    // prism-react-renderer colours every token with a style attribute, theme-classic's CodeBlock
    // sets its palette as inline custom properties and hides its SVG sprite with style="display: none".
    'no-inline-style': 'off',
    // Prism gives aliased tokens their alias as a second class ("token variable variable").
    'no-dup-class': 'off',
    // A bare "&" followed by a space in highlighted code is valid HTML5 (not an ambiguous
    // ampersand); the minifier leaves it unescaped.
    'no-raw-characters': ['error', { relaxed: true }],
    // theme-search-algolia's /search page: a search form that runs as you type, without a
    // submit button.
    'wcag/h32': 'off',
  },
});

/**
 * Extra relaxations for the Redoc reference pages (/api-portal/<api>), whose markup is
 * Redoc 2.4's server-rendered output (redocusaurus 2.5): applied on those pages only.
 */
export const redocReferencePages = defineConfig({
  rules: {
    // Redoc's expand/collapse and tab buttons have no type attribute.
    'no-implicit-button-type': 'off',
    // Redoc nests <div> in <button> and <h5>, <ul> in <code> (enum lists) and a styled-components
    // <style> in a <div>.
    'element-permitted-content': 'off',
    // Redoc's collapsed sample panels set aria-hidden on a container with focusable children.
    'hidden-focusable': 'off',
    // Redoc's parameter tables put <tr> straight in <table>.
    'prefer-tbody': 'off',
    // Redoc's "Download OpenAPI specification" link is <a download="">.
    'attribute-empty-style': 'off',
  },
});

/**
 * Extra relaxations for the redirect pages: @docusaurus/plugin-client-redirects 3.10 writes each
 * from its own template, an <html> without `lang`, a <head> without <title>, no <body>, and the
 * redirecting <script> after </head>, which the parser reads as a second <head>.
 */
export const clientRedirectPages = defineConfig({
  rules: {
    'element-required-attributes': 'off',
    'element-required-content': 'off',
    'element-permitted-occurrences': 'off',
  },
});
