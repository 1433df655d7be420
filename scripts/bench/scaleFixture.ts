/**
 * The generated docs pages of `npm run bench:scale`: N pages written like ours (600 to 1,500
 * words, headings, a table, code blocks, JSON examples taken from the sample world, a Mermaid
 * diagram on one page in ten, tags from docs/tags.yml, links to real docs and to each other)
 * and a sidebar category holding them in groups. Deterministic: the same N and seed give the
 * same bytes, so two runs of the bench build the same site.
 *
 * Every page adds words of its own (field and customer names made of syllables), as a growing
 * site does with every integration and release, so the search index grows with N the way a
 * real one would rather than repeating one vocabulary.
 */
import sampleWorld from '../../src/data/sampleWorld.json';
import { mulberry32 } from './mulberry32';

export const SCALE_DOCS_DIR = 'scale';
export const PAGES_PER_GROUP = 50;
export const DIAGRAM_EVERY = 10;
export const MIN_WORDS = 600;
export const MAX_WORDS = 1500;
const DEFAULT_SEED = 20_260_302;

export interface ScalePage {
  /** Doc id, as the sidebar names it: `scale/g001/scale-0001`. */
  id: string;
  /** Path under docs/. */
  file: string;
  title: string;
  tags: string[];
  hasDiagram: boolean;
  contents: string;
}

export interface ScaleSidebarCategory {
  type: 'category';
  label: string;
  collapsible: true;
  collapsed: true;
  items: (string | ScaleSidebarCategory)[];
}

export interface ScaleFixture {
  pages: ScalePage[];
  /** The category the bench appends to the site's tutorialSidebar; null for N = 0. */
  sidebarCategory: ScaleSidebarCategory | null;
}

/** Real pages the generated ones link to, as readers' pages do (checked by onBrokenLinks). */
export const LINKED_DOCS = [
  { url: '/docs/concepts/depot', text: 'depots' },
  { url: '/docs/concepts/timewindow_model', text: 'the time window model' },
  { url: '/docs/concepts/capacity_demand', text: 'capacity and demand' },
  { url: '/docs/concepts/vehicle_labels', text: 'vehicle labels' },
  { url: '/docs/howto/webhooks', text: 'webhooks' },
  { url: '/docs/howto/paginated_data', text: 'paginated data' },
  { url: '/docs/howto/driver_break', text: 'driver breaks' },
  { url: '/docs/terms/glossary', text: 'the glossary' },
] as const;

const SUBJECTS = [
  'Time windows',
  'Capacity dimensions',
  'Driver breaks',
  'Vehicle labels',
  'Webhook delivery',
  'Paginated exports',
  'Proof of delivery',
  'Live insertion',
  'Booking priorities',
  'Depot opening hours',
  'Route cost',
  'Unassigned bookings',
  'Maximum trip duration',
  'Service durations',
  'Pickup and delivery pairs',
  'Idempotent retries',
];

const CONTEXTS = [
  'the order import',
  'the nightly plan',
  'the dispatcher console',
  'the driver app',
  'the ERP export',
  'the same-day window',
  'the cooled fleet',
  'the tail-lift bookings',
];

const VERBS = ['checks', 'keeps', 'sends', 'reads', 'rejects', 'stores', 'plans', 'reports'];
const OBJECTS = [
  'every booking of the day',
  'the time windows of each shop',
  'the capacity of the vans',
  'the route of each vehicle',
  'the cost per kilometre',
  'the service duration at a stop',
  'the labels a vehicle carries',
  'the plan version it answered',
];
const REASONS = [
  'so a dispatcher sees the same plan the drivers run',
  'because a late booking must not move a confirmed stop',
  'since the optimizer never guesses a missing field',
  'so the ERP and the plan agree on every quantity',
  'because a retry with the same key must not plan twice',
  'so that a van never leaves before the depot opens',
];
const SYLLABLES = [
  'ka',
  'lo',
  'mer',
  'tin',
  'vos',
  'dra',
  'pel',
  'sun',
  'quo',
  'rix',
  'bel',
  'ton',
];

type Random = () => number;

function pick<T>(random: Random, items: readonly T[]): T {
  return items[Math.floor(random() * items.length)]!;
}

function pickSome<T>(random: Random, items: readonly T[], count: number): T[] {
  const pool = [...items];
  const chosen: T[] = [];
  while (chosen.length < count && pool.length > 0) {
    chosen.push(pool.splice(Math.floor(random() * pool.length), 1)[0]!);
  }
  return chosen;
}

function inventedWord(random: Random): string {
  const length = 2 + Math.floor(random() * 2);
  return Array.from({ length }, () => pick(random, SYLLABLES)).join('');
}

