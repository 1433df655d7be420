/**
 * Planted errors fail the walkthrough check: a guide whose token lacks a scope (403), a
 * documented field the sandbox does not return, an id the sample world lacks (404), and an
 * `added_cost` that does not follow the prices.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

import { describe, expect, it } from 'vitest';

import { DOCS_DIR } from '../../support/docs';
import { pageFromSource } from '../../support/mdx';
import { docsWalkthroughs } from './docsWalkthroughs';
import type { PageConfig } from './pageConfig';
import { runWalkthrough } from './walkthrough';

async function walkthroughOf(source: string) {
  const [walkthrough] = docsWalkthroughs([await pageFromSource('howto/planted.mdx', source)]);
  if (!walkthrough || 'errors' in walkthrough.config) throw new Error('no walkthrough');
  return { ...walkthrough, config: walkthrough.config };
}

const FRONT_MATTER = '---\ntitle: Planted\ndescription: A planted page.\ntags: [planted]\n---\n';

const curl = (call: string): string =>
  `\`\`\`bash\ncurl ${call} \\\n  -H "Authorization: Bearer $ROUTEKIT_TOKEN"\n\`\`\`\n`;

const PROJECT = `{
  "id": "prj_berlin_daily",
  "name": "Berlin daily deliveries",
  "time_zone": "Europe/Berlin",
  "currency": "EUR",
  "capacity_dimensions": ["weight", "volume", "pallets"],
  "settings": {
    "soft_time_windows": false,
    "lateness_penalty_per_hour": 0,
    "max_lateness": 3600,
    "default_service_duration": 300,
    "routing_profile": "van"
  },
  "created_at": "2026-02-20T09:15:00+01:00",
  "updated_at": "2026-02-20T09:15:00+01:00"
}`;

function page(prerequisites: string, body: string): string {
  return `${FRONT_MATTER}\n## Prerequisites\n\n${prerequisites}\n\n## Step 1: Call\n\n${body}`;
}

// The documented insertion of the live-insertion how-to, with its added_cost changed by 1.
const insertionPage = readFileSync(
  path.join(DOCS_DIR, 'howto/statless_live_insertion.mdx'),
  'utf8',
);
const insertionWalkthrough = await walkthroughOf(insertionPage);
const insertionConfig: PageConfig = { ...insertionWalkthrough.config, skip: undefined };
describe('planted errors fail the walkthrough', () => {
  it('passes the unplanted page', async () => {
    const { steps, config, scopes } = await walkthroughOf(
      page(
        'An access token with the scope `integration:read` in `ROUTEKIT_TOKEN`.',
        `${curl("'https://api.example.com/integration/v1/projects/prj_berlin_daily'")}\n\`\`\`json\n${PROJECT}\n\`\`\`\n`,
      ),
    );
    expect((await runWalkthrough(steps, 'curl', config, scopes)).failures).toEqual([]);
  });

  it('fails a guide that asks for the wrong scope (403)', async () => {
    const { steps, config, scopes } = await walkthroughOf(
      page(
        'An access token with the scope `routing:read` in `ROUTEKIT_TOKEN`.',
        curl("'https://api.example.com/integration/v1/projects/prj_berlin_daily'"),
      ),
    );
    const { failures } = await runWalkthrough(steps, 'curl', config, scopes);
    expect(failures.flatMap((failure) => failure.messages).join('\n')).toMatch(
      /GET \/integration\/v1\/projects\/prj_berlin_daily answered 403/,
    );
  });

  it('fails a documented field that the sandbox does not return', async () => {
    const planted = PROJECT.replace(
      '"currency": "EUR",',
      '"currency": "EUR",\n  "region": "eu-central",',
    );
    const { steps, config, scopes } = await walkthroughOf(
      page(
        'An access token with the scope `integration:read` in `ROUTEKIT_TOKEN`.',
        `${curl("'https://api.example.com/integration/v1/projects/prj_berlin_daily'")}\n\`\`\`json\n${planted}\n\`\`\`\n`,
      ),
    );
    const [failure] = (await runWalkthrough(steps, 'curl', config, scopes)).failures;
    expect(failure?.line).toBe(13);
    expect(failure?.messages.join('\n')).toContain(
      '/region: documented "eu-central", sandbox has no field',
    );
  });

  it('fails an id that the sample world lacks (404)', async () => {
    const { steps, config, scopes } = await walkthroughOf(
      page(
        'An access token with the scope `integration:read` in `ROUTEKIT_TOKEN`.',
        curl("'https://api.example.com/integration/v1/bookings/bk_9999'"),
      ),
    );
    const { failures } = await runWalkthrough(steps, 'curl', config, scopes);
    expect(failures.flatMap((failure) => failure.messages).join('\n')).toMatch(
      /GET \/integration\/v1\/bookings\/bk_9999 answered 404/,
    );
  });

  it('fails an added_cost that does not follow the prices', async () => {
    // The page as written runs clean, so the failure below is the planted cost's alone.
    const baseline = await runWalkthrough(
      insertionWalkthrough.steps,
      'curl',
      insertionConfig,
      insertionWalkthrough.scopes,
    );
    expect(baseline.failures).toEqual([]);
    const walkthrough = await walkthroughOf(
      insertionPage.replace(
        /"added_cost": (\d+(?:\.\d+)?)/,
        (_, cost: string) => `"added_cost": ${Number(cost) + 1}`,
      ),
    );
    const { failures } = await runWalkthrough(
      walkthrough.steps,
      'curl',
      insertionConfig,
      walkthrough.scopes,
    );
    expect(failures.flatMap((failure) => failure.messages).join('\n')).toMatch(
      /\/options\/0\/added_cost: documented \S+, sandbox \d/,
    );
  });
});
