/**
 * Finds where a JSON text stops being valid. Engines word JSON.parse errors differently and
 * recent V8 omits the position entirely, so the playground scans the text itself (RFC 8259
 * grammar) to point the user at a line and column.
 */
export interface JsonSyntaxProblem {
  offset: number;
  message: string;
}

/**
 * The scanner recurses per nesting level, so a deeply nested text would overflow the stack and
 * leave the user without a position. No valid request nests more than a few levels; past this
 * depth the scanner stops and points at the bracket that goes one level too deep.
 */
export const MAX_JSON_NESTING = 512;

class Scanner {
  index = 0;
  private depth = 0;
  constructor(private readonly text: string) {}

  fail(message: string): never {
    throw { offset: this.index, message } satisfies JsonSyntaxProblem;
  }

  skipSpace(): void {
    while (/[ \t\n\r]/.test(this.text[this.index] ?? '')) this.index += 1;
  }

  describeHere(): string {
    const char = this.text[this.index];
    return char === undefined ? 'the end of the text' : `'${char}'`;
  }

  value(): void {
    this.skipSpace();
    const char = this.text[this.index];
    if (char === '{') this.object();
    else if (char === '[') this.array();
    else if (char === '"') this.string();
    else if (char === '-' || (char !== undefined && char >= '0' && char <= '9')) this.number();
    else if (this.text.startsWith('true', this.index)) this.index += 4;
    else if (this.text.startsWith('false', this.index)) this.index += 5;
    else if (this.text.startsWith('null', this.index)) this.index += 4;
    else this.fail(`Expected a value but found ${this.describeHere()}`);
  }

  object(): void {
    this.members('}', () => {
      this.skipSpace();
      if (this.text[this.index] !== '"')
        this.fail(`Expected a property name in quotes but found ${this.describeHere()}`);
      this.string();
      this.skipSpace();
      if (this.text[this.index] !== ':')
        this.fail(`Expected ':' after the property name but found ${this.describeHere()}`);
      this.index += 1;
      this.value();
    });
  }

  array(): void {
    this.members(']', () => this.value());
  }

  /** The comma-separated members of an object or array, from its opening bracket to `close`. */
  private members(close: '}' | ']', member: () => void): void {
    if (this.depth >= MAX_JSON_NESTING)
      this.fail(`Nested more than ${MAX_JSON_NESTING} levels deep`);
    this.depth += 1;
    this.index += 1;
    this.skipSpace();
    if (this.text[this.index] === close) {
      this.index += 1;
      this.depth -= 1;
      return;
    }
    for (;;) {
      member();
      this.skipSpace();
      const next = this.text[this.index];
      if (next === ',') this.index += 1;
      else if (next === close) {
        this.index += 1;
        this.depth -= 1;
        return;
      } else this.fail(`Expected ',' or '${close}' but found ${this.describeHere()}`);
    }
  }

  string(): void {
    this.index += 1;
    for (;;) {
      const char = this.text[this.index];
      if (char === undefined) this.fail('Unterminated string');
      if (char === '"') {
        this.index += 1;
        return;
      }
      if (char < ' ') this.fail('Control character inside a string (use \\n or \\t)');
      if (char === '\\') {
        const escape = this.text[this.index + 1];
        if (escape === 'u') {
          if (!/^[0-9a-fA-F]{4}$/.test(this.text.slice(this.index + 2, this.index + 6))) {
            this.fail('Invalid \\u escape');
          }
          this.index += 6;
          continue;
        }
        if (escape === undefined || !'"\\/bfnrt'.includes(escape)) this.fail('Invalid escape');
        this.index += 2;
        continue;
      }
      this.index += 1;
    }
  }

  number(): void {
    const match = /^-?(0|[1-9]\d*)(\.\d+)?([eE][+-]?\d+)?/.exec(this.text.slice(this.index));
    if (!match) this.fail('Invalid number');
    this.index += match[0].length;
  }
}

/** The first syntax problem of `text`, or null when it is valid JSON. */
export function findJsonSyntaxProblem(text: string): JsonSyntaxProblem | null {
  const scanner = new Scanner(text);
  try {
    scanner.value();
    scanner.skipSpace();
    if (scanner.index < text.length)
      scanner.fail(`Unexpected ${scanner.describeHere()} after the end of the value`);
    return null;
  } catch (problem) {
    return problem as JsonSyntaxProblem;
  }
}
