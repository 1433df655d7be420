import { canonicalWordTokens } from './terms';

/**
 * Algolia-style `_highlightResult` and `_snippetResult` values. The DocSearch modal and the
 * search page insert these strings as HTML, so every piece of record text is escaped first and
 * only the configured highlight tags are added around matched words.
 */

export type MatchLevel = 'none' | 'partial' | 'full';

export type HighlightResult = {
  value: string;
  matchLevel: MatchLevel;
  matchedWords: string[];
  fullyHighlighted?: boolean;
};

export type SnippetResult = {
  value: string;
  matchLevel: MatchLevel;
};

export type HighlightTags = {
  preTag: string;
  postTag: string;
};

/** Canonical indexed term -> the query terms it answers (from the engine's match). */
export type TermAnswers = ReadonlyMap<string, readonly string[]>;

/** A text split into words, with the query terms each word answers. */
export type MarkedText = {
  text: string;
  starts: readonly number[];
  ends: readonly number[];
  /** Query terms per word; the same empty array for unmatched words. */
  answers: ReadonlyArray<readonly string[]>;
  /** Every query term some word answers. */
  answered: ReadonlySet<string>;
};

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character] ?? character);
}

type TextWords = {
  starts: number[];
  ends: number[];
  /** Canonical tokens of each word. */
  tokens: Array<readonly string[]>;
  /** Every canonical token of the text. */
  vocabulary: Set<string>;
};

// The same sections come back keystroke after keystroke; split each text into words once.
const MAX_CACHED_TEXTS = 10_000;
const wordsCache = new Map<string, TextWords>();
const NO_ANSWERS: readonly string[] = [];

function textWords(text: string): TextWords {
  const cached = wordsCache.get(text);
  if (cached) return cached;
  const words: TextWords = { starts: [], ends: [], tokens: [], vocabulary: new Set() };
  const pattern = /[\p{L}\p{N}_]+/gu;
  for (let match = pattern.exec(text); match !== null; match = pattern.exec(text)) {
    const tokens = canonicalWordTokens(match[0]);
    words.starts.push(match.index);
    words.ends.push(match.index + match[0].length);
    words.tokens.push(tokens);
    for (const token of tokens) words.vocabulary.add(token);
  }
  if (wordsCache.size >= MAX_CACHED_TEXTS) wordsCache.clear();
  wordsCache.set(text, words);
  return words;
}

/** The query terms a text answers, without marking its words. */
export function answeredIn(text: string, answers: TermAnswers): Set<string> {
  const { vocabulary } = textWords(text);
  const answered = new Set<string>();
  for (const [term, queryTerms] of answers) {
    if (vocabulary.has(term)) for (const queryTerm of queryTerms) answered.add(queryTerm);
  }
  return answered;
}

export function markText(text: string, answers: TermAnswers): MarkedText {
  const words = textWords(text);
  const answered = answeredIn(text, answers);
  const perWord =
    answered.size === 0
      ? words.tokens.map(() => NO_ANSWERS)
      : words.tokens.map((tokens) => {
          let found: Set<string> | null = null;
          for (const token of tokens) {
            const queryTerms = answers.get(token);
            if (!queryTerms) continue;
            found ??= new Set();
            for (const queryTerm of queryTerms) found.add(queryTerm);
          }
          return found ? [...found] : NO_ANSWERS;
        });
  return { text, starts: words.starts, ends: words.ends, answers: perWord, answered };
}

function levelOf(answered: ReadonlySet<string>, queryTermCount: number): MatchLevel {
  if (answered.size === 0) return 'none';
  return answered.size >= queryTermCount ? 'full' : 'partial';
}

/** Escaped text of characters `from`..`to` with the matched words among `first`..`last` tagged. */
function renderRange(
  marked: MarkedText,
  first: number,
  last: number,
  from: number,
  to: number,
  tags: HighlightTags,
): string {
  let html = '';
  let cursor = from;
  for (let index = first; index < last; index += 1) {
    if (marked.answers[index]!.length === 0) continue;
    const start = marked.starts[index]!;
    const end = marked.ends[index]!;
    html += escapeHtml(marked.text.slice(cursor, start));
    html += tags.preTag + escapeHtml(marked.text.slice(start, end)) + tags.postTag;
    cursor = end;
  }
  return html + escapeHtml(marked.text.slice(cursor, to));
}

export function highlightMarked(
  marked: MarkedText,
  queryTermCount: number,
  tags: HighlightTags,
): HighlightResult {
  const level = levelOf(marked.answered, queryTermCount);
  const result: HighlightResult = {
    value: renderRange(marked, 0, marked.starts.length, 0, marked.text.length, tags),
    matchLevel: level,
    matchedWords: [...marked.answered],
  };
  if (level !== 'none')
    result.fullyHighlighted = marked.answers.every((answers) => answers.length > 0);
  return result;
}

/**
 * First word of the window of `size` words holding the most matched words (the earliest such
 * window), moved back up to two words for context when that keeps all its matches.
 */
function bestWindowStart(marked: MarkedText, size: number): number {
  const wordCount = marked.starts.length;
  const matched = (index: number) => (marked.answers[index]!.length > 0 ? 1 : 0);
  let count = 0;
  for (let index = 0; index < Math.min(size, wordCount); index += 1) count += matched(index);
  let bestStart = 0;
  let bestCount = count;
  for (let start = 1; start + size <= wordCount; start += 1) {
    count += matched(start + size - 1) - matched(start - 1);
    if (count > bestCount) {
      bestCount = count;
      bestStart = start;
    }
  }
  if (bestCount === 0) return 0;
  let first = bestStart;
  while (!matched(first)) first += 1;
  let last = Math.min(wordCount, bestStart + size) - 1;
  while (!matched(last)) last -= 1;
  return Math.min(Math.max(0, last - size + 1, first - 2), wordCount - size);
}

export function snippetMarked(
  marked: MarkedText,
  queryTermCount: number,
  size: number,
  tags: HighlightTags,
  ellipsis: string,
): SnippetResult {
  const wordCount = marked.starts.length;
  if (wordCount <= size) {
    return {
      value: renderRange(marked, 0, wordCount, 0, marked.text.length, tags),
      matchLevel: levelOf(marked.answered, queryTermCount),
    };
  }
  const first = bestWindowStart(marked, size);
  const last = Math.min(wordCount, first + size);
  const from = first === 0 ? 0 : marked.starts[first]!;
  const to = last === wordCount ? marked.text.length : marked.ends[last - 1]!;
  const shown = new Set<string>();
  for (let index = first; index < last; index += 1)
    for (const term of marked.answers[index]!) shown.add(term);
  return {
    value:
      (first > 0 ? ellipsis : '') +
      renderRange(marked, first, last, from, to, tags) +
      (last < wordCount ? ellipsis : ''),
    matchLevel: levelOf(shown, queryTermCount),
  };
}

export function highlightText(
  text: string,
  answers: TermAnswers,
  queryTermCount: number,
  tags: HighlightTags,
): HighlightResult {
  return highlightMarked(markText(text, answers), queryTermCount, tags);
}

export function snippetText(
  text: string,
  answers: TermAnswers,
  queryTermCount: number,
  size: number,
  tags: HighlightTags,
  ellipsis: string,
): SnippetResult {
  return snippetMarked(markText(text, answers), queryTermCount, size, tags, ellipsis);
}
