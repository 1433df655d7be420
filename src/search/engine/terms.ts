import { SHORT_PREFIX_LENGTH } from './shortPrefix';
import { stem, wordFormStems } from './stem';

/**
 * How text becomes search terms. The index and the highlighter use the same functions, so a
 * highlighted word is exactly a word the engine matched.
 */

/** Words too common to narrow a search; skipped when indexing and in all but the last query word. */
const STOP_WORDS = new Set([
  'a',
  'an',
  'and',
  'are',
  'as',
  'at',
  'be',
  'by',
  'can',
  'do',
  'does',
  'for',
  'from',
  'how',
  'i',
  'if',
  'in',
  'into',
  'is',
  'it',
  'its',
  'me',
  'my',
  'of',
  'on',
  'or',
  'the',
  'this',
  'to',
  'we',
  'what',
  'when',
  'where',
  'which',
  'with',
  'you',
  'your',
]);

/** A run of letters, digits and underscores: `time_windows`, `bk_1003`, `429`. */
const WORD_PATTERN = /[\p{L}\p{N}_]+/gu;
const COMBINING_MARKS = /\p{M}+/gu;

export type WordSpan = { word: string; start: number; end: number };

/** Words of a text with their positions, for highlighting and snippets. */
export function wordSpans(text: string): WordSpan[] {
  const spans: WordSpan[] = [];
  for (const match of text.matchAll(WORD_PATTERN)) {
    const start = match.index ?? 0;
    spans.push({ word: match[0], start, end: start + match[0].length });
  }
  return spans;
}

/**
 * The raw tokens one word contributes: itself, and for `snake_case` or `camelCase` words also
 * their parts, so `time_windows` is found by "time windows" and `operationId` by "operation".
 */
const COMPOUND_WORD = /_|[\p{Ll}\p{N}]\p{Lu}/u;

export function wordTokens(word: string): string[] {
  // Most words are plain prose; only snake_case and camelCase words have parts.
  if (!COMPOUND_WORD.test(word)) return [word];
  const tokens = [word];
  const snakeParts = word.split('_').filter((part) => part.length > 0);
  const parts = snakeParts.flatMap((part) =>
    part.split(/(?<=[\p{Ll}\p{N}])(?=\p{Lu})/u).filter((piece) => piece.length > 0),
  );
  if (parts.length > 1) tokens.push(...parts);
  return tokens;
}

const NON_WORD = /[^\p{L}\p{N}_]+/u;

/** Tokens of a whole text, as MiniSearch's `tokenize` expects. */
export function tokenize(text: string): string[] {
  const tokens: string[] = [];
  for (const word of text.split(NON_WORD)) {
    if (word.length > 0) tokens.push(...cachedWordTokens(word));
  }
  return tokens;
}

// Words repeat a lot (the vocabulary of the docs is small), so per-word work is done once.
const MAX_CACHED_WORDS = 50_000;
const wordTokenCache = new Map<string, readonly string[]>();
const canonicalTokenCache = new Map<string, readonly string[]>();

function remember<T>(cache: Map<string, T>, key: string, value: T): T {
  if (cache.size >= MAX_CACHED_WORDS) cache.clear();
  cache.set(key, value);
  return value;
}

function cachedWordTokens(word: string): readonly string[] {
  return wordTokenCache.get(word) ?? remember(wordTokenCache, word, wordTokens(word));
}

/** Canonical forms of the tokens of one word of text; what the highlighter compares. */
export function canonicalWordTokens(word: string): readonly string[] {
  const cached = canonicalTokenCache.get(word);
  if (cached) return cached;
  const canonical = cachedWordTokens(word)
    .map(normalizeTerm)
    .filter((term) => term.length > 0);
  return remember(canonicalTokenCache, word, canonical);
}

/** Lower-cases and strips accents: a word as typed, before stemming. */
function foldTerm(term: string): string {
  return !/[^\p{ASCII}]/u.test(term)
    ? term.toLowerCase()
    : term.normalize('NFKD').replace(COMBINING_MARKS, '').toLowerCase();
}

/** Lower-cases, strips accents and stems (./stem.ts); the canonical form of a term. */
export function normalizeTerm(term: string): string {
  return stem(foldTerm(term));
}

export function isStopWord(normalizedTerm: string): boolean {
  return STOP_WORDS.has(normalizedTerm);
}

/** MiniSearch `processTerm` for indexing: canonical form, or null to skip the term. */
const indexTermCache = new Map<string, string | null>();

export function processIndexTerm(term: string): string | null {
  const cached = indexTermCache.get(term);
  if (cached !== undefined) return cached;
  const normalized = normalizeTerm(term);
  return remember(
    indexTermCache,
    term,
    normalized.length === 0 || isStopWord(normalized) ? null : normalized,
  );
}

export type QueryTerm = {
  /** Canonical form searched for. */
  term: string;
  /** Whether the word may still be incomplete (the last word while typing). */
  prefix: boolean;
  /**
   * For a word being typed: stems of the words it may become that do not begin with `term`
   * ("insertio" is `insert` of "insertion"), matched as whole terms (./stem.ts).
   */
  forms?: readonly string[];
};

/**
 * Turns what the user typed into query terms. Like Algolia's default `prefixLast`, only the
 * last word is matched as a prefix, and only while no space follows it. Stop words are dropped
 * unless the query has nothing else.
 */
export function parseQuery(query: string): QueryTerm[] {
  const spans = wordSpans(query);
  const endsInWord = spans.length > 0 && spans[spans.length - 1]!.end === query.length;
  const terms: QueryTerm[] = [];
  spans.forEach((span, spanIndex) => {
    const isLast = spanIndex === spans.length - 1;
    for (const token of wordTokens(span.word)) {
      const folded = foldTerm(token);
      const term = stem(folded);
      if (term.length === 0) continue;
      if (!(isLast && endsInWord)) {
        terms.push({ term, prefix: false });
        continue;
      }
      // Prefix-matching the stem finds the words the typed prefix begins, and the word forms
      // finish the endings the stem would take off ("stopp" is on its way to "stopped").
      const forms = term.length < SHORT_PREFIX_LENGTH ? [] : wordFormStems(folded);
      terms.push(forms.length > 0 ? { term, prefix: true, forms } : { term, prefix: true });
    }
  });
  const meaningful = terms.filter((entry) => entry.prefix || !isStopWord(entry.term));
  const unique = new Map<string, QueryTerm>();
  for (const entry of meaningful.length > 0 ? meaningful : terms) {
    const existing = unique.get(entry.term);
    if (!existing || (entry.prefix && !existing.prefix)) unique.set(entry.term, entry);
  }
  return [...unique.values()];
}

/** Typos forgiven per word length, close to Algolia's defaults; never in numbers. */
export function typoAllowance(term: string): number {
  if (/^\d+$/.test(term)) return 0;
  if (term.length >= 8) return 2;
  return term.length >= 4 ? 1 : 0;
}
