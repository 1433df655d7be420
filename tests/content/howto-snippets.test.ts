/**
 * Runs the code of the how-to pages that can run offline: the webhook signature verification
 * (JavaScript imported, Python spawned) must match the page and accept only genuine deliveries;
 * every JavaScript block must parse; every filter example must parse with the documented grammar.
 */
import { spawnSync } from 'node:child_process';
import { createHmac } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

import { FilterSyntaxError, parseFilter, type Ast } from '../../src/sandbox/filterGrammar';
import { codeBlocks, parseMdx, type CodeBlock } from '../support/mdx';

const ROOT = path.resolve(__dirname, '../..');
const HOWTO_DIR = path.join(ROOT, 'docs/howto');
const SNIPPET_DIR = path.join(__dirname, 'snippets');

/** The fenced code blocks of a docs page, as the MDX parser of the site reads them. */
function codeBlocksOf(file: string): CodeBlock[] {
  return codeBlocks(parseMdx(readFileSync(file, 'utf8')));
}

function blockTitled(file: string, title: string): CodeBlock {
  const found = codeBlocksOf(file).filter((block) => block.attributes.title === title);
  expect(found, `${path.basename(file)}: one block titled ${title}`).toHaveLength(1);
  return found[0]!;
}

/** Syntax errors of a JavaScript module (top-level await allowed), as readable lines. */
function javaScriptSyntaxErrors(code: string): string[] {
  const output = ts.transpileModule(code, {
    fileName: 'snippet.mjs',
    reportDiagnostics: true,
    compilerOptions: {
      allowJs: true,
      module: ts.ModuleKind.ESNext,
      target: ts.ScriptTarget.ES2022,
    },
  });
  return (output.diagnostics ?? []).map((d) => ts.flattenDiagnosticMessageText(d.messageText, ' '));
}

describe('webhook signature verification snippets', () => {
  const webhooksPage = path.join(HOWTO_DIR, 'webhooks.mdx');
  const jsFile = path.join(SNIPPET_DIR, 'verify.mjs');
  const pyFile = path.join(SNIPPET_DIR, 'verify.py');

  // A fixed delivery: the secret format and envelope of integration.yaml, a non-ASCII body
  // so that hashing the raw bytes (not a re-serialised string) is what is tested.
  const secret = 'example_webhook_secret_5b0e7f1c9a2d4e6f9f2c';
  const timestamp = 1772427661;
  const body = JSON.stringify({
    id: 'evt_01HV7U0A04',
    type: 'booking.status_changed',
    created_at: '2026-03-02T06:14:05+01:00',
    project_id: 'prj_berlin_daily',
    data: {
      booking_id: 'bk_1009',
      previous_status: 'en_route',
      status: 'arrived',
      occurred_at: '2026-03-02T06:14:51+01:00',
      route_id: 'route_0302_van_01',
    },
    note: 'Grüße aus Moabit',
  });
  const sign = (key: string, t: number, raw: string): string =>
    `t=${t},v1=${createHmac('sha256', key).update(`${t}.${raw}`, 'utf8').digest('hex')}`;
  const header = sign(secret, timestamp, body);
  const tampered = body.replace('"arrived"', '"completed"');

  interface Case {
    name: string;
    secret: string;
    header: string;
    body: string;
    now: number;
    accept: boolean;
  }
  const cases: Case[] = [
    { name: 'genuine delivery', secret, header, body, now: timestamp + 5, accept: true },
    { name: 'at the 300 s tolerance', secret, header, body, now: timestamp + 300, accept: true },
    { name: 'tampered body', secret, header, body: tampered, now: timestamp + 5, accept: false },
    {
      name: 'wrong secret',
      secret: 'example_webhook_secret_00000000000000aaaa',
      header,
      body,
      now: timestamp + 5,
      accept: false,
    },
    { name: 'expired timestamp', secret, header, body, now: timestamp + 301, accept: false },
    { name: 'timestamp far ahead', secret, header, body, now: timestamp - 600, accept: false },
    {
      name: 'timestamp changed in the header',
      secret,
      header: header.replace(`t=${timestamp}`, `t=${timestamp + 1}`),
      body,
      now: timestamp + 5,
      accept: false,
    },
    { name: 'malformed header', secret, header: 'v1=abc', body, now: timestamp, accept: false },
  ];

  it('shows on the page exactly the code of the snippet files', () => {
    // A fence's content ends before the newline of its last line; the files end with one.
    expect(`${blockTitled(webhooksPage, 'verify.mjs').body}\n`).toBe(readFileSync(jsFile, 'utf8'));
    expect(`${blockTitled(webhooksPage, 'verify.py').body}\n`).toBe(readFileSync(pyFile, 'utf8'));
  });

  it('JavaScript: accepts genuine deliveries and rejects the rest', async () => {
    const { verifySignature } = (await import(pathToFileURL(jsFile).href)) as {
      verifySignature: (s: string, h: string, b: Buffer | string, now?: number) => boolean;
    };
    for (const c of cases) {
      expect(verifySignature(c.secret, c.header, Buffer.from(c.body, 'utf8'), c.now), c.name).toBe(
        c.accept,
      );
    }
    // Without an explicit clock it uses the current time.
    const now = Math.floor(Date.now() / 1000);
    expect(verifySignature(secret, sign(secret, now, body), body)).toBe(true);
    expect(verifySignature(secret, sign(secret, now - 3600, body), body)).toBe(false);
  });

  it('Python: accepts genuine deliveries and rejects the rest', () => {
    const driver = [
      'import base64, json, sys',
      `sys.path.insert(0, ${JSON.stringify(SNIPPET_DIR)})`,
      'from verify import verify_signature',
      'cases = json.load(sys.stdin)',
      'print(json.dumps([verify_signature(c["secret"], c["header"],',
      '    base64.b64decode(c["body"]), c.get("now")) for c in cases]))',
    ].join('\n');
    const now = Math.floor(Date.now() / 1000);
    const input = [
      ...cases,
      { name: 'current clock', secret, header: sign(secret, now, body), body, accept: true },
      {
        name: 'current clock, old delivery',
        secret,
        header: sign(secret, now - 3600, body),
        body,
        accept: false,
      },
    ].map((c) => ({ ...c, body: Buffer.from(c.body, 'utf8').toString('base64') }));
    const run = spawnSync('python3', ['-c', driver], {
      input: JSON.stringify(input),
      encoding: 'utf8',
      env: { ...process.env, PYTHONDONTWRITEBYTECODE: '1' },
    });
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    const results = JSON.parse(run.stdout) as boolean[];
    input.forEach((c, index) => expect(results[index], c.name).toBe(c.accept));
  });
});

