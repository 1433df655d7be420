import { describe, it, expect } from 'vitest';

import { pageFromSource } from '../../support/mdx';
import { formatAll } from './offence';
import {
  checkConceptUsesTerm,
  checkGlossaryCoverage,
  checkTermElements,
  checkTermPageDefinition,
} from './terms';

describe('term checks fail on bad samples', () => {
  it('reports unknown and non-literal ids', async () => {
    const page = await pageFromSource(
      'concepts/x.mdx',
      'A <Term id="bookng">booking</Term> and <Term id={"node"}>node</Term>.\n',
    );
    expect(formatAll(checkTermElements(page))).toEqual([
      'docs/concepts/x.mdx:1: <Term id="bookng">: not a GLOSSARY id',
      'docs/concepts/x.mdx:1: <Term> needs a literal id="..."',
    ]);
  });

  it('reports a <Term> inside a heading', async () => {
    const page = await pageFromSource(
      'concepts/x.mdx',
      '## The <Term id="slack">slack</Term> of a stop\n',
    );
    expect(formatAll(checkTermElements(page))).toEqual([
      'docs/concepts/x.mdx:1: <Term> inside a heading: link the term in the text below it',
    ]);
  });

  it('reports a concept page without <Term>, and ignores other sections', async () => {
    expect(
      formatAll(checkConceptUsesTerm(await pageFromSource('concepts/x.mdx', 'Plain.\n'))),
    ).toEqual(['docs/concepts/x.mdx: concept page links no glossary term with <Term>']);
    expect(checkConceptUsesTerm(await pageFromSource('howto/x.mdx', 'Plain.\n'))).toEqual([]);
  });

  it('reports a term page whose first paragraph is not the definition', async () => {
    const page = await pageFromSource(
      'terms/slack.mdx',
      '---\ntitle: x\n---\n\nSlack is spare time.\n',
    );
    expect(formatAll(checkTermPageDefinition(page))[0]).toMatch(
      /^docs\/terms\/slack\.mdx:5: first paragraph must be GLOSSARY\.slack\.definition/,
    );
  });

  it('reports term pages without entries and a glossary that misses pages', async () => {
    const glossary = await pageFromSource('terms/glossary.mdx', '[booking](./booking.mdx)\n');
    const booking = await pageFromSource('terms/booking.mdx', 'x\n');
    const stray = await pageFromSource('terms/fleet.mdx', 'x\n');
    const docUrls = new Set(['/docs/terms/glossary', '/docs/terms/booking', '/docs/terms/fleet']);
    const result = formatAll(checkGlossaryCoverage([glossary, booking, stray], docUrls));
    expect(result).toContain('docs/terms/fleet.mdx: no GLOSSARY entry "fleet"');
    expect(result).toContain('docs/terms/glossary.mdx: glossary does not list terms/fleet.mdx');
    expect(result).toContain('docs/terms/: GLOSSARY.node.page /docs/terms/node is not a doc page');
    expect(result).not.toContain(
      'docs/terms/glossary.mdx: glossary does not list terms/booking.mdx',
    );
  });
});
