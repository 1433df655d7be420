/**
 * The one source of term definitions. The glossary page, the `<Term>` tooltips and the first
 * paragraph of every page under docs/terms/ use these sentences; a content test keeps the term
 * pages in step with this file, so edit a definition here and on its page together.
 */
export type TermId =
  | 'booking'
  | 'capacity'
  | 'characteristics'
  | 'compound_zone'
  | 'dfr'
  | 'erp'
  | 'group'
  | 'jit'
  | 'milk_run'
  | 'node'
  | 'offer'
  | 'oms'
  | 'ondemand'
  | 'passenger'
  | 'simulation'
  | 'slack';

export interface GlossaryEntry {
  /** The term as it reads in a sentence, e.g. 'compound zone'. */
  term: string;
  /** What an acronym stands for, e.g. 'dynamic fleet routing' for DFR. */
  expansion?: string;
  /** One sentence; the first paragraph of the term page is exactly this text. */
  definition: string;
  /** URL path of the term page. */
  page: string;
}

export const GLOSSARY: Record<TermId, GlossaryEntry> = {
  booking: {
    term: 'booking',
    definition:
      'A booking is an order to deliver, pick up or perform a service at a node, or to carry a shipment from one node to another, with its demand, time windows and priority.',
    page: '/docs/terms/booking',
  },
  capacity: {
    term: 'capacity',
    definition:
      'Capacity is the most a vehicle can carry in each named dimension, such as weight in kilograms, volume or pallets, where a dimension the vehicle does not list counts as zero.',
    page: '/docs/terms/capacity',
  },
  characteristics: {
    term: 'characteristics',
    definition:
      'Characteristics are the properties of a vehicle or vehicle type, such as capacity, equipment labels, costs, road profile and shifts, that decide which bookings it can serve and at what cost.',
    page: '/docs/terms/characteristics',
  },
  compound_zone: {
    term: 'compound zone',
    definition:
      'A compound zone is an area built from two or more zones by union, intersection or difference, with a rule of its own: forbidden for some vehicle types or allowed at a penalty.',
    page: '/docs/terms/compound_zone',
  },
  dfr: {
    term: 'DFR',
    expansion: 'dynamic fleet routing',
    definition:
      'Dynamic fleet routing (DFR) is the continuous re-planning of vehicle routes during the day as new orders, cancellations and delays arrive.',
    page: '/docs/terms/dfr',
  },
  erp: {
    term: 'ERP',
    expansion: 'enterprise resource planning',
    definition:
      "An enterprise resource planning (ERP) system is the business software that holds a company's orders, stock, invoices and master data.",
    page: '/docs/terms/erp',
  },
  group: {
    term: 'group',
    definition:
      'A group is the exclusive group key of a booking, which keeps incompatible bookings on separate routes because a route carries bookings of at most one group.',
    page: '/docs/terms/group',
  },
  jit: {
    term: 'JIT',
    expansion: 'just-in-time',
    definition:
      'Just-in-time (JIT) delivery brings goods to the receiver close to when they are used, within a narrow time window, so that nothing waits in storage.',
    page: '/docs/terms/jit',
  },
  milk_run: {
    term: 'milk run',
    definition:
      'A milk run is a regular round trip that visits several suppliers or customers in a fixed sequence and schedule, collecting or delivering small quantities at each.',
    page: '/docs/terms/milk_run',
  },
  node: {
    term: 'node',
    definition:
      'A node is a place where bookings are served, such as a shop or a customer site, stored once with its coordinates, an optional postal address and the customer it belongs to, if any.',
    page: '/docs/terms/node',
  },
  offer: {
    term: 'offer',
    definition:
      'An offer is a proposed arrival time and added cost for serving a new order within the current plan, computed before the customer commits.',
    page: '/docs/terms/offer',
  },
  oms: {
    term: 'OMS',
    expansion: 'order management system',
    definition:
      'An order management system (OMS) is the software that captures orders from sales channels and tracks them until they are fulfilled.',
    page: '/docs/terms/oms',
  },
  ondemand: {
    term: 'on-demand',
    definition:
      'On-demand means orders are served shortly after they are placed, so they are planned into routes that are already running.',
    page: '/docs/terms/ondemand',
  },
  passenger: {
    term: 'passenger',
    definition:
      'A passenger is a person carried as the load of a route, for example in dial-a-ride or employee shuttle services, who takes a seat from pickup to drop-off and whose time on board must stay short.',
    page: '/docs/terms/passenger',
  },
  simulation: {
    term: 'simulation',
    definition:
      'A simulation is a copy of a project used to test changes to fleet, orders or settings without affecting the live plan.',
    page: '/docs/terms/simulation',
  },
  slack: {
    term: 'slack',
    definition:
      'Slack is how much later service at a stop could start without breaking its own time window or any later time window or shift end on the same route.',
    page: '/docs/terms/slack',
  },
};

export const TERM_IDS = Object.keys(GLOSSARY) as TermId[];

export function isTermId(value: string): value is TermId {
  return Object.prototype.hasOwnProperty.call(GLOSSARY, value);
}

/** Term ids in the order a reader looks them up: alphabetical by the term as written. */
export function alphabeticalTermIds(): TermId[] {
  return [...TERM_IDS].sort((a, b) =>
    GLOSSARY[a].term.localeCompare(GLOSSARY[b].term, 'en', { sensitivity: 'base' }),
  );
}
