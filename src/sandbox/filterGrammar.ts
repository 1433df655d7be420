/**
 * Parser of the `filter` query parameter (shared.yaml `FilterExpression`), exactly as the
 * grammar on docs/howto/filter_expressions.mdx states it. The docs tests parse every example
 * of that page with it (tests/content/howto-snippets.test.ts), so the page and this file cannot
 * disagree without a failing test. The sandbox filters its lists with the same parser
 * (./listing/filter.ts), so the documented grammar is the one that runs.
 *
 * Where shared.yaml is silent (escaping of quotes, precedence, literals other than strings,
 * timestamps and lists) this file follows the choices the page documents: a quote inside a
 * string is doubled (`'O''Brien'`), `and` binds tighter than `or`, keywords are lower case,
 * and `true` / `false` / `null` are accepted with `eq` and `ne` only.
 */

export const FILTER_MAX_LENGTH = 1000;

export const COMPARISON_OPERATORS = ['eq', 'ne', 'gt', 'ge', 'lt', 'le'] as const;
export type ComparisonOperator = (typeof COMPARISON_OPERATORS)[number];

const EQUALITY_OPERATORS: readonly ComparisonOperator[] = ['eq', 'ne'];
const RESERVED_WORDS = new Set<string>([
  ...COMPARISON_OPERATORS,
  'in',
  'and',
  'or',
  'true',
  'false',
  'null',
]);

export type FilterValue =
  | { kind: 'string'; value: string }
  | { kind: 'number'; value: number }
  | { kind: 'boolean'; value: boolean }
  | { kind: 'null' };

export type Ast =
  | { type: 'or'; left: Ast; right: Ast }
  | { type: 'and'; left: Ast; right: Ast }
  | { type: 'comparison'; field: string; operator: ComparisonOperator; value: FilterValue }
  | { type: 'in'; field: string; values: FilterValue[] };

export class FilterSyntaxError extends Error {
  /** Zero-based character offset in the expression where the problem was found. */
  readonly position: number;

  constructor(message: string, position: number) {
    super(`${message} (at position ${position})`);
    this.name = 'FilterSyntaxError';
    this.position = position;
  }
}

type TokenKind = 'word' | 'string' | 'number' | 'lparen' | 'rparen' | 'comma' | 'end';

interface Token {
  kind: TokenKind;
  /** Source text for words and numbers; the unescaped content for strings. */
  text: string;
  position: number;
}

const WORD_START = /[a-z]/;
const WORD_PART = /[a-z0-9_]/;
const DIGIT = /[0-9]/;

function tokenize(source: string): Token[] {
  const tokens: Token[] = [];
  let index = 0;
  while (index < source.length) {
    const char = source[index];
    if (char === ' ' || char === '\t') {
      index += 1;
      continue;
    }
    const start = index;
    if (char === '(' || char === ')' || char === ',') {
      const kind = char === '(' ? 'lparen' : char === ')' ? 'rparen' : 'comma';
      tokens.push({ kind, text: char, position: start });
      index += 1;
      continue;
    }
    if (char === "'") {
      let text = '';
      index += 1;
      for (;;) {
        if (index >= source.length) throw new FilterSyntaxError('Unterminated string', start);
        if (source[index] === "'") {
          // A doubled quote is one quote character inside the string, not its end.
          if (source[index + 1] === "'") {
            text += "'";
            index += 2;
            continue;
          }
          index += 1;
          break;
        }
        text += source[index];
        index += 1;
      }
      tokens.push({ kind: 'string', text, position: start });
      continue;
    }
    if (DIGIT.test(char) || (char === '-' && DIGIT.test(source[index + 1] ?? ''))) {
      index += 1;
      while (DIGIT.test(source[index] ?? '')) index += 1;
      if (source[index] === '.') {
        index += 1;
        if (!DIGIT.test(source[index] ?? ''))
          throw new FilterSyntaxError('Expected a digit after the decimal point', index);
        while (DIGIT.test(source[index] ?? '')) index += 1;
      }
      if (WORD_PART.test(source[index] ?? '') || source[index] === '.')
        throw new FilterSyntaxError('Malformed number', start);
      tokens.push({ kind: 'number', text: source.slice(start, index), position: start });
      continue;
    }
    if (WORD_START.test(char)) {
      while (WORD_PART.test(source[index] ?? '')) index += 1;
      tokens.push({ kind: 'word', text: source.slice(start, index), position: start });
      continue;
    }
    if (char === '"')
      throw new FilterSyntaxError('Strings use single quotes, not double quotes', start);
    if (/[A-Z]/.test(char))
      throw new FilterSyntaxError('Field names and keywords are lower case', start);
    throw new FilterSyntaxError(`Unexpected character "${char}"`, start);
  }
  tokens.push({ kind: 'end', text: '', position: source.length });
  return tokens;
}

