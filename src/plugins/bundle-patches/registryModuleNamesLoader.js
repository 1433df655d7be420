// Docusaurus' chunk registry (.docusaurus/registry.js) gives every route module a loader, its
// module path and its webpack id. The path only tells the server's react-loadable which chunks
// a page rendered; the browser never reads it, yet it is a string per route module in main.js
// (absolute build paths among them). In the browser bundle it becomes "".
const MODULE_NAME = /\), "(?:[^"\\]|\\.)*", require\.resolveWeak\(/g;

module.exports = function registryModuleNamesLoader(source) {
  return source.replace(MODULE_NAME, '), "", require.resolveWeak(');
};
