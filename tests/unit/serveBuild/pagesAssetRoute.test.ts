/**
 * The routing scripts/serve-build.mjs imitates: Cloudflare Pages' asset server, checked on the
 * table of slorber/trailing-slash-guide (a file, a folder, and both) and on the cases of the
 * handler it follows (`/index` spellings, the 404 page of the nearest folder).
 */
import { describe, expect, it } from 'vitest';

import { pagesAssetRoute, pagesNotFoundFile } from '../../../scripts/pagesAssetRoute.mjs';

const FILES = new Set([
  '/index.html',
  '/404.html',
  '/file.html',
  '/folder/index.html',
  '/both.html',
  '/both/index.html',
  '/docs/404.html',
  '/robots.txt',
]);
const exists = (urlPath: string) => FILES.has(urlPath);
const route = (pathname: string, search = '') => pagesAssetRoute(pathname, exists, search);
const served = (file: string) => ({ kind: 'file', file });
const moved = (location: string) => ({ kind: 'redirect', location });

describe('Cloudflare Pages routing as scripts/serve-build.mjs imitates it', () => {
  it.each([
    ['/file', served('/file.html')],
    ['/file/', moved('/file')],
    ['/file.html', moved('/file')],
    ['/folder', moved('/folder/')],
    ['/folder/', served('/folder/index.html')],
    ['/folder/index.html', moved('/folder/')],
    ['/both', served('/both.html')],
    ['/both/', served('/both/index.html')],
    ['/both.html', moved('/both')],
    ['/both/index.html', moved('/both/')],
  ])('answers %s as the trailing-slash guide measured on the live host', (pathname, expected) => {
    expect(route(pathname)).toEqual(expected);
  });

  it('serves the root and plain files, and strips /index spellings', () => {
    expect(route('/')).toEqual(served('/index.html'));
    expect(route('/index.html')).toEqual(moved('/'));
    expect(route('/index')).toEqual(moved('/'));
    expect(route('/folder/index')).toEqual(moved('/folder/'));
    expect(route('/robots.txt')).toEqual(served('/robots.txt'));
  });

  it('keeps the query string on redirects', () => {
    expect(route('/file/', '?q=1')).toEqual(moved('/file?q=1'));
    expect(route('/folder', '?q=1')).toEqual(moved('/folder/?q=1'));
  });

  it('finds nothing for a missing path, and answers it with the nearest 404 page', () => {
    expect(route('/missing')).toEqual({ kind: 'not-found' });
    expect(route('/missing/')).toEqual({ kind: 'not-found' });
    expect(pagesNotFoundFile('/missing', exists)).toBe('/404.html');
    expect(pagesNotFoundFile('/docs/a/b', exists)).toBe('/docs/404.html');
    expect(pagesNotFoundFile('/x', () => false)).toBeNull();
  });
});
