/**
 * Reads the curl commands of a documented code block as requests the in-page sandbox can answer:
 * the method, the URL on api.example.com or auth.example.com (as a sandbox path), the headers
 * (`-H`, `-u`) and the body (`-d`, `--data*`, `--data-urlencode`, `--json`, with `-G` moving the
 * data into the query). Variables resolve through the caller's resolver (./variables.ts).
 */
import type { SandboxRequest } from '@site/src/sandbox/core/types';

import { shellCommands, ShellSyntaxError, type VariableResolver } from './shellWords';
import { unresolvedVariable } from './variables';

export class CurlParseError extends Error {}

/** The hosts the documented requests go to; their paths are the sandbox's paths. */
export const SANDBOX_HOSTS = ['api.example.com', 'auth.example.com'] as const;

/** Flags that take no value and change nothing the sandbox sees. */
const IGNORED_FLAGS = new Set([
  '-s',
  '-S',
  '-sS',
  '-f',
  '-fsS',
  '-sSf',
  '-i',
  '-v',
  '-L',
  '-k',
  '--silent',
  '--show-error',
  '--fail',
  '--fail-with-body',
  '--include',
  '--verbose',
  '--location',
  '--compressed',
]);
/** Flags whose value the sandbox does not need (output files, timeouts, formats). */
const IGNORED_WITH_VALUE = new Set([
  '-o',
  '--output',
  '-w',
  '--write-out',
  '--max-time',
  '-m',
  '--retry',
  '--connect-timeout',
]);
const DATA_FLAGS = new Set(['-d', '--data', '--data-raw', '--data-binary', '--data-ascii']);

/** `name=content` or `content` of `--data-urlencode`, encoded as curl does. */
function urlencodeData(value: string): string {
  const eq = value.indexOf('=');
  if (eq < 0) return encodeURIComponent(value);
  const name = value.slice(0, eq);
  return `${name ? `${name}=` : ''}${encodeURIComponent(value.slice(eq + 1))}`;
}

function sandboxPath(rawUrl: string): string {
  let url: URL;
  try {
    url = new URL(rawUrl);
  } catch {
    throw new CurlParseError(`"${rawUrl}" is not an absolute URL`);
  }
  if (!(SANDBOX_HOSTS as readonly string[]).includes(url.hostname))
    throw new CurlParseError(
      `The sandbox answers ${SANDBOX_HOSTS.join(' and ')} only, not ${url.hostname}`,
    );
  return `${url.pathname}${url.search}`;
}

function hasHeader(headers: Record<string, string>, name: string): boolean {
  return Object.keys(headers).some((key) => key.toLowerCase() === name);
}

/** One `curl …` command's words (without the leading `curl`) as a sandbox request. */
export function curlToRequest(args: readonly string[]): SandboxRequest {
  let method: string | undefined;
  let url: string | undefined;
  let get = false;
  let json = false;
  const headers: Record<string, string> = {};
  const data: string[] = [];
  for (let i = 0; i < args.length; i += 1) {
    const arg = args[i]!;
    const value = () => {
      const next = args[i + 1];
      if (next === undefined) throw new CurlParseError(`${arg} needs a value`);
      i += 1;
      return next;
    };
    if (arg === '-X' || arg === '--request') method = value().toUpperCase();
    else if (arg.startsWith('-X') && arg.length > 2) method = arg.slice(2).toUpperCase();
    else if (arg === '-H' || arg === '--header') {
      const header = value();
      const colon = header.indexOf(':');
      if (colon <= 0) throw new CurlParseError(`Header "${header}" has no name`);
      headers[header.slice(0, colon).trim()] = header.slice(colon + 1).trim();
    } else if (DATA_FLAGS.has(arg)) data.push(value());
    else if (arg === '--data-urlencode') data.push(urlencodeData(value()));
    else if (arg === '--json') {
      data.push(value());
      json = true;
    } else if (arg === '-u' || arg === '--user') headers.Authorization = `Basic ${btoa(value())}`;
    else if (arg === '-G' || arg === '--get') get = true;
    else if (arg === '--url') url = value();
    else if (IGNORED_WITH_VALUE.has(arg)) value();
    else if (IGNORED_FLAGS.has(arg)) continue;
    else if (arg.startsWith('-')) throw new CurlParseError(`The Run button does not know ${arg}`);
    else if (url === undefined) url = arg;
    else throw new CurlParseError(`A second URL "${arg}"`);
  }
  if (url === undefined) throw new CurlParseError('The command has no URL');
  let path = sandboxPath(url);
  const body = data.length > 0 ? data.join('&') : undefined;
  if (get && body !== undefined) {
    path += `${path.includes('?') ? '&' : '?'}${body}`;
    return { method: method ?? 'GET', url: path, headers };
  }
  if (body !== undefined && !hasHeader(headers, 'content-type'))
    headers['Content-Type'] = json ? 'application/json' : 'application/x-www-form-urlencoded';
  if (json && !hasHeader(headers, 'accept')) headers.Accept = 'application/json';
  return {
    method: method ?? (body !== undefined ? 'POST' : 'GET'),
    url: path,
    headers,
    ...(body !== undefined ? { body } : {}),
  };
}

/** `export NAME=$(curl … | jq …)`: the curl inside runs like any other. */
const SUBSTITUTION_ASSIGNMENT = /(^|\n)[ \t]*(?:export[ \t]+)?[A-Za-z_]\w*=\$\([ \t]*(?=curl\b)/g;

/**
 * Every curl command of a code block, in order, as sandbox requests. Assignments and other
 * commands (`echo`, `jq`) are skipped; a command the parser cannot read is an error that names
 * the reason, so the reader knows why the block does not run.
 */
export function parseCurlBlock(script: string, resolve: VariableResolver): SandboxRequest[] {
  const source = script.replace(SUBSTITUTION_ASSIGNMENT, '$1');
  let commands: string[][];
  try {
    commands = shellCommands(source, resolve);
  } catch (error) {
    if (error instanceof ShellSyntaxError) throw new CurlParseError(error.message);
    throw error;
  }
  const requests = commands
    .filter((words) => words[0] === 'curl')
    .map((words) => {
      const args = words.slice(1);
      for (const word of args) {
        const name = unresolvedVariable(word);
        if (name !== null)
          throw new CurlParseError(`$${name} has no value on this page (see the Run rules)`);
      }
      // The `)` closing a command substitution without a pipe sticks to the last word.
      const last = args[args.length - 1];
      if (last?.endsWith(')') && !last.includes('(')) args[args.length - 1] = last.slice(0, -1);
      return curlToRequest(args);
    });
  if (requests.length === 0) throw new CurlParseError('The block has no curl command');
  return requests;
}
