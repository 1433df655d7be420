import type { Heading, List, PhrasingContent, RootContent, Table } from 'mdast';

import benchResults from '../../../bench/solver-results.json';
import {
  FAMILY_COLUMNS,
  familyRows,
  INSTANCE_COLUMNS,
  instanceRows,
  runDescription,
  type BenchResults,
} from '../../components/SolverBenchmark/benchTables';
import { alphabeticalTermIds, GLOSSARY, isTermId } from '../../data/glossary';
import { attributeValue, type ComponentPrinter } from './mdxToMarkdown';

/**
 * What each component used in the docs prints, as Markdown. A component that computes what it
 * shows from data (the glossary list) prints the same data here, so the twin says what the page
 * says. A component missing here keeps its children and is reported (./mdxToMarkdown.ts).
 */

/** `<Tabs>`: every tab, in order, as a section under its label one level below the page's. */
const tabs: ComponentPrinter = (element, context) =>
  element.children.flatMap((child): RootContent[] => {
    if (child.type !== 'mdxJsxFlowElement' || child.name !== 'TabItem') {
      return context.convert([child]);
    }
    const label = attributeValue(child, 'label') ?? attributeValue(child, 'value');
    if (label === null) context.warn('a <TabItem> without label or value prints no heading');
    const depth = Math.min(6, context.sectionDepth + 1) as Heading['depth'];
    const heading: Heading[] =
      label === null
        ? []
        : [{ type: 'heading', depth, children: [{ type: 'text', value: label }] }];
    return [...heading, ...context.convert(child.children)];
  });

/** `<Term id>words</Term>`: the words as they read in the sentence, else the glossary term. */
const term: ComponentPrinter = (element, context) => {
  const children = context.children();
  if (children.length > 0) return children;
  const id = attributeValue(element, 'id');
  if (id === null || !isTermId(id)) {
    context.warn(`<Term id="${id ?? ''}"> names no glossary entry`);
    return [];
  }
  return [{ type: 'text', value: GLOSSARY[id].term }];
};

/** `<GlossaryList />`: every term linked to its page, its expansion and its definition. */
const glossaryList: ComponentPrinter = (_element, context) => {
  const list: List = {
    type: 'list',
    ordered: false,
    spread: false,
    children: alphabeticalTermIds().map((id) => {
      const entry = GLOSSARY[id];
      const line: PhrasingContent[] = [
        {
          type: 'link',
          url: context.resolveLink(entry.page),
          children: [{ type: 'strong', children: [{ type: 'text', value: entry.term }] }],
        },
        ...(entry.expansion ? [{ type: 'text' as const, value: ` (${entry.expansion})` }] : []),
        { type: 'text', value: `: ${entry.definition}` },
      ];
      return { type: 'listItem', spread: false, children: [{ type: 'paragraph', children: line }] };
    }),
  };
  return [list];
};

/** A table of text cells, header row first. */
function textTable<Row extends object>(
  columns: readonly { key: keyof Row; label: string }[],
  rows: Row[],
): Table {
  const cells = (values: string[]) => ({
    type: 'tableRow' as const,
    children: values.map((value) => ({
      type: 'tableCell' as const,
      children: [{ type: 'text' as const, value }],
    })),
  });
  return {
    type: 'table',
    children: [
      cells(columns.map((column) => column.label)),
      ...rows.map((row) => cells(columns.map((column) => String(row[column.key])))),
    ],
  };
}

/** The solver benchmark's components print the committed results file, as the page renders it. */
const results = benchResults as BenchResults;

export const COMPONENT_PRINTERS: Readonly<Record<string, ComponentPrinter>> = {
  Tabs: tabs,
  // Outside <Tabs> a tab is just its content.
  TabItem: (_element, context) => context.children(),
  Term: term,
  GlossaryList: glossaryList,
  BenchmarkRun: () => [
    { type: 'paragraph', children: [{ type: 'text', value: runDescription(results) }] },
  ],
  BenchmarkFamilies: () => [textTable(FAMILY_COLUMNS, familyRows(results))],
  BenchmarkInstances: () => [textTable(INSTANCE_COLUMNS, instanceRows(results))],
};
