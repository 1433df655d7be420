/**
 * Example secrets in the docs, the specs and the code are obviously fake and carry no real
 * vendor's prefix: secret scanners flag `whsec_…` or `sk_live_…` wherever the site is mirrored,
 * and readers should never mistake an example for a credential format to copy.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(__dirname, '../..');
const SCANNED = ['docs', 'openapi', 'src', 'static', 'tests', 'scripts', 'changelog', 'README.md'];
const TEXT_FILE = /\.(?:md|mdx|ya?ml|json|[cm]?[jt]sx?|py|sh|txt|html|css)$/;

/** Prefixes of real services' secrets (Stripe and Svix webhooks and keys, GitHub, Slack, AWS). */
const VENDOR_SECRET = [
  /\bwhsec_[A-Za-z0-9+/]/,
  /\b[sr]k_(?:live|test)_[A-Za-z0-9]/,
  /\bgh[opsu]_[A-Za-z0-9]{20}/,
  /\bgithub_pat_[A-Za-z0-9]/,
  /\bxox[abprs]-[A-Za-z0-9]/,
  /\bAKIA[0-9A-Z]{16}\b/,
];

function textFiles(entry: string): string[] {
  const full = path.join(ROOT, entry);
  const stat = statSync(full, { throwIfNoEntry: false });
  if (!stat) return [];
  if (!stat.isDirectory()) return TEXT_FILE.test(entry) ? [entry] : [];
  return readdirSync(full, { withFileTypes: true }).flatMap((dirent) =>
    dirent.name === 'node_modules' ? [] : textFiles(path.join(entry, dirent.name)),
  );
}

describe('example secrets', () => {
  it('use no real vendor prefix anywhere in the sources', () => {
    const self = path.relative(ROOT, __filename);
    const files = SCANNED.flatMap(textFiles).filter((file) => file !== self);
    expect(files.length).toBeGreaterThan(100);
    const found = files.flatMap((file) => {
      const text = readFileSync(path.join(ROOT, file), 'utf8');
      return VENDOR_SECRET.filter((pattern) => pattern.test(text)).map(
        (pattern) => `${file}: ${pattern.source}`,
      );
    });
    expect(found).toEqual([]);
  });
});
