/**
 * Runs every content check over the real docs. The pages are parsed once here (parsing all
 * of docs/ is the slow part); each checker's own tests, with bad samples, live next to it in
 * checks/. The checks that need doc URLs or the sidebars read them from the last build
 * (tests/support/docs.ts); the others read only the sources.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

import { beforeAll, describe, it, expect } from 'vitest';

import { loadDocsMetadata, loadSidebars, type SidebarItem } from '../support/docs';
import { loadPages } from '../support/mdx';
import { API_SPEC_NAMES, listOperations, readSpec } from '../support/openapiSchemas';
import { checkAdmonitions } from './checks/admonitions';
import { checkApiCalls, findCalls, knownOperations } from './checks/apiCalls';
import { checkApiScopes, declaredScopes, operationScopes } from './checks/apiScopes';
import { checkDecidedRules } from './checks/decidedRules';
import { checkFrontMatter, checkUniqueTitles } from './checks/frontMatter';
import { checkJsonBlocks } from './checks/jsonBlocks';
import { buildLinkIndex, checkLinks } from './checks/links';
import { checkMermaidBlocks, mermaidParser, type MermaidParse } from './checks/mermaidBlocks';
import { checkMoney } from './checks/money';
import { formatAll, type Offence } from './checks/offence';
import { checkPlaceholders } from './checks/placeholders';
import { checkProseArithmetic } from './checks/proseArithmetic';
import { checkSampleWorld } from './checks/sampleWorld';
import { checkInsertionExamples, checkSolveExamples } from './checks/statelessExamples';
import { checkStoredRoutes } from './checks/storedRoutes';
import { checkTabs } from './checks/tabs';
import { checkTrackingLinks } from './checks/trackingLinks';
import {
  checkConceptUsesTerm,
  checkGlossaryCoverage,
  checkTermElements,
  checkTermPageDefinition,
} from './checks/terms';
import { checkWordFloor } from './checks/wordFloors';
import { solve } from '../../src/solver';
import { DETERMINISTIC_RELAXATION_BUDGET } from '../../src/solver/relax';

const pages = await loadPages();

function sidebarDocIds(items: readonly SidebarItem[]): string[] {
  return items.flatMap((item) => {
    if (item.type === 'category') return sidebarDocIds(item.items);
    return item.type === 'link' && item.docId ? [item.docId] : [];
  });
}

describe('docs content', () => {
  it('every page is valid MDX', () => {
    const offences: Offence[] = pages
      .filter((page) => page.parseError)
      .map((page) => ({
        file: page.file,
        line: page.parseError?.line,
        message: page.parseError?.message ?? '',
      }));
    expect(formatAll(offences)).toEqual([]);
  });

  describe('front matter and headings', () => {
    it('known keys, plain-text title and description, tags, no h1, no skipped levels, unique anchors', () => {
      expect(formatAll(pages.flatMap(checkFrontMatter))).toEqual([]);
    });

    it('admonitions use the bracketed title form the build renders', () => {
      expect(formatAll(pages.flatMap(checkAdmonitions))).toEqual([]);
    });

    it('titles are unique', () => {
      expect(formatAll(checkUniqueTitles(pages))).toEqual([]);
    });
  });

  it('no page carries placeholder wording', () => {
    expect(formatAll(pages.flatMap(checkPlaceholders))).toEqual([]);
  });

  it('every sample id agrees with src/data/sampleWorld.json, unless the page declares a what-if', () => {
    expect(formatAll(pages.flatMap(checkSampleWorld))).toEqual([]);
  });

  it('no page, spec, problem page or product page contradicts a rule decided in the specs', () => {
    const root = path.resolve(__dirname, '../..');
    const outside = ['openapi', 'problems', 'src/pages'].flatMap((folder) =>
      readdirSync(path.join(root, folder))
        .filter((name) => /\.(ya?ml|mdx|tsx)$/.test(name))
        .map((name) => ({
          file: `../${folder}/${name}`,
          text: readFileSync(path.join(root, folder, name), 'utf8'),
        })),
    );
    const offences = [
      ...pages.flatMap((page) => checkDecidedRules(page.file, page.source)),
      ...outside.flatMap(({ file, text }) => checkDecidedRules(file, text)),
    ];
    expect(formatAll(offences)).toEqual([]);
  });

  it('arithmetic written out in prose adds up', () => {
    expect(formatAll(pages.flatMap(checkProseArithmetic))).toEqual([]);
  });

  it('money is written to the cent, in JSON and in prose', () => {
    expect(formatAll(pages.flatMap(checkMoney))).toEqual([]);
  });

  it('a tracking link example shows only an expires_at its request sends', () => {
    expect(formatAll(pages.flatMap(checkTrackingLinks))).toEqual([]);
  });

  it('stored routes and insertion costs are what the sample world gives (departure rule, 30 km/h)', () => {
    expect(formatAll(pages.flatMap(checkStoredRoutes))).toEqual([]);
  });

  it('every doc is in a sidebar, once', () => {
    const docs = loadDocsMetadata();
    expect(docs.filter((doc) => !doc.sidebar).map((doc) => doc.file)).toEqual([]);
    const ids = Object.values(loadSidebars()).flatMap(sidebarDocIds);
    expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([]);
  });

  it('every page reaches the prose word floor of its section', () => {
    expect(formatAll(pages.flatMap(checkWordFloor))).toEqual([]);
  });

  it('every json block names a schema it validates against, or says it is partial', () => {
    expect(formatAll(pages.flatMap(checkJsonBlocks))).toEqual([]);
  });

  describe('mermaid', () => {
    let parse: MermaidParse;
    beforeAll(async () => {
      parse = await mermaidParser();
    });

    it('every diagram parses and follows the content guide', async () => {
      const offences: Offence[] = [];
      for (const page of pages) offences.push(...(await checkMermaidBlocks(page, parse)));
      expect(formatAll(offences)).toEqual([]);
    });
  });

  it('every anchor names a heading that exists, and none points into the API reference', () => {
    const index = buildLinkIndex(pages, loadDocsMetadata());
    expect(formatAll(pages.flatMap((page) => checkLinks(page, index)))).toEqual([]);
  });

  describe('glossary terms', () => {
    it('every <Term id> is a GLOSSARY id', () => {
      expect(formatAll(pages.flatMap(checkTermElements))).toEqual([]);
    });

    it('every concept page links at least one term with <Term>', () => {
      expect(formatAll(pages.flatMap(checkConceptUsesTerm))).toEqual([]);
    });

    it('every term page opens with its GLOSSARY definition', () => {
      expect(formatAll(pages.flatMap(checkTermPageDefinition))).toEqual([]);
    });

    it('GLOSSARY, docs/terms/ and the glossary page cover the same terms', () => {
      const docUrls = new Set(loadDocsMetadata().map((doc) => doc.permalink));
      expect(formatAll(checkGlossaryCoverage(pages, docUrls))).toEqual([]);
    });
  });

  it('every API call a page shows is an operation in openapi/', () => {
    const operations = knownOperations(listOperations());
    expect(formatAll(pages.flatMap((page) => checkApiCalls(page, operations)))).toEqual([]);
  });

  it('every walkthrough asks for the scopes the spec requires of the operations it calls', () => {
    const operations = knownOperations(listOperations());
    const declared = declaredScopes(API_SPEC_NAMES.map(readSpec));
    const scopesOf: Parameters<typeof checkApiScopes>[2] = (operation) =>
      operationScopes(operation, readSpec(operation.api));
    expect(
      formatAll(
        pages.flatMap((page) =>
          checkApiScopes(page, findCalls(page, operations), scopesOf, declared),
        ),
      ),
    ).toEqual([]);
  });

  describe('Stateless API examples', () => {
    it('every documented solve response is what the solver returns for the request above it', () => {
      // A generous time limit: the search stops on stagnation, so the answer does not depend on
      // how busy the machine is. Unassigned work carries its relaxation, as the API returns it.
      const converged: Parameters<typeof checkSolveExamples>[1] = (request) =>
        solve(
          { ...request, options: { ...request.options, time_limit: 30 } },
          { suggestRelaxations: true, relaxationBudget: DETERMINISTIC_RELAXATION_BUDGET },
        );
      expect(formatAll(pages.flatMap((page) => checkSolveExamples(page, converged)))).toEqual([]);
    }, 120_000);

    it('every documented insertion option costs what its stops cost under the contract', () => {
      expect(formatAll(pages.flatMap(checkInsertionExamples))).toEqual([]);
    });
  });

  it('every <Tabs> is in the api-language group with curl, javascript and python items', () => {
    expect(formatAll(pages.flatMap(checkTabs))).toEqual([]);
  });
});
