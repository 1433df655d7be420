/**
 * Public types of the Stateless API model (openapi/README.md, "The Stateless API model").
 * Field names are the wire names; optional fields carry the defaults stated in the contract.
 */

export interface GeoLocation {
  lat: number;
  lon: number;
}

/** Planar coordinates in metres. */
export interface PlanarLocation {
  x: number;
  y: number;
}

export type Location = GeoLocation | PlanarLocation;

/** Both ends inclusive, RFC 3339 timestamps with offset. */
export interface TimeWindow {
  start: string;
  end: string;
}

/** Dimension name -> integer amount. */
export type QuantityMap = Record<string, number>;

export interface VehicleCosts {
  fixed?: number;
  per_kilometre?: number;
  per_hour?: number;
}

export interface Break {
  id: string;
  /** Window in which the break must start. */
  time_window: TimeWindow;
  duration: number;
}

export interface Vehicle {
  id: string;
  start_location: Location;
  end_location?: Location;
  shift: TimeWindow;
  capacity?: QuantityMap;
  labels?: string[];
  costs?: VehicleCosts;
  max_trip_duration?: number;
  breaks?: Break[];
}

export type JobType = 'delivery' | 'pickup' | 'service';

export interface Job {
  id: string;
  type: JobType;
  location: Location;
  demand?: QuantityMap;
  service_duration?: number;
  time_windows?: TimeWindow[];
  required_labels?: string[];
  priority?: number;
}

export interface ShipmentStep {
  location: Location;
  service_duration?: number;
  time_windows?: TimeWindow[];
}

export interface Shipment {
  id: string;
  pickup: ShipmentStep;
  delivery: ShipmentStep;
  demand?: QuantityMap;
  required_labels?: string[];
  priority?: number;
}

export interface Matrices {
  locations: Location[];
  /** Seconds; a negative entry marks the pair as unreachable. */
  durations: number[][];
  /** Metres; a negative entry marks the pair as unreachable. */
  distances: number[][];
}

export type SolveObjective = 'min_cost' | 'min_vehicles';

export interface SolveOptions {
  objective?: SolveObjective;
  time_limit?: number;
  seed?: number;
  speed_kmh?: number;
}

export interface SolveRequest {
  vehicles: Vehicle[];
  jobs?: Job[];
  shipments?: Shipment[];
  matrices?: Matrices;
  options?: SolveOptions;
}

export type SolveStatus = 'solved' | 'partial';

export interface SolveSummary {
  cost: number;
  distance: number;
  duration: number;
  travel_duration: number;
  service_duration: number;
  waiting_duration: number;
  vehicles_used: number;
  unassigned_count: number;
}

export type StopType = 'start' | 'delivery' | 'pickup' | 'service' | 'break' | 'end';

export interface Stop {
  type: StopType;
  id?: string;
  shipment_id?: string;
  location: Location;
  arrival: string;
  departure: string;
  waiting: number;
  load_after: QuantityMap;
  distance_from_previous: number;
}

export interface Route {
  vehicle_id: string;
  cost: number;
  distance: number;
  duration: number;
  stops: Stop[];
}

export type UnassignedReason =
  | 'CAPACITY'
  | 'TIME_WINDOW'
  | 'VEHICLE_LABEL'
  | 'MAX_TRIP_DURATION'
  | 'SHIFT_END'
  | 'EXCLUSIVE_GROUP'
  | 'ZONE_FORBIDDEN'
  | 'NO_VEHICLE'
  | 'UNREACHABLE'
  | 'PRIORITY_DROPPED';

export interface Violation {
  constraint: string;
  detail: string;
}

/**
 * One change to the request that lets unassigned work into the plan as solved, or `none` when
 * nothing within the search bounds does (src/solver/README.md, "Relaxations").
 */
export type RelaxationKind =
  | 'time_window_end'
  | 'time_window_start'
  | 'shift_end'
  | 'max_trip_duration'
  | 'capacity'
  | 'vehicle_label'
  | 'drop_job'
  | 'none';

export interface Relaxation {
  kind: RelaxationKind;
  /** The change as a JSON Patch (RFC 6902) operation on the request; absent for `none`. */
  op?: 'add' | 'replace' | 'remove';
  /** JSON Pointer into the request, e.g. `/jobs/3/time_windows/0/end`. */
  path?: string;
  /** The new value at `path`; absent for `remove`. */
  value?: string | number | string[] | QuantityMap;
  /** Size of the change: minutes, capacity units, labels added, or the dropped job's priority. */
  amount?: number;
  unit?: 'minutes' | 'units' | 'labels' | 'priority';
  vehicle_id?: string;
  /** 1-based place of the (pickup) visit among the route's visits after the insertion. */
  position?: number;
  /** 1-based place of a shipment's delivery visit. */
  delivery_position?: number;
  /** Route cost after minus before, rounded to the cent as `Route.cost` is. */
  added_cost?: number;
  message: string;
}

export interface Unassigned {
  id: string;
  kind: 'job' | 'shipment';
  reason: UnassignedReason;
  message: string;
  violations: Violation[];
  /** Present when the caller asked for relaxations (`SolveCallOptions.suggestRelaxations`). */
  relaxation?: Relaxation;
}

export interface SolveResponse {
  status: SolveStatus;
  summary: SolveSummary;
  routes: Route[];
  unassigned: Unassigned[];
}

/** What the solver reports while it searches. */
export interface SolveProgress {
  iteration: number;
  bestCost: number;
  unassigned: number;
  elapsedMs: number;
}

/** Structural stand-in for AbortSignal: the solver only reads `aborted` between iterations. */
export interface CancelFlag {
  readonly aborted: boolean;
}

export interface SolveCallOptions {
  onProgress?: (progress: SolveProgress) => void;
  signal?: CancelFlag;
  /** Caps the number of improvement iterations; with a fixed seed the result is reproducible. */
  maxIterations?: number;
  /**
   * Milliseconds that `time_limit` is measured on (default: the host's monotonic clock). The
   * bench passes the process's CPU time, so a busy machine does not shorten a run's search.
   */
  clock?: () => number;
  /** Search the smallest relaxation for each unassigned task after the solve, unless cancelled (relax.ts). */
  suggestRelaxations?: boolean;
  /** Bounds of that search; `DEFAULT_RELAXATION_BUDGET` when absent. */
  relaxationBudget?: RelaxationBudget;
}

export interface RelaxationBudget {
  /** Route evaluations for all unassigned tasks together. */
  evaluations: number;
  /** Route evaluations for one task. */
  evaluationsPerTask: number;
  /** Wall-clock stop; it only ever cuts the search short (Infinity: never). */
  milliseconds: number;
}
