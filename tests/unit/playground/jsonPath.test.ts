import { describe, expect, it } from 'vitest';
import {
  childPointer,
  escapePointerToken,
  toJsonPath,
  unescapePointerToken,
} from '../../../src/plugins/playground/client/jsonPath';

describe('JSON Pointer to JSON path', () => {
  it('spells indexes in brackets and identifiers with dots', () => {
    expect(toJsonPath('')).toBe('$');
    expect(toJsonPath('/routes/0/stops/3/load_after')).toBe('$.routes[0].stops[3].load_after');
  });

  it('quotes keys that are not identifiers', () => {
    expect(toJsonPath('/demand/net weight')).toBe('$.demand["net weight"]');
    expect(toJsonPath('/labels/50%')).toBe('$.labels["50%"]');
  });

  it('keeps a field with a slash or a tilde as one key', () => {
    expect(escapePointerToken('a/b~c')).toBe('a~1b~0c');
    expect(unescapePointerToken('a~1b~0c')).toBe('a/b~c');
    expect(toJsonPath(childPointer('/jobs/0', 'cold/frozen'))).toBe('$.jobs[0]["cold/frozen"]');
    expect(toJsonPath(childPointer('', '~x'))).toBe('$["~x"]');
  });

  it('unescapes ~1 before ~0, as RFC 6901 requires', () => {
    // "~01" is the escaped form of "~1", not of "/".
    expect(unescapePointerToken('~01')).toBe('~1');
  });
});
