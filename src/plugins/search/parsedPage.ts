/**
 * The builder's intermediate form: every source (MDX doc, product page, API spec) becomes pages
 * of sections before the index is packed.
 */

export type ParsedSection = {
  /** 1 for the text before the first heading, else the heading level (2 or 3). */
  level: number;
  /** Heading texts from h2 down to this section's own heading; empty for the intro. */
  headings: string[];
  /** Anchor id of the section's heading (empty for the intro or headings without an id). */
  anchor: string;
  paragraphs: string[];
};

export type PageSource = {
  /** URL path with baseUrl, no origin, no anchor. */
  permalink: string;
  /** hierarchy.lvl0 */
  category: string;
  /** hierarchy.lvl1 */
  title: string;
  /** docusaurus_tag used by contextual search. */
  searchTag: string;
  keywords: string[];
  sections: ParsedSection[];
};
