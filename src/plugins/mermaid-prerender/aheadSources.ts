/**
 * The Mermaid sources of the docs, read ahead of the bundler so the render thread can draw them
 * while the site loads (./renderAhead in ./index.ts). A line scan, not the MDX parser: parsing
 * every page costs the main thread about a second, and a source read differently here only
 * means that diagram is drawn when its page asks (tests/unit/mermaid-prerender checks this scan
 * against the parser on every doc).
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const OPENING_FENCE = /^([ \t]*)(`{3,}|~{3,})[ \t]*mermaid(?:[ \t].*)?$/;

/** Leading whitespace up to `width` columns, as CommonMark strips it from an indented fence's lines. */
function outdent(line: string, width: number): string {
  let cut = 0;
  while (cut < width && line[cut] === ' ') cut += 1;
  return line.slice(cut);
}

/** The contents of every ```mermaid (or ~~~mermaid) fence, in file order. */
export function mermaidFenceSources(markdown: string): string[] {
  const lines = markdown.split(/\r?\n/);
  const sources: string[] = [];
  for (let index = 0; index < lines.length; index += 1) {
    const opening = OPENING_FENCE.exec(lines[index]!);
    if (!opening) continue;
    const indent = opening[1]!.length;
    const fence = opening[2]!;
    const closing = new RegExp(`^[ \\t]*${fence[0] === '`' ? '`' : '~'}{${fence.length},}[ \\t]*$`);
    const body: string[] = [];
    index += 1;
    while (index < lines.length && !closing.test(lines[index]!)) {
      body.push(outdent(lines[index]!, indent));
      index += 1;
    }
    sources.push(body.join('\n'));
  }
  return sources;
}

/** Every Markdown and MDX file under `dir`, sorted so the batches come out the same each build. */
function markdownFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.mdx?$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
}

/** The distinct Mermaid sources of the files under `dir`. */
export function mermaidSourcesUnder(dir: string): string[] {
  const sources = markdownFiles(dir).flatMap((file) =>
    mermaidFenceSources(readFileSync(file, 'utf8')),
  );
  return [...new Set(sources)];
}
