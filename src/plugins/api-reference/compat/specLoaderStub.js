// Stands in, in the browser bundle, for the modules Redoc needs only to load a spec by URL
// (`loadAndBundleSpec`: @redocly/openapi-core's bundler and config, and `yaml` for Swagger 2
// conversion). Our specs are bundled at build time and handed to Redoc as objects, so the
// browser never calls them; leaving them out keeps openapi-core, Ajv and two YAML parsers off
// /api-portal (the `redocSpecLoaderStub` bundle patch in ../bundlePatches.ts
// has the bytes).
// Should anything call them, it fails with this message.
function unavailable() {
  throw new Error(
    'Redoc tried to load a spec in the browser; the portal expects specs bundled at build time (src/plugins/api-reference).',
  );
}

module.exports = {
  bundle: unavailable,
  Config: unavailable,
  parse: unavailable,
  stringify: unavailable,
};
