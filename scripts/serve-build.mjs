#!/usr/bin/env node
// TEST-ONLY SERVER, NEVER DEPLOYED. It logs the ID tokens the site sends to the token-sync URL
// and hands that log to anyone who asks at /__test/session-log, which is what the identity
// tests need and what no real host may do. Production is the static files of build/ on a CDN;
// nothing of this file reaches them, and tests/build/testServerHooks.test.ts fails if any
// built file carries this server's routes or session-log code.
//
// Serves the production build on localhost the way Cloudflare Pages does, for the e2e suite and
// for manual checks: its clean URLs and 308 redirects (scripts/pagesAssetRoute.mjs), the
// nearest built 404 page, gzip for text assets (brotli too with
// --brotli; gzip by default because the first-load budgets are in gzip bytes), and the security headers of the build's own <dir>/_headers, which
// src/plugins/security-headers writes at build time. It also records requests to the
// token-sync URL so the identity tests can see what the site sent; each entry carries the
// request's `e2e-tag` cookie, because every page load of every parallel test sends to that URL
// and a test can only tell its own requests by that tag.
// A file's response is produced once and then sent again from memory
// (scripts/replayedResponses.mjs): restart the server after a rebuild.
//
//   node scripts/serve-build.mjs [--dir build] [--port 3210 | 0] [--host 127.0.0.1] [--brotli]
import { createServer } from 'node:http';
import { readFileSync, existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import compression from 'compression';
import handler from 'serve-handler';

import { pagesAssetRoute, pagesNotFoundFile } from './pagesAssetRoute.mjs';
import { createResponseReplay } from './replayedResponses.mjs';

const { values } = parseArgs({
  options: {
    dir: { type: 'string', default: 'build' },
    port: { type: 'string', default: '3210' },
    host: { type: 'string', default: '127.0.0.1' },
    'session-url': { type: 'string', default: '/__session' },
    brotli: { type: 'boolean', default: false },
  },
});

const root = path.resolve(values.dir);
if (!existsSync(path.join(root, 'index.html'))) {
  console.error(`No build found in ${root}. Run "npm run build" first.`);
  process.exit(1);
}

/** Parses a Netlify/Cloudflare-style _headers file: a path pattern, then indented headers. */
function loadHeaderRules(file) {
  if (!existsSync(file)) return [];
  const rules = [];
  let current = null;
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    if (!line.trim() || line.trim().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      current = { pattern: line.trim(), headers: [] };
      rules.push(current);
    } else if (current) {
      const idx = line.indexOf(':');
      if (idx > 0) current.headers.push([line.slice(0, idx).trim(), line.slice(idx + 1).trim()]);
    }
  }
  return rules;
}

/** Whether the build has a file (not a folder) at this decoded URL path. */
function isBuiltFile(urlPath) {
  const file = path.resolve(root, `.${urlPath}`);
  if (file !== root && !file.startsWith(`${root}${path.sep}`)) return false;
  try {
    return statSync(file).isFile();
  } catch {
    return false;
  }
}

/** The value of one cookie in a Cookie request header, or null. */
function cookieValue(header, name) {
  for (const part of (header ?? '').split(';')) {
    const idx = part.indexOf('=');
    if (idx > 0 && part.slice(0, idx).trim() === name) return part.slice(idx + 1).trim();
  }
  return null;
}

