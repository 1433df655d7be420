import type { ParsedSection } from './parsedPage';

/**
 * How a page's text in reading order becomes sections, for Markdown and React pages alike: the
 * text before the first h2/h3 is the intro, each h2 and h3 opens a section (an h3 carries its
 * h2 as context), h4-h6 stay inside their section as a line of text, and the first h1 is kept
 * aside as a title candidate.
 */

export type TextBlock =
  { kind: 'heading'; level: number; text: string; id: string } | { kind: 'text'; text: string };

export function splitIntoSections(blocks: Iterable<TextBlock>): {
  h1: string | null;
  sections: ParsedSection[];
} {
  const sections: ParsedSection[] = [{ level: 1, headings: [], anchor: '', paragraphs: [] }];
  let h1: string | null = null;
  let currentH2: string | null = null;
  for (const block of blocks) {
    const current = sections[sections.length - 1]!;
    // An empty heading (`## #`) renders with no text and no anchor: as a section it would be
    // a result without a title, and as the h1 an empty page title. Its text stays where it was.
    if (block.kind === 'heading' && block.text.trim() === '') continue;
    if (block.kind === 'text' || block.level > 3) {
      if (block.text.length > 0) current.paragraphs.push(block.text);
    } else if (block.level === 1) {
      h1 ??= block.text;
    } else if (block.level === 2) {
      currentH2 = block.text;
      sections.push({ level: 2, headings: [block.text], anchor: block.id, paragraphs: [] });
    } else {
      const headings = currentH2 === null ? [block.text] : [currentH2, block.text];
      sections.push({ level: headings.length + 1, headings, anchor: block.id, paragraphs: [] });
    }
  }
  return { h1, sections };
}
