import type { CheerioAPI } from 'cheerio';

/**
 * A tiny stand-in for the Algolia Crawler's `helpers.docsearch`, so tests can run
 * crawler.config.js's extractors on built HTML without the crawler. It is not Algolia's code
 * (which is not public); it does what DocSearch's documentation says the helper does with
 * `recordProps` (https://docsearch.algolia.com/docs/record-extractor, .../required-configuration):
 * - a selector list (array) uses its first entry that matches anything on the page;
 * - lvl0 and custom variables take their selector's text, else their defaultValue;
 * - every element matched by lvl1..lvl6 or content is read in document order: a heading opens
 *   a section at its level (deeper levels are cleared), text goes to the nearest heading above;
 * - a section's anchor is its heading's id (or name); text before any heading has no section.
 * Sections stand for the records aggregateContent makes: one per heading, with its text.
 */

export type Selector = string | string[];
type Lvl0 = { selectors: Selector; defaultValue?: string };
type CustomVariable = { selectors?: Selector; defaultValue?: string | string[] };

export type RecordProps = {
  lvl0: Lvl0;
  lvl1: Selector;
  lvl2?: Selector;
  lvl3?: Selector;
  lvl4?: Selector;
  lvl5?: Selector;
  lvl6?: Selector;
  content: Selector;
  pageRank?: string;
} & { [variable: string]: Selector | Lvl0 | CustomVariable | undefined };

export type DocsearchOptions = {
  recordProps: RecordProps;
  aggregateContent?: boolean;
  recordVersion?: string;
  indexHeadings?: boolean;
};

const LEVELS = ['lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const;

export type CrawledSection = {
  /** 1 for lvl1 (the page title), 2 for lvl2, ... */
  level: number;
  /** lvl0 then the heading texts from lvl1 down to this section's own heading. */
  hierarchy: string[];
  /** The heading's id, or '' when it has none. */
  anchor: string;
  content: string[];
};

export type CrawledPage = {
  sections: CrawledSection[];
  /** Custom variables (language, version, docusaurus_tag, ...): the record attributes to facet on. */
  variables: Record<string, string | string[]>;
};

function normalizeSpace(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/** The selector in force: a list falls back to its next entry while nothing matches. */
function resolveSelector($: CheerioAPI, selector: Selector | undefined): string | null {
  if (selector === undefined) return null;
  const candidates = (Array.isArray(selector) ? selector : [selector]).filter(
    (candidate) => candidate.trim() !== '',
  );
  if (!Array.isArray(selector)) return candidates[0] ?? null;
  return candidates.find((candidate) => $(candidate).length > 0) ?? null;
}

function firstText($: CheerioAPI, selector: Selector | undefined): string {
  const resolved = resolveSelector($, selector);
  return resolved === null ? '' : normalizeSpace($(resolved).first().text());
}

function isCustomVariable(value: RecordProps[string]): value is CustomVariable {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function docsearchHelperStandIn($: CheerioAPI) {
  return {
    docsearch({ recordProps }: DocsearchOptions): CrawledPage {
      const { lvl0, content, pageRank: _pageRank, ...rest } = recordProps;
      const lvl0Text = firstText($, lvl0.selectors) || lvl0.defaultValue || '';

      const variables: Record<string, string | string[]> = {};
      for (const [name, value] of Object.entries(rest)) {
        if ((LEVELS as readonly string[]).includes(name) || value === undefined) continue;
        const spec: CustomVariable = isCustomVariable(value) ? value : { selectors: value };
        const text = firstText($, spec.selectors);
        const resolved = text || spec.defaultValue;
        if (resolved !== undefined && resolved !== '') variables[name] = resolved;
      }

      // Each matched element's level; an element matched by two levels keeps the higher one.
      const levelOf = new Map<unknown, number>();
      const selectors: string[] = [];
      LEVELS.forEach((name, index) => {
        const selector = resolveSelector($, recordProps[name] as Selector | undefined);
        if (selector === null) return;
        selectors.push(selector);
        $(selector).each((_, element) => {
          if (!levelOf.has(element)) levelOf.set(element, index + 1);
        });
      });
      const contentSelector = resolveSelector($, content);
      if (contentSelector !== null) selectors.push(contentSelector);

      const sections: CrawledSection[] = [];
      const headings: string[] = [];
      // One query over every selector gives the elements in document order.
      $(selectors.join(', ')).each((_, element) => {
        const text = normalizeSpace($(element).text());
        if (text === '') return;
        const level = levelOf.get(element);
        if (level !== undefined) {
          headings.length = level - 1;
          headings[level - 1] = text;
          sections.push({
            level,
            hierarchy: [lvl0Text, ...headings.map((heading) => heading ?? '')],
            anchor: $(element).attr('id') ?? $(element).attr('name') ?? '',
            content: [],
          });
        } else {
          sections.at(-1)?.content.push(text);
        }
      });
      return { sections, variables };
    },
  };
}