function countWords(text: string): number {
  return text.split(/\s+/).filter(Boolean).length;
}

function pad(value: number, width: number): string {
  return String(value).padStart(width, '0');
}

function groupName(index: number): string {
  return `g${pad(Math.floor(index / PAGES_PER_GROUP) + 1, 3)}`;
}

function pageSlug(index: number): string {
  return `scale-${pad(index + 1, 4)}`;
}

function pageId(index: number): string {
  return `${SCALE_DOCS_DIR}/${groupName(index)}/${pageSlug(index)}`;
}

/** A relative file link from page `from` to page `to`, as writers link their own pages. */
function relativeLink(from: number, to: number): string {
  const target = `${pageSlug(to)}.mdx`;
  return groupName(from) === groupName(to) ? `./${target}` : `../${groupName(to)}/${target}`;
}

function sentence(random: Random, subject: string, field: string, customer: string): string {
  const booking = pick(random, sampleWorld.bookings);
  const shop = sampleWorld.shops.find((s) => s.id === booking.node_id)!;
  const vehicle = pick(random, sampleWorld.vehicles);
  const templates = [
    () =>
      `${sampleWorld.company} ${pick(random, VERBS)} ${pick(random, OBJECTS)} ${pick(random, REASONS)}.`,
    () =>
      `Booking \`${booking.id}\` for ${shop.name} weighs ${booking.demand.weight} kg and takes ${booking.service_duration / 60} minutes of service, which ${pick(random, CONTEXTS)} has to respect.`,
    () =>
      `The field \`${field}\` ${pick(random, VERBS)} ${pick(random, OBJECTS)} for ${customer}, ${pick(random, REASONS)}.`,
    () =>
      `Vehicle \`${vehicle.id}\` carries up to ${vehicle.capacity.weight} kg and ${vehicle.capacity.pallets} pallets, so ${pick(random, CONTEXTS)} ${pick(random, VERBS)} ${pick(random, OBJECTS)} before it is assigned.`,
    () =>
      `On the reference day, ${sampleWorld.reference_day}, the vans leave ${sampleWorld.depot.name} after the shift starts and ${pick(random, CONTEXTS)} ${pick(random, VERBS)} ${pick(random, OBJECTS)}.`,
    () =>
      `${subject} in ${pick(random, CONTEXTS)} depend on \`${field}\`: ${sampleWorld.company} ${pick(random, VERBS)} ${pick(random, OBJECTS)} ${pick(random, REASONS)}.`,
    () =>
      `When ${customer} changes an order, ${pick(random, CONTEXTS)} ${pick(random, VERBS)} ${pick(random, OBJECTS)} ${pick(random, REASONS)}.`,
  ];
  return pick(random, templates)();
}

interface PageWords {
  subject: string;
  field: string;
  customer: string;
}

function paragraph(random: Random, words: PageWords, sentences: number): string {
  const { subject, field, customer } = words;
  return Array.from({ length: sentences }, () => sentence(random, subject, field, customer)).join(
    ' ',
  );
}

function bookingTable(random: Random): string {
  const rows = pickSome(random, sampleWorld.bookings, 4).map((booking) => {
    const window = booking.time_windows[0];
    const hours = window ? `${window.start.slice(11, 16)} to ${window.end.slice(11, 16)}` : 'any';
    return `| \`${booking.id}\` | ${booking.type} | ${booking.demand.weight} kg | ${hours} | ${booking.priority} |`;
  });
  return [
    '| Booking | Type | Weight | Window | Priority |',
    '| --- | --- | --- | --- | --- |',
    ...rows,
  ].join('\n');
}

function solveRequestJson(random: Random): string {
  const bookings = pickSome(random, sampleWorld.bookings, 2);
  const vehicle = pick(random, sampleWorld.vehicles);
  return JSON.stringify(
    {
      project_id: sampleWorld.project.id,
      vehicles: [{ id: vehicle.id, capacity: vehicle.capacity, labels: vehicle.labels }],
      bookings,
    },
    null,
    2,
  );
}

function curlBlock(field: string): string {
  return [
    '```bash',
    `curl -X POST https://api.example.com/integration/v1/projects/${sampleWorld.project.id}/optimizations \\`,
    '  -H "Authorization: Bearer $TOKEN" \\',
    '  -H "Content-Type: application/json" \\',
    `  -d '{ "mode": "full", "options": { "${field}": true } }'`,
    '```',
  ].join('\n');
}

