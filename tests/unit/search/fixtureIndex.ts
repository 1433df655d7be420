import { buildSearchIndex } from '../../../src/plugins/search/buildSearchIndex';
import type { PageSource } from '../../../src/plugins/search/parsedPage';
import type { SearchIndexData } from '../../../src/search/records';

/** A small, hand-written site: enough pages to exercise ranking, filters and pagination. */
export function fixturePages(): PageSource[] {
  const docs = (
    permalink: string,
    title: string,
    sections: PageSource['sections'],
  ): PageSource => ({
    permalink,
    category: 'Concepts',
    title,
    searchTag: 'docs-default-current',
    keywords: [],
    sections,
  });
  const pages: PageSource[] = [
    docs('/docs/concepts/time-windows', 'Time windows', [
      {
        level: 1,
        headings: [],
        anchor: '',
        paragraphs: ['Each entry of time_windows has a start and an end; both ends are inclusive.'],
      },
      {
        level: 2,
        headings: ['Waiting versus lateness'],
        anchor: 'waiting-versus-lateness',
        paragraphs: ['A vehicle that arrives early waits; the wait shows in the stop.'],
      },
      {
        level: 3,
        headings: ['Waiting versus lateness', 'Several windows'],
        anchor: 'several-windows',
        paragraphs: ['A job may have up to ten windows. Service must start inside one of them.'],
      },
    ]),
    docs('/docs/howto/webhooks', 'Receive webhooks', [
      {
        level: 1,
        headings: [],
        anchor: '',
        paragraphs: ['Verify the HMAC-SHA256 signature of every delivery before you trust it.'],
      },
      {
        level: 2,
        headings: ['Signature <check> & "quotes"'],
        anchor: 'signature-check',
        paragraphs: [
          'Compare the signature header with <b>your</b> own digest of timestamp & body.',
        ],
      },
    ]),
    {
      permalink: '/optimization',
      category: 'Product',
      title: 'Optimization',
      searchTag: 'default',
      keywords: [],
      sections: [
        {
          level: 1,
          headings: [],
          anchor: '',
          paragraphs: [
            'Plans with time windows, breaks and capacities that a dispatcher signs off.',
          ],
        },
      ],
    },
  ];
  // Filler pages that all mention "route", for pagination.
  for (let index = 1; index <= 25; index += 1) {
    pages.push(
      docs(`/docs/routes/route-${String(index).padStart(2, '0')}`, `Route example ${index}`, [
        {
          level: 1,
          headings: [],
          anchor: '',
          paragraphs: [`Route number ${index} of the sample plan.`],
        },
      ]),
    );
  }
  return pages;
}

export function fixtureIndex(): SearchIndexData {
  return buildSearchIndex(fixturePages(), { language: 'en' });
}
