/**
 * The example requests the playground starts from. Each has its page at /playground/<id>, and
 * the default one at /playground (src/plugins/playground). The JSON is loaded on demand
 * so a page only ships the example it shows (the Solomon instances are 40 kB each).
 */
import type { SolveRequest } from '@site/src/solver/types';

export interface PlaygroundExample {
  id: string;
  title: string;
  summary: string;
  load: () => Promise<SolveRequest>;
}

const asRequest = (module: { default: unknown }): SolveRequest => module.default as SolveRequest;

export const PLAYGROUND_EXAMPLES: readonly PlaygroundExample[] = [
  {
    id: 'city',
    title: 'City deliveries',
    summary: 'Kestrel Wholesale: four vans from the Spandau depot deliver to ten Berlin shops.',
    load: () => import('./city.json').then(asRequest),
  },
  {
    id: 'pickup-delivery',
    title: 'Pickup and delivery',
    summary: 'Shipments moved between shops: pickup and delivery on the same van, pickup first.',
    load: () => import('./pickup-delivery.json').then(asRequest),
  },
  {
    id: 'time-windows',
    title: 'Time windows and breaks',
    summary: 'Every shop accepts goods in a two-hour window; each driver takes a 30-minute lunch.',
    load: () => import('./time-windows.json').then(asRequest),
  },
  {
    id: 'labels',
    title: 'Labels and an unassignable job',
    summary: 'Chilled goods need the cooling van; one shop needs a tail lift that no van has.',
    load: () => import('./labels.json').then(asRequest),
  },
  {
    id: 'solomon-c101',
    title: 'Solomon C101',
    summary: '100 clustered customers with time windows (Solomon 1987), in planar metres.',
    load: () => import('./solomon-c101.json').then(asRequest),
  },
  {
    id: 'solomon-r101',
    title: 'Solomon R101',
    summary: '100 randomly placed customers with tight time windows (Solomon 1987).',
    load: () => import('./solomon-r101.json').then(asRequest),
  },
];

export const DEFAULT_EXAMPLE_ID = 'city';

export function findExample(id: string): PlaygroundExample | undefined {
  return PLAYGROUND_EXAMPLES.find((example) => example.id === id);
}
