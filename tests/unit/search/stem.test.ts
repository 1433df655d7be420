import { describe, expect, it } from 'vitest';

import { stem, wordFormStems } from '../../../src/search/engine/stem';

/**
 * Planted pairs: word forms a reader means alike must share a stem; words that only look alike
 * must not. "route" and "router" stay apart on purpose (a router is a thing, routing is what
 * the service does), as do "option" and "opt", "station" and "state".
 */

const SAME_STEM: readonly (readonly string[])[] = [
  ['insert', 'inserts', 'inserted', 'inserting', 'insertion', 'insertions'],
  ['stop', 'stops', 'stopped', 'stopping'],
  ['window', 'windows'],
  ['optimize', 'optimizes', 'optimized', 'optimizing', 'optimization', 'optimizations'],
  ['deliver', 'delivers', 'delivered', 'delivering', 'delivery', 'deliveries'],
  ['route', 'routes', 'routed', 'routing'],
  ['time', 'times', 'timed', 'timing'],
  ['use', 'uses', 'used', 'using'],
  ['assign', 'assigned', 'assigning', 'assignment', 'assignments'],
  ['schedule', 'schedules', 'scheduled', 'scheduling'],
  ['create', 'created', 'creating', 'creation'],
  ['paginate', 'paginated', 'pagination'],
  ['cancel', 'cancelled', 'canceled'],
  ['label', 'labels', 'labelled', 'labeled'],
  ['apply', 'applies', 'applied', 'applying'],
  ['policy', 'policies'],
  ['match', 'matches'],
  ['address', 'addresses'],
  ['run', 'runs', 'running'],
  ['add', 'adds', 'added', 'adding'],
  ['setting', 'settings'],
  // -ation of a verb without -ate, and -ate of a long verb: Porter's -ate rule, planted.
  ['confirm', 'confirms', 'confirmed', 'confirmation', 'confirmations'],
  ['cancel', 'cancels', 'cancelled', 'cancellation', 'cancellations'],
  ['relax', 'relaxed', 'relaxation', 'relaxations'],
  ['limit', 'limits', 'limited', 'limitation', 'limitations'],
  ['configure', 'configured', 'configuring', 'configuration'],
  ['expire', 'expires', 'expired', 'expiration'],
  ['combine', 'combined', 'combination', 'combinations'],
  ['validate', 'validates', 'validated', 'validating', 'validation'],
  ['calculate', 'calculated', 'calculation'],
];

const DIFFERENT_STEMS: ReadonlyArray<readonly [string, string]> = [
  ['route', 'router'],
  ['option', 'opt'],
  ['station', 'state'],
  ['setting', 'set'],
  ['string', 'str'],
  ['need', 'ne'],
  ['status', 'stat'],
  ['element', 'ele'],
  ['operator', 'operate'],
  ['general', 'generate'],
  // Short bases keep their -at(e): a format is not a form, an update not an "upd".
  ['format', 'form'],
  ['formatted', 'form'],
  ['state', 'st'],
  ['update', 'upd'],
  ['template', 'templ'],
  ['duration', 'dur'],
  ['location', 'loc'],
];

describe('stem', () => {
  it.each(SAME_STEM.map((forms) => [forms.join('/'), forms] as const))(
    'folds %s onto one stem',
    (_, forms) => {
      expect(new Set(forms.map(stem))).toEqual(new Set([stem(forms[0]!)]));
    },
  );

  it.each(DIFFERENT_STEMS)('keeps %s and %s apart', (a, b) => {
    expect(stem(a)).not.toBe(stem(b));
  });

  it('keeps -at in identifiers', () => {
    expect(stem('created_at')).toBe('created_at');
  });

  it('keeps numbers, short words and identifiers with digits', () => {
    expect(stem('429')).toBe('429');
    expect(stem('bus')).toBe('bus');
    expect(stem('v2s')).toBe('v2s');
    expect(stem('is')).toBe('is');
  });
});

describe('wordFormStems (the last word while it is typed)', () => {
  it('names the stem a partly typed ending leads to', () => {
    expect(wordFormStems('insertio')).toContain('insert');
    expect(wordFormStems('stopp')).toContain('stop');
    expect(wordFormStems('deliveri')).toContain('deliver');
    expect(wordFormStems('optimiza')).toContain('optimiz');
    expect(wordFormStems('confirma')).toContain('confirm');
    expect(wordFormStems('cancella')).toContain('cancel');
  });

  it('adds nothing for a prefix whose own stem begins every form', () => {
    expect(wordFormStems('wind')).toEqual([]);
    expect(wordFormStems('time')).toEqual([]);
  });

  // Typing never loses a word: every prefix of every word (three letters on) reaches its stem,
  // as a term the prefix's stem begins or as one of the word-form stems.
  const WORDS = [...new Set(SAME_STEM.flat())];
  it.each(WORDS)('reaches the stem of "%s" from each of its prefixes', (word) => {
    const target = stem(word);
    const lost: string[] = [];
    for (let length = 3; length <= word.length; length += 1) {
      const prefix = word.slice(0, length);
      if (!target.startsWith(stem(prefix)) && !wordFormStems(prefix).includes(target)) {
        lost.push(prefix);
      }
    }
    expect(lost).toEqual([]);
  });
});
