/**
 * English word forms folded onto one stem, so that "insertion" finds "Insert a live order" and
 * "stopped" finds "stops". The index and the query run the same `stem`, so whatever it folds,
 * it folds alike on both sides.
 *
 * A light suffix stripper, not Porter's algorithm: it removes inflections (-s, -es, -ies, -ed,
 * -ied, -ing) and three derivations that name the same act as their verb (-tion/-sion, -ment,
 * -ery), then a final -e. It stops short of Porter's wider conflations ("operator", "operation"
 * and "operate" are one stem there, "general" and "generate" too), which in an API reference
 * would make every precise word match its cousins. "route" and "router" stay apart: a router
 * is a thing, routing is what the service does. The Porter and Porter2 (Snowball) packages on
 * npm were tried on this site's words and rejected for those conflations and for splitting
 * words this site needs together ("delivery" from "deliver", "creation" from "create").
 *
 * While the reader types, the last word is a prefix of a word whose stem may be shorter than
 * what has been typed ("insertio" for "insertion", stem "insert"). `wordFormStems` lists the
 * stems of the words such a prefix may become by finishing one of the endings `stem` removes.
 */

const VOWEL = /[aeiouy]/;
const SHORT_SYLLABLE = /(?:^|[^aeiouy])[aeiou][^aeiouwxy]$/;
/** Doubled before -ed and -ing ("stopped", "planning"): dropped again. */
const DOUBLED_CONSONANT = /(bb|dd|ff|gg|mm|nn|pp|rr|tt)$/;

/** Words whose ending is not an inflection; they are their own stem. */
const INVARIANT = new Set([
  'anything',
  'ceiling',
  'during',
  'everything',
  'evening',
  'morning',
  'news',
  'nothing',
  'series',
  'setting',
  'something',
  'species',
  'thing',
]);

/** Plurals and third persons: "windows", "policies", "matches", "addresses". */
function stripPlural(term: string): string {
  if (term.endsWith('ies') && term.length > 4) return `${term.slice(0, -3)}y`;
  if (term.endsWith('sses')) return term.slice(0, -2);
  if (/(?:ch|sh|x|z)es$/.test(term)) return term.slice(0, -2);
  if (term.endsWith('s') && !/(?:ss|us|is)$/.test(term)) return term.slice(0, -1);
  return term;
}

/**
 * -ed and -ing, when a vowel stays before them ("string", "shed" and "need" keep theirs): a
 * doubled consonant is undone ("stopp" -> "stop"), and a short syllable gets back the -e the
 * ending took ("timing" -> "time"), as Porter's step 1b does.
 */
function stripInflection(term: string): string {
  if (term.endsWith('ied') && term.length > 4) return `${term.slice(0, -3)}y`;
  let base: string;
  if (term.endsWith('ing')) base = term.slice(0, -3);
  else if (term.endsWith('ed') && !term.endsWith('eed')) base = term.slice(0, -2);
  else return term;
  if (base.length < 2 || !VOWEL.test(base)) return term;
  if (base.length >= 4 && DOUBLED_CONSONANT.test(base)) return base.slice(0, -1);
  if (base.length <= 3 && SHORT_SYLLABLE.test(base)) return `${base}e`;
  return base;
}

/**
 * The act named by its verb: "insertion" -> "insert", "optimization" -> "optimiz" (the stem of
 * "optimize"), "assignment" -> "assign", "delivery" -> "deliver". Each needs a stem long enough
 * that the ending is one ("station", "option" and "element" keep theirs).
 */
function stripDerivation(term: string): string {
  if (/[ts]ion$/.test(term) && term.length - 3 >= 5) {
    const verb = term.slice(0, -3);
    return /i[sz]at$/.test(verb) ? verb.slice(0, -2) : verb;
  }
  if (term.endsWith('ment') && term.length - 4 >= 5) return term.slice(0, -4);
  if (term.endsWith('ery') && term.length - 1 >= 7) return term.slice(0, -1);
  return term;
}

/** Porter's measure: how many vowel-consonant sequences a word has ("cre" 0, "form" 1, "relax" 2). */
function measure(word: string): number {
  let count = 0;
  let afterVowel = false;
  for (let at = 0; at < word.length; at += 1) {
    const letter = word[at]!;
    // "y" after a consonant sounds as a vowel ("policy"), at the start or after a vowel it does not.
    const vowel: boolean = /[aeiou]/.test(letter) || (letter === 'y' && at > 0 && !afterVowel);
    if (afterVowel && !vowel) count += 1;
    afterVowel = vowel;
  }
  return count;
}

/**
 * The -ate of a verb ("validate", "validat" of "validated" and "validation") and the -at that
 * -ation leaves of a verb without it ("confirmat" of "confirmation", "relaxat", "cancellat"),
 * when what stays has two syllables' worth of letters (Porter's measure above one, his condition
 * for -ate): so "confirmation" meets "confirm", "relaxation" "relax", "validation" "validate",
 * while "create", "update", "template", "state" and "format" keep theirs and "creation" stays
 * with "create". Plain words only: "created_at" is an identifier.
 */
function stripVerbAt(term: string): string {
  const match = /^([a-z]+)ate?$/.exec(term);
  if (!match || measure(match[1]!) < 2) return term;
  return match[1]!;
}

/**
 * A final silent -e ("route" -> "rout", so "routing" meets it; four-letter words keep theirs,
 * which the short syllables of stripInflection give back) and a final -ll of a long word
 * ("controll" -> "control", "install" -> "instal"), so British doubling meets American.
 */
function stripFinal(term: string): string {
  if (term.length >= 5 && term.endsWith('e') && !term.endsWith('ee')) return term.slice(0, -1);
  if (term.length >= 6 && term.endsWith('ll')) return term.slice(0, -1);
  return term;
}

/** The stem of a lower-cased term; numbers and words of up to three letters are kept. */
export function stem(term: string): string {
  if (term.length <= 3 || /\d/.test(term) || INVARIANT.has(term)) return term;
  const singular = stripPlural(term);
  if (INVARIANT.has(singular)) return singular;
  return stripFinal(stripVerbAt(stripDerivation(stripInflection(singular))));
}

/** The endings `stem` removes, as they are spelled in full words. */
const ENDINGS = [
  'es',
  'ies',
  'ied',
  'ing',
  'ings',
  'ed',
  'ion',
  'ions',
  'ation',
  'ations',
  'ate',
  'ates',
  'ated',
  'ating',
  'ment',
  'ments',
  'ery',
  'eries',
];

/** What may finish a word whose ending is partly typed: each tail of each ending. */
const COMPLETIONS = [
  ...new Set(ENDINGS.flatMap((ending) => [...ending].map((_, at) => ending.slice(at)))),
].sort();

/**
 * Stems of the words a typed prefix may become by finishing an ending, which do not begin with
 * the prefix's own stem (those are found by prefix already): "insertio" -> ["insert"],
 * "stopp" -> ["stop"], "deliveri" -> ["deliver"]. Sorted, for a stable term order.
 */
export function wordFormStems(prefix: string): string[] {
  const own = stem(prefix);
  const found = new Set<string>();
  for (const completion of COMPLETIONS) {
    const form = stem(prefix + completion);
    if (!form.startsWith(own)) found.add(form);
  }
  return [...found].sort();
}
