/**
 * The copyable requests of a docs page, in page order, as the steps of one walkthrough: a
 * `<Tabs groupId="api-language">` is one step with a curl, a JavaScript and a Python variant of
 * the same request; a request block outside tabs is a step of its own. A request block is a
 * shell block that runs `curl`, a JavaScript block that calls `fetch(`, or a Python block that
 * uses `requests`. The JSON block that follows a step in the same section, before any other
 * code block, is the response the page documents for it; so is the first code block under a
 * following heading ("Step 3: Read the options") when it is JSON that names a schema other than
 * a request body or a problem.
 *
 * A response block titled "... (partial)" (the docs' mark for a fragment) is an excerpt: it is
 * compared as a subset of the answer (./compareResponse.ts). A response block with
 * `nocompare="reason"` shows the answer in a state a fresh walkthrough does not reach: its
 * request runs and must succeed, the body is not compared.
 */
import type { Code, Heading, Nodes, Root } from 'mdast';

import { TABS_GROUP_ID } from '../checks/tabs';
import { jsxAttribute, lineOf, parseMeta, type JsxElement } from '../../support/mdx';
import { blockCallsApi } from './blockCalls';

export const LANGUAGES = ['curl', 'javascript', 'python'] as const;
export type Language = (typeof LANGUAGES)[number];

export interface RequestBlock {
  language: Language;
  body: string;
  /** Whether the block itself calls the API (a curl, a fetch, requests), not only sets up. */
  callsApi: boolean;
  /** Line of the opening fence in the page's file. */
  line: number;
}

export interface DocumentedResponse {
  body: string;
  line: number;
  /** The `schema="..."` meta, when the block has one. */
  schema?: string;
  /** Shown under a later heading than its request: it may document another call's answer. */
  underHeading?: boolean;
  /** Titled "(partial)": compared as a subset of the answer. */
  excerpt?: boolean;
  /** Why the body is not compared (`nocompare="..."`), for a block that has that meta. */
  notCompared?: string;
}

export const NOT_COMPARED_META = 'nocompare';

/** Whether a JSON block's meta marks it as a fragment (`title="... (partial)"`). */
export function isExcerpt(meta: Record<string, string | true>): boolean {
  return typeof meta.title === 'string' && meta.title.includes('(partial)');
}

/** A request block marked ```` ```bash norun="reason" ````: shown, counted, not run. */
export interface NotRunnableBlock {
  language: Language;
  line: number;
  reason: string;
}

export interface PageRequests {
  steps: Step[];
  notRunnable: NotRunnableBlock[];
}

export const NOT_RUNNABLE_META = 'norun';

export interface Step {
  /** Line of the first block of the step. */
  line: number;
  variants: Partial<Record<Language, RequestBlock>>;
  response?: DocumentedResponse;
  /**
   * The request body the page shows for this step, for a step that reads it from a file
   * (`--data-binary @body.json`): the body shown right after the step, else the last one before.
   */
  requestBody?: string;
}

const SHELL = new Set(['bash', 'sh', 'shell', 'console', 'zsh']);
const JAVASCRIPT = new Set(['js', 'javascript', 'mjs', 'ts', 'typescript']);
const PYTHON = new Set(['python', 'py']);

