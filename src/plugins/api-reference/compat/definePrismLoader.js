// Gives a Prism language component the `prismjs` instance that Redoc highlights with, in
// place of the site-wide ProvidePlugin removed by ../redocTheme.ts.
module.exports = function definePrismLoader(source) {
  return `var Prism = require('prismjs');\n${source}`;
};
