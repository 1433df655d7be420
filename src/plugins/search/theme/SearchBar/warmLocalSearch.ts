/**
 * Everything the first local search needs, requested together on the reader's first intent:
 * the index (its manifest and the engine), and the modal upstream imports on open. Requested
 * one after the other (the modal's code only once DocSearch's own chunk had run), they made a
 * reader whose first act is "/" wait for each in turn.
 */
export function warmLocalSearch(): void {
  Promise.all([
    import('@site/src/search/client/browserSearchClient').then(({ getBrowserSearchClient }) =>
      getBrowserSearchClient().preload(),
    ),
    // The file this plugin points upstream's `@docsearch/react/modal` at: one chunk.
    import('../../docSearchModal'),
    // @ts-expect-error -- DocSearch ships no types for its style entry, which is only CSS
    import('@docsearch/react/style'),
  ]).catch(() => {
    // Upstream imports them again on open, and the first query loads the index again; both
    // report a failure there.
  });
}