class Parser {
  private index = 0;

  constructor(private readonly tokens: Token[]) {}

  parse(): Ast {
    const ast = this.orExpression();
    const next = this.peek();
    if (next.kind !== 'end') throw this.unexpected(next, 'and, or or the end of the expression');
    return ast;
  }

  private orExpression(): Ast {
    let left = this.andExpression();
    while (this.isWord('or')) {
      this.index += 1;
      left = { type: 'or', left, right: this.andExpression() };
    }
    return left;
  }

  private andExpression(): Ast {
    let left = this.primary();
    while (this.isWord('and')) {
      this.index += 1;
      left = { type: 'and', left, right: this.primary() };
    }
    return left;
  }

  private primary(): Ast {
    const token = this.peek();
    if (token.kind === 'lparen') {
      this.index += 1;
      const inner = this.orExpression();
      this.expect('rparen', ')');
      return inner;
    }
    return this.comparison();
  }

  private comparison(): Ast {
    const fieldToken = this.peek();
    if (fieldToken.kind !== 'word' || RESERVED_WORDS.has(fieldToken.text))
      throw this.unexpected(fieldToken, 'a field name or (');
    this.index += 1;
    const operatorToken = this.peek();
    if (operatorToken.kind === 'word' && operatorToken.text === 'in') {
      this.index += 1;
      return { type: 'in', field: fieldToken.text, values: this.list() };
    }
    const operator = COMPARISON_OPERATORS.find(
      (candidate) => operatorToken.kind === 'word' && operatorToken.text === candidate,
    );
    if (!operator) throw this.unexpected(operatorToken, 'one of eq ne gt ge lt le in');
    this.index += 1;
    const valueToken = this.peek();
    const value = this.value();
    const ordered = value.kind === 'string' || value.kind === 'number';
    if (!ordered && !EQUALITY_OPERATORS.includes(operator)) {
      throw new FilterSyntaxError(
        `${valueToken.text} can only be compared with eq or ne`,
        valueToken.position,
      );
    }
    return { type: 'comparison', field: fieldToken.text, operator, value };
  }

  private list(): FilterValue[] {
    this.expect('lparen', '( to open the list');
    const values = [this.value()];
    while (this.peek().kind === 'comma') {
      this.index += 1;
      values.push(this.value());
    }
    this.expect('rparen', ', or ) to close the list');
    return values;
  }

  private value(): FilterValue {
    const token = this.peek();
    this.index += 1;
    if (token.kind === 'string') return { kind: 'string', value: token.text };
    if (token.kind === 'number') return { kind: 'number', value: Number(token.text) };
    if (token.kind === 'word' && (token.text === 'true' || token.text === 'false'))
      return { kind: 'boolean', value: token.text === 'true' };
    if (token.kind === 'word' && token.text === 'null') return { kind: 'null' };
    throw this.unexpected(token, "a value: 'string', number, true, false or null");
  }

  private expect(kind: TokenKind, description: string): void {
    const token = this.peek();
    if (token.kind !== kind) throw this.unexpected(token, description);
    this.index += 1;
  }

  private isWord(text: string): boolean {
    const token = this.peek();
    return token.kind === 'word' && token.text === text;
  }

  private peek(): Token {
    return this.tokens[this.index];
  }

  private unexpected(token: Token, expected: string): FilterSyntaxError {
    const found =
      token.kind === 'end'
        ? 'the end of the expression'
        : token.kind === 'string'
          ? 'a string'
          : `"${token.text}"`;
    return new FilterSyntaxError(`Expected ${expected}, found ${found}`, token.position);
  }
}

/** Parses a filter expression; throws FilterSyntaxError with the offending position. */
export function parseFilter(text: string): Ast {
  if (text.length > FILTER_MAX_LENGTH) {
    throw new FilterSyntaxError(
      `A filter is at most ${FILTER_MAX_LENGTH} characters long`,
      FILTER_MAX_LENGTH,
    );
  }
  if (text.trim() === '') throw new FilterSyntaxError('The filter is empty', 0);
  return new Parser(tokenize(text)).parse();
}
