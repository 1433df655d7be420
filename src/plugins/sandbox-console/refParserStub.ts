/**
 * Stands in for @apidevtools/json-schema-ref-parser in the site's bundles. The sandbox hands
 * openapi-backend an already bundled document in quick mode (src/sandbox/core/backend.ts), so
 * `$ref` resolution never runs in a page or the worker; the real package would bring its
 * Node-only HTTP resolver into the bundle, and its dynamic imports warn on every build.
 */
function unavailable(): Promise<never> {
  return Promise.reject(
    new Error('The sandbox resolves no $ref at run time: it loads a pre-bundled document.'),
  );
}

const refParser = { dereference: unavailable, parse: unavailable, resolve: unavailable };

export default refParser;
