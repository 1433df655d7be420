/**
 * Whether a request block itself calls the API when it runs, as opposed to defining a helper
 * that later blocks call (a JavaScript `function` or a Python `def` that wraps `fetch` or
 * `requests`), which is a setup step of a shared session and makes no request of its own.
 */
import type { Code } from 'mdast';

import { requestLanguage, type Language } from './pageSteps';

/** The source without the bodies of top-level JavaScript function declarations. */
function withoutJsFunctions(source: string): string {
  const declaration = /^(?:export\s+)?(?:async\s+)?function\s*\*?\s*[\w$]+\s*\(/gm;
  let result = '';
  let from = 0;
  for (let match = declaration.exec(source); match; match = declaration.exec(source)) {
    if (match.index < from) continue;
    const open = source.indexOf('{', source.indexOf(')', match.index + match[0].length - 1));
    if (open < 0) break;
    let depth = 0;
    let close = open;
    for (; close < source.length; close += 1) {
      if (source[close] === '{') depth += 1;
      else if (source[close] === '}' && (depth -= 1) === 0) break;
    }
    result += source.slice(from, match.index);
    from = close + 1;
    declaration.lastIndex = from;
  }
  return result + source.slice(from);
}

/**
 * The source without top-level Python `def` blocks, and without the lines that only prepare
 * `requests` (its import, a `requests.Session()`), which call nothing.
 */
function withoutPythonDefinitions(source: string): string {
  const kept: string[] = [];
  let inDefinition = false;
  for (const line of source.split('\n')) {
    if (/^(?:async\s+)?def\s/.test(line)) inDefinition = true;
    else if (inDefinition && /^\S/.test(line) && !/^[)\]}]/.test(line)) inDefinition = false;
    if (inDefinition) continue;
    if (/^\s*import requests\b/.test(line) || /\brequests\.Session\(\)/.test(line)) continue;
    kept.push(line);
  }
  return kept.join('\n');
}

export function blockCallsApi(code: Pick<Code, 'lang' | 'value'>, language: Language): boolean {
  if (requestLanguage(code) !== language) return false;
  if (language === 'javascript')
    return requestLanguage({ lang: code.lang, value: withoutJsFunctions(code.value) }) === language;
  if (language === 'python')
    return (
      requestLanguage({ lang: code.lang, value: withoutPythonDefinitions(code.value) }) === language
    );
  return true;
}