/** The language a reader would run the block in, when it makes an HTTP request. */
export function requestLanguage(code: Pick<Code, 'lang' | 'value'>): Language | undefined {
  const lang = code.lang?.toLowerCase() ?? '';
  if (SHELL.has(lang) && /(^|[\s|;(&$])curl\s/m.test(code.value)) return 'curl';
  if (JAVASCRIPT.has(lang) && /\bfetch\(/.test(code.value)) return 'javascript';
  if (
    PYTHON.has(lang) &&
    /^\s*import requests\b|\brequests\.(get|post|put|patch|delete|Session)\b/m.test(code.value)
  )
    return 'python';
  return undefined;
}

function isJsx(node: Nodes): node is JsxElement {
  return node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement';
}

function isLanguageTabs(node: Nodes): node is JsxElement {
  return isJsx(node) && node.name === 'Tabs' && jsxAttribute(node, 'groupId') === TABS_GROUP_ID;
}

/** The code blocks under a node, in order. */
function codeUnder(node: Nodes): Code[] {
  if (node.type === 'code') return [node];
  if (!('children' in node)) return [];
  return (node.children as Nodes[]).flatMap(codeUnder);
}

type Item =
  | { kind: 'step'; step: Step }
  | { kind: 'not-runnable'; block: NotRunnableBlock }
  | { kind: 'json'; code: Code }
  | { kind: 'other-code' }
  | { kind: 'heading'; heading: Heading };

function blockOf(code: Code, language: Language): RequestBlock {
  return {
    language,
    body: code.value,
    callsApi: blockCallsApi(code, language),
    line: lineOf(code) ?? 0,
  };
}

/** The page's blocks and headings in document order, with tab groups folded into steps. */
function items(tree: Root): Item[] {
  const found: Item[] = [];
  const notRunnable = (code: Code, language: Language): boolean => {
    const reason = parseMeta(code.meta)[NOT_RUNNABLE_META];
    if (reason === undefined) return false;
    found.push({
      kind: 'not-runnable',
      block: { language, line: lineOf(code) ?? 0, reason: reason === true ? '' : reason },
    });
    return true;
  };
  const walk = (node: Nodes): void => {
    if (node.type === 'heading') {
      found.push({ kind: 'heading', heading: node });
      return;
    }
    if (isLanguageTabs(node)) {
      // Each item is the same step in its language, whether or not it calls the API itself
      // (a setup block that defines a helper is a step of a shared session).
      const variants: Step['variants'] = {};
      for (const item of node.children as Nodes[]) {
        const value = isJsx(item) ? jsxAttribute(item, 'value') : undefined;
        const language = LANGUAGES.find((name) => name === value);
        const [code, ...rest] = codeUnder(item);
        found.push(...rest.map((): Item => ({ kind: 'other-code' })));
        if (!code || !language) continue;
        if (!notRunnable(code, language)) variants[language] = blockOf(code, language);
      }
      const first = Object.values(variants).sort((a, b) => a.line - b.line)[0];
      if (first) found.push({ kind: 'step', step: { line: first.line, variants } });
      return;
    }
    if (node.type === 'code') {
      const language = requestLanguage(node);
      if (language && notRunnable(node, language)) return;
      if (language)
        found.push({
          kind: 'step',
          step: { line: lineOf(node) ?? 0, variants: { [language]: blockOf(node, language) } },
        });
      else if (node.lang === 'json') found.push({ kind: 'json', code: node });
      else found.push({ kind: 'other-code' });
      return;
    }
    if ('children' in node) for (const child of node.children as Nodes[]) walk(child);
  };
  walk(tree);
  return found;
}

/**
 * `isRequestBody(schema)` tells a request body shown after its request ("The request body:")
 * from the response: such a block is skipped, and the next JSON block may be the response.
 */
export function pageRequests(tree: Root, isRequestBody: (schema: string) => boolean): PageRequests {
  const steps: Step[] = [];
  const notRunnable: NotRunnableBlock[] = [];
  let awaiting: Step | undefined;
  // A heading since the awaited step: only a JSON block naming its schema can be its response.
  let newSection = false;
  let lastBody: string | undefined;
  let bodyFor: Step | undefined;
  for (const item of items(tree)) {
    if (item.kind === 'json') {
      const schema = parseMeta(item.code.meta).schema;
      if (typeof schema === 'string' && isRequestBody(schema)) {
        lastBody = item.code.value;
        if (bodyFor) bodyFor.requestBody = item.code.value;
        bodyFor = undefined;
      }
    } else bodyFor = undefined;
    if (item.kind === 'not-runnable') {
      notRunnable.push(item.block);
      awaiting = undefined;
    } else if (item.kind === 'step') {
      steps.push(item.step);
      awaiting = item.step;
      newSection = false;
      bodyFor = item.step;
      if (lastBody !== undefined) item.step.requestBody = lastBody;
    } else if (item.kind === 'json' && awaiting) {
      const schema = parseMeta(item.code.meta).schema;
      if (typeof schema === 'string' && isRequestBody(schema)) continue;
      // Under a new heading, a problem illustrates an error the reader may meet, not the answer.
      if (newSection && (typeof schema !== 'string' || schema.endsWith('/Problem'))) {
        awaiting = undefined;
        continue;
      }
      const meta = parseMeta(item.code.meta);
      const notCompared = meta[NOT_COMPARED_META];
      awaiting.response = {
        body: item.code.value,
        line: lineOf(item.code) ?? 0,
        ...(typeof schema === 'string' ? { schema } : {}),
        ...(newSection ? { underHeading: true } : {}),
        ...(isExcerpt(meta) ? { excerpt: true } : {}),
        ...(notCompared !== undefined
          ? { notCompared: notCompared === true ? '' : notCompared }
          : {}),
      };
      awaiting = undefined;
    } else if (item.kind === 'heading' && awaiting) {
      newSection = true;
    } else {
      awaiting = undefined;
    }
  }
  return { steps, notRunnable };
}
