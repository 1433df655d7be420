// Docusaurus ships the whole site config to the browser (.docusaurus/docusaurus.config.mjs, in
// main.js), including what only the build reads: plugin and preset options, the SSR template,
// the Markdown settings. The browser bundle's copy leaves out the keys in `buildOnlyKeys`
// (options from ./index.ts). A file that is not the JSON object Docusaurus writes
// passes through unchanged, so a new format costs bytes, never a broken site.
const PREFIX = /^[\s\S]*?export default (?=\{)/;

module.exports = function clientSiteConfigLoader(source) {
  const { buildOnlyKeys } = this.getOptions();
  const prefix = PREFIX.exec(source)?.[0];
  if (prefix === undefined) return source;
  let config;
  try {
    config = JSON.parse(source.slice(prefix.length).trim().replace(/;$/, ''));
  } catch {
    return source;
  }
  for (const key of buildOnlyKeys) delete config[key];
  return `${prefix}${JSON.stringify(config)};\n`;
};
