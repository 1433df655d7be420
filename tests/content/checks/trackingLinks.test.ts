import { describe, expect, it } from 'vitest';

import { pageFromSource } from '../../support/mdx';
import { readSpec, type JsonObject } from '../../support/openapiSchemas';
import { formatAll } from './offence';
import { checkTrackingLinkExamples, checkTrackingLinks } from './trackingLinks';

const link = (expiresAt: string) =>
  `\`\`\`json schema="integration#/components/schemas/TrackingLink"\n${JSON.stringify({ id: 'trk_1', booking_id: 'bk_1001', expires_at: expiresAt })}\n\`\`\`\n`;
const check = async (...blocks: string[]): Promise<string[]> =>
  formatAll(
    checkTrackingLinks(await pageFromSource('howto/x.mdx', `Intro.\n\n${blocks.join('\n')}`)),
  );

describe('tracking link examples show only an expiry their request sent', () => {
  it('accepts an expires_at the curl, JavaScript or Python call sends', async () => {
    for (const call of [
      `\`\`\`bash\ncurl -d '{ "locale": "de-DE", "expires_at": "2026-03-03T23:59:59+01:00" }'\n\`\`\`\n`,
      "```js\nbody: JSON.stringify({ expires_at: '2026-03-03T23:59:59+01:00' }),\n```\n",
      '```python\njson={"expires_at": "2026-03-03T23:59:59+01:00"},\n```\n',
    ]) {
      expect(await check(call, link('2026-03-03T23:59:59+01:00'))).toEqual([]);
    }
  });

  it('reports an expiry no call sends, as the default would not be known yet', async () => {
    expect(
      await check(
        `\`\`\`bash\ncurl -d '{ "locale": "de-DE", "show_driver_name": true }'\n\`\`\`\n`,
        link('2026-03-03T23:59:59+01:00'),
      ),
    ).toEqual([
      expect.stringMatching(
        /^docs\/howto\/x\.mdx:\d+: expires_at 2026-03-03T23:59:59\+01:00 is not sent by a call of the page/,
      ),
    ]);
  });

  it('reports a request example that sends another expiry than its response shows', () => {
    expect(
      checkTrackingLinkExamples(
        { german: { value: { expires_at: '2026-03-04T00:00:00+01:00' } } },
        { german: { value: { expires_at: '2026-03-03T23:59:59+01:00' } } },
      ),
    ).toHaveLength(1);
  });
});

describe('the spec’s tracking link examples', () => {
  it('createTrackingLink returns the expires_at its request example sends', () => {
    const operation = (
      (readSpec('integration').paths as JsonObject)[
        '/bookings/{booking_id}/tracking-links'
      ] as JsonObject
    ).post as JsonObject;
    const examples = (body: unknown) =>
      ((body as JsonObject).content as JsonObject)['application/json'] as JsonObject;
    const requests = examples(operation.requestBody).examples as Parameters<
      typeof checkTrackingLinkExamples
    >[0];
    const responses = examples((operation.responses as JsonObject)['201']).examples as Parameters<
      typeof checkTrackingLinkExamples
    >[1];
    expect(checkTrackingLinkExamples(requests, responses)).toEqual([]);
  });
});
