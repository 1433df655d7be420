/** User Timing marks of the index load, so benchmarks can tell download from indexing. */
export const SEARCH_MARKS = {
  loadStart: 'search-index:load-start',
  downloaded: 'search-index:downloaded',
  ready: 'search-index:ready',
} as const;
