/**
 * The small part of POSIX shell syntax that documented curl commands use: words with single and
 * double quotes, backslash escapes and line continuations, `$NAME` and `${NAME}` expansion,
 * comments, and the separators between commands (newline, `;`, `&&`, `||`). A pipe ends the
 * command's part that runs (`curl … | jq .id` runs the curl); everything after it up to the next
 * separator is dropped. Anything else a shell does (loops, `$(…)`, redirections) is not read.
 */

export class ShellSyntaxError extends Error {}

/** Returns a variable's value; throws a ShellSyntaxError when the variable has none. */
export type VariableResolver = (name: string) => string;

/** One command: its words, after quoting and expansion. */
export type ShellCommand = string[];

const NAME_START = /[A-Za-z_]/;
const NAME_CHAR = /[A-Za-z0-9_]/;

/** Splits `script` into commands of words, expanding variables through `resolve`. */
export function shellCommands(script: string, resolve: VariableResolver): ShellCommand[] {
  const commands: ShellCommand[] = [];
  let words: string[] = [];
  let word = '';
  let inWord = false;
  let piped = false;
  let i = 0;

  const endWord = () => {
    if (inWord && !piped) words.push(word);
    word = '';
    inWord = false;
  };
  const endCommand = () => {
    endWord();
    if (words.length > 0) commands.push(words);
    words = [];
    piped = false;
  };
  const append = (text: string) => {
    word += text;
    inWord = true;
  };
  /** Reads `$NAME`, `${NAME}` or `$(`; `i` points at the `$`. */
  const expand = (): string => {
    const next = script[i + 1];
    if (next === '{') {
      const close = script.indexOf('}', i + 2);
      const name = close < 0 ? '' : script.slice(i + 2, close);
      if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(name))
        throw new ShellSyntaxError(`Unsupported expansion \${${name}…}`);
      i = close + 1;
      return resolve(name);
    }
    if (next === '(') throw new ShellSyntaxError('Command substitution $(…) is not supported');
    if (next !== undefined && NAME_START.test(next)) {
      let end = i + 1;
      while (end < script.length && NAME_CHAR.test(script[end]!)) end += 1;
      const name = script.slice(i + 1, end);
      i = end;
      return resolve(name);
    }
    i += 1;
    return '$';
  };

  while (i < script.length) {
    const char = script[i]!;
    if (char === '\\' && script[i + 1] === '\n') {
      i += 2;
    } else if (char === '\\') {
      append(script[i + 1] ?? '');
      i += 2;
    } else if (char === "'") {
      const close = script.indexOf("'", i + 1);
      if (close < 0) throw new ShellSyntaxError('Unclosed single quote');
      append(script.slice(i + 1, close));
      i = close + 1;
    } else if (char === '"') {
      inWord = true;
      i += 1;
      for (;;) {
        const inner = script[i];
        if (inner === undefined) throw new ShellSyntaxError('Unclosed double quote');
        if (inner === '"') {
          i += 1;
          break;
        }
        if (inner === '\\' && /["\\$`\n]/.test(script[i + 1] ?? '')) {
          if (script[i + 1] !== '\n') word += script[i + 1];
          i += 2;
        } else if (inner === '$') {
          word += expand();
        } else {
          word += inner;
          i += 1;
        }
      }
    } else if (char === '$') {
      append(expand());
    } else if (char === '#' && !inWord) {
      while (i < script.length && script[i] !== '\n') i += 1;
    } else if (char === '\n' || char === ';') {
      endCommand();
      i += 1;
    } else if ((char === '&' || char === '|') && script[i + 1] === char) {
      endCommand();
      i += 2;
    } else if (char === '|') {
      endWord();
      piped = true;
      i += 1;
    } else if (char === ' ' || char === '\t' || char === '\r') {
      endWord();
      i += 1;
    } else if (char === '&' || char === '<' || char === '>' || char === '`') {
      if (!piped) throw new ShellSyntaxError(`Unsupported shell syntax "${char}"`);
      i += 1;
    } else {
      append(char);
      i += 1;
    }
  }
  endCommand();
  return commands;
}
