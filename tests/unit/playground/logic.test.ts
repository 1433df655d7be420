import { describe, it, expect } from 'vitest';

import {
  parseRequestText,
  lineColumnAt,
} from '../../../src/plugins/playground/client/parseRequest';
import { checkSolveLimits, SOLVE_LIMITS } from '../../../src/plugins/playground/client/limits';
import { buildCurlCommand, shellQuote } from '../../../src/plugins/playground/client/curl';
import {
  buildShareHash,
  decodeShareState,
  encodeShareState,
  readShareParam,
  ShareDecodeError,
} from '../../../src/plugins/playground/client/shareState';
import { createProjection } from '../../../src/plugins/playground/client/mapProjection';

describe('parseRequestText', () => {
  it('reports the line and column of a syntax error', () => {
    const text = '{\n  "vehicles": [],\n  "jobs" []\n}';
    const result = parseRequestText(text);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.line).toBe(3);
    expect(result.column).toBe(10);
  });

  it('points past the end for truncated input', () => {
    const result = parseRequestText('{\n  "a": [1,');
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.line).toBe(2);
  });

  it('returns the value for valid JSON', () => {
    expect(parseRequestText('{"a":1}')).toEqual({ ok: true, value: { a: 1 } });
  });

  it('counts columns from 1', () => {
    expect(lineColumnAt('ab\ncd', 3)).toEqual({ line: 2, column: 1 });
  });
});

describe('checkSolveLimits', () => {
  it('refuses more jobs than POST /solve accepts, stating the limit', () => {
    const jobs = Array.from({ length: SOLVE_LIMITS.jobs + 1 }, (_, i) => ({ id: `j${i}` }));
    const issues = checkSolveLimits({ vehicles: [{}], jobs });
    expect(issues).toHaveLength(1);
    expect(issues[0].path).toBe('$.jobs');
    expect(issues[0].message).toContain('at most 200 jobs');
  });

  it('accepts exactly the limits and refuses a time limit above 30 s', () => {
    const many = (n: number) => Array.from({ length: n }, () => ({}));
    expect(
      checkSolveLimits({ vehicles: many(100), jobs: many(200), shipments: many(100) }),
    ).toEqual([]);
    expect(checkSolveLimits({ vehicles: [{}], options: { time_limit: 31 } })[0].path).toBe(
      '$.options.time_limit',
    );
  });
});

describe('buildCurlCommand', () => {
  it('posts the compact body to the real endpoint with the token placeholder', () => {
    const command = buildCurlCommand('{\n  "note": "it\'s"\n}');
    expect(command).toContain('curl -X POST https://api.example.com/stateless/v1/solve');
    expect(command).toContain('Authorization: Bearer $ROUTEKIT_TOKEN');
    expect(command).toContain(`--data '{"note":"it'\\''s"}'`);
  });

  it('quotes for a POSIX shell', () => {
    expect(shellQuote("a'b")).toBe("'a'\\''b'");
  });
});

describe('share state', () => {
  it('round-trips the request text through the URL hash', async () => {
    const text = JSON.stringify({ vehicles: [{ id: 'van_01' }], note: 'ü ✓' }, null, 2);
    const hash = await buildShareHash(text);
    expect(hash).toMatch(/^#req=[A-Za-z0-9_-]+$/);
    const encoded = readShareParam(hash);
    expect(encoded).not.toBeNull();
    expect(await decodeShareState(encoded!)).toBe(text);
  });

  it('compresses repetitive requests', async () => {
    const text = JSON.stringify(
      Array.from({ length: 200 }, (_, i) => ({ id: `job_${i}`, type: 'delivery' })),
    );
    expect((await encodeShareState(text)).length).toBeLessThan(text.length / 3);
  });

  it('rejects damaged data with a ShareDecodeError', async () => {
    await expect(decodeShareState('not*base64')).rejects.toBeInstanceOf(ShareDecodeError);
    await expect(decodeShareState('AAAAAAAA')).rejects.toBeInstanceOf(ShareDecodeError);
    expect(readShareParam('#other=1')).toBeNull();
  });
});

describe('createProjection', () => {
  it('keeps every point inside the drawing and puts north up', () => {
    const projection = createProjection([
      { lat: 52.5, lon: 13.2 },
      { lat: 52.6, lon: 13.5 },
    ]);
    const south = projection.project({ lat: 52.5, lon: 13.2 });
    const north = projection.project({ lat: 52.6, lon: 13.5 });
    expect(north.y).toBeLessThan(south.y);
    for (const p of [south, north]) {
      expect(p.x).toBeGreaterThanOrEqual(0);
      expect(p.x).toBeLessThanOrEqual(projection.width);
      expect(p.y).toBeLessThanOrEqual(projection.height);
    }
  });
});
