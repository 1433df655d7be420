import { describe, expect, it } from 'vitest';

import {
  normalizeTerm,
  parseQuery,
  processIndexTerm,
  tokenize,
} from '../../../src/search/engine/terms';
import { stem } from '../../../src/search/engine/stem';

describe('search terms', () => {
  it('splits text into words and adds the parts of snake_case and camelCase words', () => {
    expect(tokenize('Set `time_windows` via createSolveJob, then 429.')).toEqual([
      'Set',
      'time_windows',
      'time',
      'windows',
      'via',
      'createSolveJob',
      'create',
      'Solve',
      'Job',
      'then',
      '429',
    ]);
  });

  it('folds plurals, case and accents onto one form', () => {
    expect(stem('windows')).toBe('window');
    expect(stem('policies')).toBe('policy');
    expect(stem('matches')).toBe('match');
    expect(stem('addresses')).toBe('address');
    expect(stem('status')).toBe('status');
    expect(stem('bus')).toBe('bus');
    expect(normalizeTerm('Métres')).toBe(normalizeTerm('metre'));
    expect(normalizeTerm('WINDOWS')).toBe(normalizeTerm('window'));
  });

  it('leaves stop words out of the index', () => {
    expect(processIndexTerm('The')).toBeNull();
    expect(processIndexTerm('Depots')).toBe('depot');
  });

  it('treats only an unfinished last word as a prefix', () => {
    expect(parseQuery('time wind')).toEqual([
      { term: 'time', prefix: false },
      { term: 'wind', prefix: true },
    ]);
    expect(parseQuery('time window ')).toEqual([
      { term: 'time', prefix: false },
      { term: 'window', prefix: false },
    ]);
  });

  it('drops stop words unless nothing else is left, and removes duplicates', () => {
    expect(parseQuery('how to add a break ')).toEqual([
      { term: 'add', prefix: false },
      { term: 'break', prefix: false },
    ]);
    expect(parseQuery('the ')).toEqual([{ term: 'the', prefix: false }]);
    expect(parseQuery('route routes ')).toEqual([{ term: stem('route'), prefix: false }]);
    expect(parseQuery('   ')).toEqual([]);
  });
});
