import { describe, expect, it } from 'vitest';

import { escapeHtml, highlightText, snippetText } from '../../../src/search/engine/highlight';
import { normalizeTerm } from '../../../src/search/engine/terms';

const tags = { preTag: '<mark>', postTag: '</mark>' };
/** Each query term answered by the indexed term of the same canonical form. */
const matcherFor = (...terms: string[]) =>
  new Map(terms.map((term) => [normalizeTerm(term), [normalizeTerm(term)]]));

describe('highlighting', () => {
  it('escapes every HTML-significant character', () => {
    expect(escapeHtml(`<script>alert("x") & 'y'</script>`)).toBe(
      '&lt;script&gt;alert(&quot;x&quot;) &amp; &#39;y&#39;&lt;/script&gt;',
    );
  });

  it('wraps matched words in the tags after escaping the rest', () => {
    const result = highlightText(
      '<b>Time</b> windows & breaks',
      matcherFor('time', 'break'),
      2,
      tags,
    );
    expect(result.value).toBe(
      '&lt;b&gt;<mark>Time</mark>&lt;/b&gt; windows &amp; <mark>breaks</mark>',
    );
    expect(result.matchLevel).toBe('full');
    expect(result.matchedWords.sort()).toEqual(['break', 'time']);
    expect(result.fullyHighlighted).toBe(false);
  });

  it('reports partial and missing matches', () => {
    expect(highlightText('Time windows', matcherFor('time', 'depot'), 2, tags).matchLevel).toBe(
      'partial',
    );
    const none = highlightText('Depots <hr>', matcherFor('zzz'), 1, tags);
    expect(none).toEqual({ value: 'Depots &lt;hr&gt;', matchLevel: 'none', matchedWords: [] });
  });

  it('snippets the window with most matches and marks cut ends', () => {
    const text =
      'One two three four five six seven eight nine ten. The signature header carries an HMAC signature of the body.';
    const both = snippetText(text, matcherFor('signature'), 1, 6, tags, '…');
    expect(both.value).toBe(
      '…<mark>signature</mark> header carries an HMAC <mark>signature</mark>…',
    );
    expect(both.matchLevel).toBe('full');
    // With room to spare, two words before the match give it context.
    const one = snippetText(text, matcherFor('header'), 1, 5, tags, '…');
    expect(one.value).toBe('…The signature <mark>header</mark> carries an…');
    const start = snippetText(text, matcherFor('zzz'), 1, 3, tags, '…');
    expect(start).toEqual({ value: 'One two three…', matchLevel: 'none' });
    expect(snippetText('Short <text>', matcherFor('short'), 1, 10, tags, '…').value).toBe(
      '<mark>Short</mark> &lt;text&gt;',
    );
  });
});
