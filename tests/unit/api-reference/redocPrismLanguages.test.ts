/**
 * src/plugins/api-reference drops the Prism grammars Redoc bundles but our specs do not use.
 * This keeps that list honest: every `x-codeSamples` language must highlight exactly as it would
 * with all of Redoc's grammars.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

import {
  REDOC_PRISM_LANGUAGES,
  prismComponentLanguage,
} from '../../../src/plugins/api-reference/redocTheme';
import { listOperations } from '../../support/openapiSchemas';

/** Redoc 2's fallback table (`mapLang` in redoc/src/utils/highlight.ts). */
const REDOC_LANGUAGE_MAP: Record<string, string> = {
  json: 'js',
  'c++': 'cpp',
  'c#': 'csharp',
  'objective-c': 'objectivec',
  shell: 'bash',
  viml: 'vim',
};

/** Grammars in `require('prismjs')` itself, which Redoc always has. */
const PRISM_CORE = new Set([
  'markup',
  'html',
  'xml',
  'svg',
  'mathml',
  'css',
  'clike',
  'javascript',
  'js',
]);

interface PrismComponents {
  languages: Record<string, { alias?: string | string[] } | string>;
}

/** Every name (id or alias) Prism has a grammar component for, mapped to its component id. */
function prismGrammarIds(): Map<string, string> {
  const file = path.join(path.dirname(require.resolve('prismjs/package.json')), 'components.json');
  const { languages } = JSON.parse(readFileSync(file, 'utf8')) as PrismComponents;
  const ids = new Map<string, string>();
  for (const [id, entry] of Object.entries(languages)) {
    if (typeof entry === 'string') continue;
    ids.set(id, id);
    for (const alias of [entry.alias ?? []].flat()) ids.set(alias, id);
  }
  return ids;
}

const sampleLanguages = [
  ...new Set(
    listOperations().flatMap((entry) =>
      ((entry.operation['x-codeSamples'] as { lang: string }[] | undefined) ?? []).map(
        (sample) => sample.lang,
      ),
    ),
  ),
];

describe('Redoc Prism grammars', () => {
  it('the specs have code samples to check', () => {
    expect(sampleLanguages.length).toBeGreaterThan(0);
  });

  it.each(sampleLanguages)('"%s" samples keep the grammar Redoc would use', (lang) => {
    const grammars = prismGrammarIds();
    const lower = lang.toLowerCase();
    // Redoc looks the name up first, then its mapped name (which defaults to clike).
    const name = grammars.has(lower) ? lower : (REDOC_LANGUAGE_MAP[lower] ?? 'clike');
    const component = grammars.get(name) ?? name;
    expect(PRISM_CORE.has(name) || REDOC_PRISM_LANGUAGES.has(component)).toBe(true);
  });

  it('reads the language of a Prism component request', () => {
    expect(prismComponentLanguage('prismjs/components/prism-objectivec.js')).toBe('objectivec');
    expect(prismComponentLanguage('prismjs/components/prism-markup-templating')).toBe(
      'markup-templating',
    );
    expect(prismComponentLanguage('prismjs/components/index.js')).toBeUndefined();
  });
});
