/** Builds the `curl` command that sends the playground's request to the real Stateless API. */
export const SOLVE_ENDPOINT = 'https://api.example.com/stateless/v1/solve';

/** Quotes for a POSIX shell: single quotes, with embedded ones closed, escaped and reopened. */
export function shellQuote(text: string): string {
  return `'${text.replace(/'/g, `'\\''`)}'`;
}

/** The body is re-serialised compactly when it parses, and sent as typed when it does not. */
export function buildCurlCommand(requestText: string): string {
  let body = requestText.trim();
  try {
    body = JSON.stringify(JSON.parse(requestText));
  } catch {
    // Keep the text: the API's 400 answer explains what is wrong with it.
  }
  return [
    `curl -X POST ${SOLVE_ENDPOINT} \\`,
    `  -H "Authorization: Bearer $ROUTEKIT_TOKEN" \\`,
    `  -H 'Content-Type: application/json' \\`,
    `  --data ${shellQuote(body)}`,
  ].join('\n');
}