/** A _headers path pattern as a regular expression: `*` matches anything, the rest literally. */
function patternRegex(pattern) {
  return new RegExp(
    '^' +
      pattern
        .split('*')
        .map((s) => s.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
        .join('.*') +
      '$',
  );
}

const headerRules = loadHeaderRules(path.join(root, '_headers')).map((rule) => ({
  ...rule,
  regex: patternRegex(rule.pattern),
}));
const sessionLog = [];
// gzip for text responses, as a CDN edge would. The middleware prefers brotli whenever the
// client accepts it (Chromium always does); unless --brotli, the server does not offer it.
const compress = compression();
const offerBrotli = values.brotli;
const replayed = createResponseReplay();

const server = createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://localhost');

  if (url.pathname === values['session-url']) {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      sessionLog.push({
        method: req.method,
        tag: cookieValue(req.headers.cookie, 'e2e-tag'),
        authorization: req.headers.authorization ?? null,
        body,
        at: Date.now(),
      });
      res.writeHead(req.method === 'POST' || req.method === 'DELETE' ? 200 : 405, {
        'content-type': 'application/json',
      });
      res.end('{}');
    });
    return;
  }
  if (url.pathname === '/__test/session-log') {
    res.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-store' });
    res.end(JSON.stringify(sessionLog));
    return;
  }

  for (const rule of headerRules) {
    if (rule.regex.test(url.pathname)) {
      for (const [name, value] of rule.headers) res.setHeader(name, value);
    }
  }
  // Cloudflare Pages' asset server replaces any Cache-Control on a 404 with `no-store`, after
  // applying _headers (workers-sdk, packages/pages-shared/asset-server/handler.ts), so a file
  // missing during a deploy is not kept missing for a year by the `/assets/*` rule.
  const writeHead = res.writeHead;
  res.writeHead = function writeHeadOfHost(statusCode, ...rest) {
    if (statusCode === 404) res.setHeader('Cache-Control', 'no-store');
    return writeHead.call(this, statusCode, ...rest);
  };

  if (!offerBrotli && req.headers['accept-encoding']) {
    req.headers['accept-encoding'] = req.headers['accept-encoding']
      .split(',')
      .filter((coding) => coding.trim().split(';')[0] !== 'br')
      .join(',');
  }
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.writeHead(405);
    res.end();
    return;
  }
  let pathname = url.pathname;
  try {
    pathname = decodeURIComponent(pathname);
  } catch {
    // Pages keeps a path it cannot decode as it is.
  }
  const route = pagesAssetRoute(pathname, isBuiltFile, url.search);
  if (route.kind === 'redirect') {
    res.writeHead(308, { Location: route.location });
    res.end();
    return;
  }
  // The recorder wraps res before compression does, so it keeps the compressed bytes.
  const send = () =>
    compress(req, res, () => {
      const notFoundPage = route.kind === 'not-found' && pagesNotFoundFile(pathname, isBuiltFile);
      if (notFoundPage) {
        res.writeHead(404, { 'Content-Type': 'text/html; charset=utf-8' });
        res.end(
          req.method === 'GET' ? readFileSync(path.join(root, `.${notFoundPage}`)) : undefined,
        );
        return;
      }
      // serve-handler only sends the file the host's routing chose (type, range, compression);
      // without any 404.html, Pages answers a missing path with /index.html, as for an SPA.
      const file = route.kind === 'file' ? route.file : '/index.html';
      req.url = file.split('/').map(encodeURIComponent).join('/');
      handler(req, res, { public: root, cleanUrls: false, directoryListing: false }).catch(
        (error) => {
          console.error(error);
          res.statusCode = 500;
          res.end('Internal error');
        },
      );
    });
  if (route.kind !== 'file') {
    send();
    return;
  }
  // The header rules match the URL's path, so two paths to one file are kept apart.
  replayed(`${url.pathname}|${route.file}|${req.headers['accept-encoding'] ?? ''}`, req, res, send);
});

// Node closes an idle keep-alive socket after 5 s. A test client that reuses its socket after
// a longer pause (axe on a big page) can send on a socket the server is closing: ECONNRESET.
// CDNs keep idle connections open far longer; so does this server.
server.keepAliveTimeout = 120_000;
server.headersTimeout = 125_000;

// With --port 0 the system picks a free port; the line names the one it picked, for callers
// that start the server on any free port and read where it listens (tests/build).
server.listen(Number(values.port), values.host, () => {
  const { port } = server.address();
  console.log(`Serving ${root} at http://${values.host}:${port}/`);
});