function pythonBlock(field: string): string {
  return [
    '```python',
    'import requests',
    '',
    'response = requests.get(',
    `    "https://api.example.com/integration/v1/projects/${sampleWorld.project.id}/routes",`,
    '    headers={"Authorization": f"Bearer {token}"},',
    `    params={"${field}": "true", "limit": 50},`,
    '    timeout=30,',
    ')',
    'for route in response.json()["items"]:',
    '    print(route["vehicle_id"], len(route["stops"]))',
    '```',
  ].join('\n');
}

function mermaidBlock(random: Random, title: string): string {
  const shops = pickSome(random, sampleWorld.shops, 3);
  const lines = shops.map(
    (shop, index) =>
      `  ${index === 0 ? 'depot' : shops[index - 1]!.id} --> ${shop.id}[${shop.name}]`,
  );
  return [
    `\`\`\`mermaid title="${title}"`,
    'flowchart LR',
    `  depot[${sampleWorld.depot.name}]`,
    ...lines,
    `  ${shops[shops.length - 1]!.id} --> depot`,
    '```',
  ].join('\n');
}

function generatePage(index: number, count: number, tagKeys: readonly string[], seed: number) {
  const random = mulberry32(seed + index * 7919);
  const subject = SUBJECTS[index % SUBJECTS.length]!;
  const field = `${inventedWord(random)}_${inventedWord(random)}`;
  const customer = `${inventedWord(random).replace(/^./, (c) => c.toUpperCase())} Retail`;
  const title = `${subject} for ${customer} (${pad(index + 1, 4)})`;
  const words: PageWords = { subject, field, customer };
  const tags = pickSome(random, tagKeys, 2 + Math.floor(random() * 2));
  const hasDiagram = index % DIAGRAM_EVERY === 0;
  const targetWords = MIN_WORDS + 50 + Math.floor(random() * (MAX_WORDS - MIN_WORDS - 200));
  const linked = pick(random, LINKED_DOCS);
  const next = (index + 1) % count;

  const head = [
    '---',
    `title: ${JSON.stringify(title)}`,
    `description: ${JSON.stringify(`How ${customer} uses ${subject.toLowerCase()} with the field ${field}, with requests and examples from the sample day.`)}`,
    `tags: [${tags.join(', ')}]`,
    '---',
    '',
  ].join('\n');
  const blocks: string[] = [
    paragraph(random, words, 4),
    `See ${linked.text} ([${linked.text}](${linked.url})) for the model behind it, and [the next guide](${relativeLink(index, next)}) for a related setup.`,
    '## When to use it',
    paragraph(random, words, 5),
    bookingTable(random),
    '## Example request',
    paragraph(random, words, 2),
    curlBlock(field),
    `\`\`\`json\n${solveRequestJson(random)}\n\`\`\``,
  ];
  if (hasDiagram) {
    blocks.push('## How the route runs', mermaidBlock(random, `Route of ${customer}`));
  }
  blocks.push('## Reading the result', paragraph(random, words, 3), pythonBlock(field));
  let wordCount = countWords(blocks.join('\n'));
  for (let section = 1; wordCount < targetWords; section += 1) {
    const text = paragraph(random, words, 4 + Math.floor(random() * 3));
    blocks.push(`### ${pick(random, CONTEXTS).replace(/^the /, 'In the ')}, part ${section}`, text);
    wordCount = countWords(blocks.join('\n'));
  }
  return {
    id: pageId(index),
    file: `${pageId(index)}.mdx`,
    title,
    tags,
    hasDiagram,
    contents: `${head}\n${blocks.join('\n\n')}\n`,
  } satisfies ScalePage;
}

function sidebarCategory(pages: readonly ScalePage[]): ScaleSidebarCategory | null {
  if (pages.length === 0) return null;
  const groups = new Map<string, string[]>();
  for (const page of pages) {
    const group = page.id.split('/')[1]!;
    groups.set(group, [...(groups.get(group) ?? []), page.id]);
  }
  return {
    type: 'category',
    label: 'Generated guides',
    collapsible: true,
    collapsed: true,
    items: [...groups].map(([group, ids]) => ({
      type: 'category',
      label: `Guides ${group.slice(1)}`,
      collapsible: true,
      collapsed: true,
      items: ids,
    })),
  };
}

/** N pages and their sidebar category; `tagKeys` are the keys of docs/tags.yml. */
export function generateScaleFixture(
  count: number,
  tagKeys: readonly string[],
  seed = DEFAULT_SEED,
): ScaleFixture {
  if (!Number.isInteger(count) || count < 0) {
    throw new Error(`page count must be a whole number >= 0, got ${count}`);
  }
  if (tagKeys.length < 3) throw new Error('docs/tags.yml must define at least 3 tags');
  const pages = Array.from({ length: count }, (_, index) =>
    generatePage(index, count, tagKeys, seed),
  );
  return { pages, sidebarCategory: sidebarCategory(pages) };
}
