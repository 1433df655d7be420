/**
 * Property-based tests of the MDX-to-search parser (src/markdown/parseMdx.ts, then
 * src/plugins/search/markdownSections.ts) on generated pages: headings with and without
 * explicit ids, repeated titles, lists, code fences, JSX-ish text, admonitions and stray `<`/`{`.
 * A page either parses into sections whose heading anchors are non-empty and unique, or the
 * parser throws an error that names a line, as the build would.
 *
 * CI runs a fixed seed so a failure reproduces. To explore new inputs locally, run
 * `FUZZ_SEED=random FUZZ_RUNS=3000 npx vitest run tests/unit/fuzz`.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseGfm, parseMdx } from '../../../src/markdown/parseMdx';
import { markdownSections } from '../../../src/plugins/search/markdownSections';
import type { ParsedSection } from '../../../src/plugins/search/parsedPage';

const SEED = process.env.FUZZ_SEED === 'random' ? undefined : 20261125;

const word = fc.oneof(
  fc.constantFrom(
    'Time',
    'windows',
    'Route',
    'API',
    'café',
    'Größe',
    '路线',
    '🚚',
    'e\u0301',
    '`code`',
    '**bold**',
    '_em_',
    '<Term>slack</Term>',
    '<b>x</b>',
    '{"expr"}',
    '&amp;',
    '1.',
    '-',
    '#',
    '<',
    '{',
    '}',
    '\\',
    '[link](/docs)',
  ),
  fc.string({ unit: 'grapheme-ascii', minLength: 1, maxLength: 8 }),
);
const phrase = fc.array(word, { minLength: 1, maxLength: 5 }).map((words) => words.join(' '));
/** Titles repeat often, so the slugger's `-1`, `-2` suffixes are exercised. */
const title = fc.oneof(
  fc.constantFrom('Overview', 'Overview', 'Overview 1', 'Limits', 'Limits-1'),
  phrase,
);

const block: fc.Arbitrary<string> = fc.oneof(
  fc
    .record({ level: fc.integer({ min: 1, max: 6 }), text: title })
    .map(({ level, text }) => `${'#'.repeat(level)} ${text}`),
  fc
    .record({ level: fc.integer({ min: 2, max: 3 }), text: title, id: fc.nat({ max: 9 }) })
    .map(({ level, text, id }) => `${'#'.repeat(level)} ${text} {#custom-${id}}`),
  fc
    .record({ level: fc.integer({ min: 2, max: 3 }), text: title, id: fc.nat({ max: 9 }) })
    .map(({ level, text, id }) => `${'#'.repeat(level)} ${text} {/* #comment-${id} */}`),
  phrase,
  fc
    .array(phrase, { minLength: 1, maxLength: 3 })
    .map((items) => items.map((i) => `- ${i}`).join('\n')),
  fc
    .record({ lang: fc.constantFrom('', 'json', 'ts title="x.ts"', 'mdx-code-block'), body: title })
    .map(({ lang, body }) => `\`\`\`${lang}\n## ${body}\n<div>{not parsed}\n\`\`\``),
  fc
    .record({
      kind: fc.constantFrom('note', 'tip', 'warning'),
      label: fc.option(phrase),
      body: phrase,
    })
    .map(
      ({ kind, label, body }) => `:::${kind}${label === null ? '' : `[${label}]`}\n${body}\n:::`,
    ),
  phrase.map((text) => `<details>\n<summary>${text}</summary>\n\n${text}\n\n</details>`),
  fc.constantFrom('---', '| a | b |\n| --- | --- |\n| 1 | 2 |', "import X from '@site/x';"),
);

const page: fc.Arbitrary<string> = fc
  .record({
    frontMatter: fc.boolean(),
    blocks: fc.array(block, { maxLength: 14 }),
  })
  .map(
    ({ frontMatter, blocks }) =>
      (frontMatter ? '---\ntitle: Generated\n---\n\n' : '') + blocks.join('\n\n') + '\n',
  );

/** Explicit ids are the author's promise; repeating one is a content error, not a parser bug. */
function explicitIds(source: string): string[] {
  return [...source.matchAll(/\{(?:#|\/\* #)((?:custom|comment)-\d)/g)].map((match) => match[1]!);
}

/** Every heading and paragraph a search result could show has text. */
function expectReadableSections(sections: readonly ParsedSection[]): void {
  for (const section of sections) {
    for (const text of [...section.headings, ...section.paragraphs])
      expect(text.trim()).not.toBe('');
  }
}

function expectNamesALine(error: unknown): void {
  const place = error as { line?: unknown; message?: unknown };
  expect(typeof place.line).toBe('number');
  expect(String(place.message)).not.toBe('');
}

describe('MDX-to-search parser on generated pages', () => {
  it('gives every heading section a unique, non-empty anchor, or names the line it fails on', () => {
    let parsedPages = 0;
    let failedPages = 0;
    fc.assert(
      fc.property(page, (source) => {
        let sections: ParsedSection[];
        try {
          sections = markdownSections(parseMdx(source)).sections;
        } catch (error) {
          expectNamesALine(error);
          failedPages += 1;
          return;
        }
        parsedPages += 1;
        expect(sections[0]).toMatchObject({ level: 1, anchor: '' });
        expectReadableSections(sections);
        const headed = sections.slice(1);
        for (const section of headed) {
          // Docusaurus slugs letters and digits; a heading of only symbols (`## 🚚`) gets no id.
          if (/[\p{L}\p{N}]/u.test(section.headings.at(-1)!)) expect(section.anchor).not.toBe('');
        }
        const anchors = headed.map((section) => section.anchor).filter((anchor) => anchor !== '');
        const ids = explicitIds(source);
        if (new Set(ids).size === ids.length) expect(new Set(anchors).size).toBe(anchors.length);
      }),
      { seed: SEED, numRuns: Number(process.env.FUZZ_RUNS ?? 200) },
    );
    // Both endings must occur, or one half of the property was never tested.
    expect(parsedPages).toBeGreaterThan(0);
    expect(failedPages).toBeGreaterThan(0);
  });

  // Regressions: an empty heading (`## #`, `##  `) became a section titled '' (and an empty h1
  // an empty page title), which search showed as a result with no heading.
  it('keeps empty headings out of the sections and the title', () => {
    for (const source of [
      '# #\n\nIntro.\n\n## A\n\nText.\n\n##  \n\nMore.\n',
      '# \n\n## #\n\nMore.\n',
    ]) {
      for (const parse of [parseMdx, parseGfm]) {
        const parsed = markdownSections(parse(source));
        expect(parsed.h1).toBeNull();
        expectReadableSections(parsed.sections);
        expect(parsed.sections.map((section) => section.paragraphs.join(' '))).toContain(
          source.includes('## A') ? 'Text. More.' : 'More.',
        );
      }
    }
  });

  it('reads the same pages as plain Markdown (API descriptions) without throwing', () => {
    fc.assert(
      fc.property(page, (source) => {
        const parsed = markdownSections(parseGfm(source));
        expectReadableSections(parsed.sections);
        expect(parsed.h1?.trim()).not.toBe('');
      }),
      { seed: SEED, numRuns: Number(process.env.FUZZ_RUNS ?? 200) },
    );
  });
});