describe('JavaScript blocks of the how-to pages', () => {
  it('reports a syntax error when there is one', () => {
    expect(javaScriptSyntaxErrors('const = await fetch(url);')).not.toHaveLength(0);
    expect(javaScriptSyntaxErrors('const r = await fetch(url);\nconsole.log(r);')).toEqual([]);
  });

  const pages = readdirSync(HOWTO_DIR).filter((name) => name.endsWith('.mdx'));
  for (const page of pages) {
    const blocks = codeBlocksOf(path.join(HOWTO_DIR, page)).filter((b) =>
      ['js', 'javascript', 'mjs'].includes(b.lang ?? ''),
    );
    if (blocks.length === 0) continue;
    it(`${page}: every js block parses`, () => {
      for (const block of blocks) {
        expect(javaScriptSyntaxErrors(block.body), `${page}:${block.line}`).toEqual([]);
      }
    });
  }
});

describe('filter expressions of the filter pages', () => {
  const expressionsPage = path.join(HOWTO_DIR, 'filter_expressions.mdx');
  const examplesIn = (file: string, title: string): string[] =>
    codeBlocksOf(file)
      .filter((block) => block.lang === 'text' && block.attributes.title === title)
      .flatMap((block) => block.body.split('\n'))
      .filter((line) => line.trim() !== '');

  const valid = [
    ...examplesIn(expressionsPage, 'filter'),
    ...examplesIn(path.join(HOWTO_DIR, 'filter_data.mdx'), 'filter'),
  ];
  const invalid = examplesIn(expressionsPage, 'invalid filter');

  it('the pages carry examples of both kinds', () => {
    expect(valid.length).toBeGreaterThanOrEqual(15);
    expect(invalid.length).toBeGreaterThanOrEqual(6);
  });

  it('every example on the pages parses', () => {
    for (const example of valid) expect(() => parseFilter(example), example).not.toThrow();
  });

  it('every counter-example on the page is rejected with a position', () => {
    for (const example of invalid) {
      let error: unknown;
      try {
        parseFilter(example);
      } catch (caught) {
        error = caught;
      }
      expect(error, example).toBeInstanceOf(FilterSyntaxError);
      const { position } = error as FilterSyntaxError;
      expect(position, example).toBeGreaterThanOrEqual(0);
      expect(position, example).toBeLessThanOrEqual(example.length);
    }
  });

  it('binds and tighter than or, and parentheses override it', () => {
    const loose = parseFilter("status eq 'open' or status eq 'planned' and priority ge 8");
    expect(loose.type).toBe('or');
    expect((loose as Extract<Ast, { type: 'or' }>).right.type).toBe('and');
    const grouped = parseFilter("(status eq 'open' or status eq 'planned') and priority ge 8");
    expect(grouped.type).toBe('and');
    expect((grouped as Extract<Ast, { type: 'and' }>).left.type).toBe('or');
  });

  it('reads a doubled quote as one quote and keeps literal types', () => {
    expect(parseFilter("name eq 'O''Brien''s'")).toEqual({
      type: 'comparison',
      field: 'name',
      operator: 'eq',
      value: { kind: 'string', value: "O'Brien's" },
    });
    expect(parseFilter('active eq false')).toMatchObject({
      value: { kind: 'boolean', value: false },
    });
    expect(parseFilter('priority lt -1.5')).toMatchObject({
      value: { kind: 'number', value: -1.5 },
    });
    expect(parseFilter("type in ('delivery','pickup')")).toEqual({
      type: 'in',
      field: 'type',
      values: [
        { kind: 'string', value: 'delivery' },
        { kind: 'string', value: 'pickup' },
      ],
    });
  });

  it('points at the offending token', () => {
    const positionOf = (text: string): number => {
      try {
        parseFilter(text);
      } catch (error) {
        return (error as FilterSyntaxError).position;
      }
      return -1;
    };
    expect(positionOf("status eq 'planned")).toBe(10);
    expect(positionOf("status equals 'planned'")).toBe(7);
    expect(positionOf('priority ge 5 and')).toBe(17);
    expect(positionOf('active gt true')).toBe(10);
    expect(positionOf('x'.repeat(1001))).toBe(1000);
  });
});
