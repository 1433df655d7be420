import { describe, it, expect } from 'vitest';

import sidebars from '../../sidebars';
import { loadDocs, loadTagKeys } from '../support/docs';

/** The tags the product spec names; docs/tags.yml may add more but must hold these. */
const SPEC_TAGS = [
  'assigned-route',
  'auth',
  'bookings',
  'capacity',
  'compound-zones',
  'cumulative-limitation',
  'customer-master',
  'cvrptw',
  'demand',
  'depot',
  'driver',
  'driver-break',
  'eta',
  'eventing',
  'exclusive-groups',
  'faq',
  'integration',
  'integration-api',
  'label',
  'milkrun',
  'nodes',
  'orders',
  'pagination',
  'pickup',
  'pod-notifications',
  'point',
  'project',
  'project-setup',
  'routing',
  'scheduled-delivery',
  'simulation',
  'simulations',
  'simulation-templates',
  'stateless',
  'stateless-vrp',
  'system-design',
  'time-windows',
  'tracking-link',
  'trip-cost',
  'vehicle-characteristics',
  'vehicle-labels',
  'vehicle-type',
  'vrp',
  'warehouse-capacity',
  'webhooks',
  'zone-penalty',
];

function collectDocIds(items: unknown): string[] {
  if (typeof items === 'string') return [items];
  if (Array.isArray(items)) return items.flatMap(collectDocIds);
  if (items && typeof items === 'object') {
    const item = items as Record<string, unknown>;
    if (item.type === 'doc' && typeof item.id === 'string') return [item.id];
    if (item.type === 'category') {
      const link = item.link as Record<string, unknown> | undefined;
      const linked = link?.type === 'doc' && typeof link.id === 'string' ? [link.id] : [];
      return [...linked, ...collectDocIds(item.items)];
    }
  }
  return [];
}

describe('docs structure', () => {
  const docs = loadDocs();

  it('tags.yml holds every tag of the spec, each with a label and a description', async () => {
    const keys = loadTagKeys();
    expect(SPEC_TAGS.filter((tag) => !keys.includes(tag))).toEqual([]);
  });

  it('tutorialSidebar starts with the intro and lists every doc exactly once', () => {
    const ids = collectDocIds((sidebars as Record<string, unknown>).tutorialSidebar);
    expect(ids[0]).toBe('intro');
    const duplicates = ids.filter((id, index) => ids.indexOf(id) !== index);
    expect(duplicates).toEqual([]);
    const missing = docs.map((doc) => doc.id).filter((id) => !ids.includes(id));
    expect(missing).toEqual([]);
  });

  it('every page has a title, a description of at most 160 characters, known tags and a sidebar position', () => {
    const tags = new Set(loadTagKeys());
    const problems: string[] = [];
    for (const doc of docs) {
      const fm = doc.frontMatter;
      if (typeof fm.title !== 'string' || !fm.title.trim()) problems.push(`${doc.file}: no title`);
      if (typeof fm.description !== 'string' || !fm.description.trim())
        problems.push(`${doc.file}: no description`);
      else if (fm.description.length > 160)
        problems.push(`${doc.file}: description has ${fm.description.length} characters`);
      if (!Array.isArray(fm.tags) || fm.tags.length === 0) problems.push(`${doc.file}: no tags`);
      else
        for (const tag of fm.tags)
          if (!tags.has(String(tag))) problems.push(`${doc.file}: unknown tag ${String(tag)}`);
      if (typeof fm.sidebar_position !== 'number')
        problems.push(`${doc.file}: no numeric sidebar_position`);
    }
    expect(problems).toEqual([]);
  });

  it('no page carries placeholder wording', () => {
    const forbidden = /\b(TODO|lorem|ipsum|coming soon|placeholder|TBD)\b/i;
    const offenders = docs.filter((doc) => forbidden.test(doc.body)).map((doc) => doc.file);
    expect(offenders).toEqual([]);
  });
});
