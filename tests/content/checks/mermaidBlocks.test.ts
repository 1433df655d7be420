import { beforeAll, describe, it, expect } from 'vitest';

import { pageFromSource } from '../../support/mdx';
import { checkMermaidBlocks, mermaidParser, type MermaidParse } from './mermaidBlocks';
import { formatAll } from './offence';

let parse: MermaidParse;

beforeAll(async () => {
  parse = await mermaidParser();
});

describe('mermaid check', () => {
  it('accepts every diagram type the content guide allows', async () => {
    const diagrams = [
      'flowchart LR\n  A["POST /solve"] --> B[Routes]',
      'sequenceDiagram\n  participant C as Client\n  C->>S: POST /jobs\n  S-->>C: 202',
      'erDiagram\n  PROJECT ||--o{ BOOKING : holds',
      'gantt\n  dateFormat HH:mm\n  section van_01\n  bk_1001 :a1, 08:00, 30m',
      'stateDiagram-v2\n  [*] --> queued\n  queued --> done',
      'timeline\n  title Day\n  Morning : load vans',
    ];
    for (const diagram of diagrams) expect(await parse(diagram), diagram).toBeUndefined();
  });

  it('fails broken diagrams and style violations, with the fence line', async () => {
    const source = [
      'Text.',
      '',
      '```mermaid',
      'flowchart LR',
      '  A[[ -->',
      '```',
      '',
      '```mermaid',
      "%%{init: {'theme': 'dark'}}%%",
      'flowchart LR',
      '  A["one<br/>two"] --> B',
      '```',
      '',
      '```mermaid',
      'sequenceDiagram',
      '  C->>: missing target',
      '```',
      '',
    ].join('\n');
    const result = formatAll(
      await checkMermaidBlocks(await pageFromSource('howto/x.mdx', source), parse),
    );
    expect(result.map((line) => line.replace(/(mermaid: ).*/, '$1...'))).toEqual([
      'docs/howto/x.mdx:3: mermaid: ...',
      'docs/howto/x.mdx:8: no %%{init}%% overrides: themes come from the site',
      'docs/howto/x.mdx:8: no HTML in diagram labels',
      'docs/howto/x.mdx:14: mermaid: ...',
    ]);
  });
});
