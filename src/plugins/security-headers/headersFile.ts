/** One block of a Netlify/Cloudflare Pages `_headers` file. */
export interface HeaderRule {
  pattern: string;
  /** Names of headers inherited from earlier matching rules that this rule removes first. */
  detach?: readonly string[];
  headers: ReadonlyArray<readonly [name: string, value: string]>;
}

/**
 * Renders rules in order. A `! Name` line (Cloudflare Pages syntax) removes a header set by an
 * earlier, wider rule, so a page-specific policy replaces the site-wide one instead of being
 * combined with it; scripts/serve-build.mjs likewise lets the later rule win.
 */
export function renderHeadersFile(rules: readonly HeaderRule[], preamble: string[] = []): string {
  const lines = preamble.map((line) => `# ${line}`);
  for (const rule of rules) {
    if (/\s/.test(rule.pattern)) throw new Error(`header rule pattern has spaces: ${rule.pattern}`);
    lines.push(rule.pattern);
    for (const name of rule.detach ?? []) lines.push(`  ! ${name}`);
    for (const [name, value] of rule.headers) {
      if (/[\r\n]/.test(value)) throw new Error(`header ${name} has a line break`);
      lines.push(`  ${name}: ${value}`);
    }
  }
  return `${lines.join('\n')}\n`;
}
