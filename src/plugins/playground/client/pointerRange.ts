/**
 * Where a JSON Pointer's value sits in a JSON text, so a finding about `/jobs/3/location` can be
 * marked in the editor. The text must be valid JSON (it has just parsed); null when the pointer
 * names nothing in it.
 */
import { unescapePointerToken } from './jsonPath';

export interface TextRange {
  from: number;
  to: number;
}

export function pointerRange(text: string, pointer: string): TextRange | null {
  const tokens = pointer === '' ? [] : pointer.slice(1).split('/').map(unescapePointerToken);
  let i = 0;
  const space = () => {
    while (i < text.length && ' \t\n\r'.includes(text[i])) i += 1;
  };
  const skipString = () => {
    i += 1;
    while (i < text.length && text[i] !== '"') i += text[i] === '\\' ? 2 : 1;
    i += 1;
  };
  const skipValue = () => {
    space();
    if (text[i] === '"') return skipString();
    if (text[i] !== '{' && text[i] !== '[') {
      while (i < text.length && !',}] \t\n\r'.includes(text[i])) i += 1;
      return;
    }
    let depth = 0;
    do {
      if (text[i] === '"') {
        skipString();
        continue;
      }
      if (text[i] === '{' || text[i] === '[') depth += 1;
      else if (text[i] === '}' || text[i] === ']') depth -= 1;
      i += 1;
    } while (depth > 0 && i < text.length);
  };
  /** Past the separator after a member; false at the end of the object or array. */
  const next = (close: string): boolean => {
    space();
    if (text[i] === ',') {
      i += 1;
      return true;
    }
    return text[i] !== close && i < text.length;
  };

  for (const token of tokens) {
    space();
    if (text[i] === '{') {
      i += 1;
      let found = false;
      space();
      while (!found && text[i] === '"') {
        const start = i;
        skipString();
        found = JSON.parse(text.slice(start, i)) === token;
        space();
        i += 1; // the colon
        if (found) break;
        skipValue();
        if (!next('}')) return null;
        space();
      }
      if (!found) return null;
    } else if (text[i] === '[' && /^\d+$/.test(token)) {
      i += 1;
      space();
      if (text[i] === ']') return null;
      for (let k = 0; k < Number(token); k += 1) {
        skipValue();
        if (!next(']')) return null;
        space();
        if (text[i] === ']') return null;
      }
    } else {
      return null;
    }
  }
  space();
  const from = i;
  skipValue();
  return i <= text.length ? { from, to: i } : null;
}
