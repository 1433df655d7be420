/**
 * The accessible name of a prerendered diagram. Most of our diagrams have no title of their
 * own, and a screen reader's "image" with no name is useless, so the name falls back to the
 * kind of diagram and the section it illustrates ("Sequence diagram: Retries").
 */

const KIND_LABELS: Record<string, string> = {
  flowchart: 'Flowchart',
  graph: 'Flowchart',
  sequenceDiagram: 'Sequence diagram',
  gantt: 'Gantt chart',
  stateDiagram: 'State diagram',
  'stateDiagram-v2': 'State diagram',
  erDiagram: 'Entity-relationship diagram',
  classDiagram: 'Class diagram',
};

/** The first keyword of the diagram, after Mermaid's optional front matter and comments. */
function diagramKeyword(source: string): string | undefined {
  const body = source.replace(/^\s*---\n[\s\S]*?\n---\s*\n/, '');
  const firstLine = body
    .split('\n')
    .map((line) => line.trim())
    .find((line) => line !== '' && !line.startsWith('%%'));
  return firstLine?.split(/\s/)[0];
}

export function diagramKindLabel(source: string): string {
  return KIND_LABELS[diagramKeyword(source) ?? ''] ?? 'Diagram';
}

/** `title: …` in Mermaid's front matter, or a `title …` statement (gantt, pie, journey). */
export function titleInSource(source: string): string | undefined {
  const frontMatterTitle = /^\s*---\n[\s\S]*?^title:\s*(.+?)\s*$[\s\S]*?\n---/m.exec(source)?.[1];
  const statementTitle = /^\s*title\s+(.+?)\s*$/m.exec(source)?.[1];
  const title = frontMatterTitle ?? statementTitle;
  return title?.replace(/^(['"])(.*)\1$/, '$2') || undefined;
}

export interface TitleSources {
  source: string;
  /** `accTitle` as Mermaid rendered it. */
  accTitle?: string;
  /** `title="…"` on the code fence: the caption shown under the diagram. */
  caption?: string;
  /** The heading of the section the diagram is in (or the page title before the first one). */
  section?: string;
}

export function diagramTitle({ source, accTitle, caption, section }: TitleSources): string {
  const own = accTitle?.trim() || caption?.trim() || titleInSource(source);
  if (own) return own;
  const kind = diagramKindLabel(source);
  return section ? `${kind}: ${section}` : kind;
}
