import type { Problem } from './model';
import {
  EVAL_IGNORE_BREAKS,
  FAIL_BREAK,
  FAIL_CAPACITY,
  FAIL_LABEL,
  FAIL_MAX_TRIP,
  FAIL_NONE,
  FAIL_PRECEDENCE,
  FAIL_SHIFT_END,
  FAIL_TIME_WINDOW,
  FAIL_UNREACHABLE,
  RouteEvaluator,
} from './schedule';
import type { Solution } from './solution';
import type { UnassignedReason, Violation } from './types';

export interface UnassignedTask {
  task: number;
  reason: UnassignedReason;
  message: string;
  violations: Violation[];
}

const MAX_VIOLATIONS = 10;

/** How far a check got: a vehicle that failed later tells more about the task. */
function depth(failure: number): number {
  switch (failure) {
    case FAIL_LABEL:
      return 1;
    case FAIL_CAPACITY:
      return 2;
    case FAIL_UNREACHABLE:
      return 3;
    case FAIL_TIME_WINDOW:
      return 4;
    case FAIL_SHIFT_END:
      return 5;
    case FAIL_BREAK:
    case FAIL_MAX_TRIP:
      return 6;
    default:
      return 0;
  }
}

function reasonOf(failure: number): UnassignedReason {
  switch (failure) {
    case FAIL_LABEL:
      return 'VEHICLE_LABEL';
    case FAIL_CAPACITY:
      return 'CAPACITY';
    case FAIL_UNREACHABLE:
      return 'UNREACHABLE';
    case FAIL_TIME_WINDOW:
      return 'TIME_WINDOW';
    case FAIL_MAX_TRIP:
      return 'MAX_TRIP_DURATION';
    default:
      return 'SHIFT_END';
  }
}

/**
 * `Violation.constraint` is the field or rule concerned, as a path into the request (see
 * openapi/shared.yaml#/components/schemas/Violation), not the reason code: the reason code is
 * already `Unassigned.reason`.
 */
function constraintOf(failure: number, capacityDimension?: string): string {
  switch (failure) {
    case FAIL_LABEL:
      return 'required_labels';
    case FAIL_CAPACITY:
      return capacityDimension === undefined ? 'capacity' : `capacity.${capacityDimension}`;
    case FAIL_UNREACHABLE:
      return 'matrices';
    case FAIL_TIME_WINDOW:
      return 'time_windows';
    case FAIL_BREAK:
      return 'breaks';
    case FAIL_MAX_TRIP:
      return 'max_trip_duration';
    default:
      return 'shift.end';
  }
}

/** The first dimension in which the task alone exceeds vehicle k's capacity. */
function exceededDimension(problem: Problem, task: number, k: number): string | undefined {
  const D = problem.dimensionCount;
  for (let d = 0; d < D; d++) {
    if (problem.taskDemand[task * D + d] > problem.capacity[k * D + d]) {
      return problem.spec.dimensions[d];
    }
  }
  return undefined;
}

/**
 * Explains every unassigned task by testing it against each vehicle: first alone on an empty
 * route (labels, capacity, reachability, windows, shift end, breaks, maximum trip duration),
 * then, if it fits alone somewhere, at every position of the current routes.
 */
export function diagnoseUnassigned(
  problem: Problem,
  solution: Solution,
  evaluator: RouteEvaluator,
): UnassignedTask[] {
  const result: UnassignedTask[] = [];
  for (let t = 0; t < problem.taskCount; t++) {
    if (!solution.assigned[t]) result.push(diagnoseTask(problem, solution, evaluator, t));
  }
  return result;
}

function taskVisits(problem: Problem, task: number): number[] {
  const second = problem.taskSecond[task];
  return second >= 0 ? [problem.taskFirst[task], second] : [problem.taskFirst[task]];
}

function diagnoseTask(
  problem: Problem,
  solution: Solution,
  evaluator: RouteEvaluator,
  task: number,
): UnassignedTask {
  const spec = problem.spec;
  const K = problem.vehicleCount;
  if (K === 0) {
    return {
      task,
      reason: 'NO_VEHICLE',
      message: 'The request has no vehicle that could serve it.',
      violations: [{ constraint: 'vehicles', detail: 'vehicles is empty' }],
    };
  }
  const visits = taskVisits(problem, task);
  const violations: Violation[] = [];
  const fitsAlone: number[] = [];
  let deepest = -1;
  let deepestFailure = FAIL_NONE;
  let usable = 0;
  for (let k = 0; k < K; k++) {
    const vehicleId = spec.vehicles[k].id;
    if (!vehicleUsable(problem, k)) {
      violations.push({
        constraint: 'shift',
        detail: `${vehicleId} cannot drive from its start to its end location within its shift`,
      });
      continue;
    }
    usable++;
    const cost = evaluator.evaluate(k, visits, visits.length);
    if (cost < Infinity) {
      fitsAlone.push(k);
      continue;
    }
    let failure = evaluator.failure;
    if (failure === FAIL_SHIFT_END || failure === FAIL_TIME_WINDOW) {
      // A break can push the schedule past a window or the shift end; name it when it does.
      if (evaluator.evaluate(k, visits, visits.length, EVAL_IGNORE_BREAKS) < Infinity) {
        failure = FAIL_BREAK;
      }
    }
    violations.push({
      constraint: constraintOf(
        failure,
        failure === FAIL_CAPACITY ? exceededDimension(problem, task, k) : undefined,
      ),
      detail: aloneDetail(problem, task, k, failure),
    });
    if (depth(failure) > deepest) {
      deepest = depth(failure);
      deepestFailure = failure;
    }
  }
  if (usable === 0) {
    return {
      task,
      reason: 'NO_VEHICLE',
      message: 'No vehicle in the request can complete a route within its shift.',
      violations: violations.slice(0, MAX_VIOLATIONS),
    };
  }
  if (fitsAlone.length === 0) {
    return {
      task,
      reason: reasonOf(deepestFailure),
      message: aloneMessage(problem, task, deepestFailure),
      violations: violations.slice(0, MAX_VIOLATIONS),
    };
  }
  return diagnoseCrowdedOut(problem, solution, evaluator, task, fitsAlone);
}

function vehicleUsable(problem: Problem, k: number): boolean {
  const travel = problem.travel(problem.startLoc[k], problem.endLoc[k]);
  return problem.shiftStart[k] + travel <= problem.shiftEnd[k];
}

/** The task fits some vehicle alone but not the routes as planned: say what is in the way. */
function diagnoseCrowdedOut(
  problem: Problem,
  solution: Solution,
  evaluator: RouteEvaluator,
  task: number,
  vehicles: number[],
): UnassignedTask {
  const spec = problem.spec;
  const priority = problem.taskPriority[task];
  const violations: Violation[] = [];
  const counts = new Map<number, number>();
  let displacedByPriority = false;
  for (const k of vehicles) {
    const rt = solution.routes[k];
    const current = Array.from(rt.visits.subarray(0, rt.size));
    const failure = closestInsertionFailure(problem, evaluator, k, current, task);
    // The solver's last pass inserts exactly wherever a task fits, so a route with room
    // cannot occur here; skip it rather than invent a reason.
    if (failure === FAIL_NONE) continue;
    violations.push({
      constraint: constraintOf(failure),
      detail: `${spec.vehicles[k].id}: ${crowdedDetail(failure)}`,
    });
    counts.set(failure, (counts.get(failure) ?? 0) + 1);
    const lower = current.filter((v) => problem.taskPriority[problem.visitTask[v]] <= priority);
    if (
      lower.length < current.length &&
      closestInsertionFailure(problem, evaluator, k, lower, task) === FAIL_NONE
    ) {
      displacedByPriority = true;
    }
  }
  if (displacedByPriority) {
    return {
      task,
      reason: 'PRIORITY_DROPPED',
      message: 'It fits a vehicle on its own but was left out in favour of higher-priority work.',
      violations: violations.slice(0, MAX_VIOLATIONS),
    };
  }
  let dominant = FAIL_CAPACITY;
  let dominantCount = -1;
  for (const [failure, count] of counts) {
    if (count > dominantCount || (count === dominantCount && depth(failure) > depth(dominant))) {
      dominant = failure;
      dominantCount = count;
    }
  }
  return {
    task,
    reason: dominant === FAIL_BREAK ? 'SHIFT_END' : reasonOf(dominant),
    message: crowdedMessage(dominant),
    violations: violations.slice(0, MAX_VIOLATIONS),
  };
}

/** Tries every position; returns FAIL_NONE if one works, else the failure that got furthest. */
function closestInsertionFailure(
  problem: Problem,
  evaluator: RouteEvaluator,
  k: number,
  route: number[],
  task: number,
): number {
  const visits = taskVisits(problem, task);
  const n = route.length;
  let best = -1;
  let bestFailure = FAIL_CAPACITY;
  const consider = (candidate: number[]): boolean => {
    if (evaluator.evaluate(k, candidate, candidate.length) < Infinity) return true;
    let failure = evaluator.failure;
    if (failure === FAIL_PRECEDENCE) return false;
    if (failure === FAIL_SHIFT_END || failure === FAIL_TIME_WINDOW) {
      if (evaluator.evaluate(k, candidate, candidate.length, EVAL_IGNORE_BREAKS) < Infinity) {
        failure = FAIL_BREAK;
      }
    }
    if (depth(failure) > best) {
      best = depth(failure);
      bestFailure = failure;
    }
    return false;
  };
  for (let i = 0; i <= n; i++) {
    if (visits.length === 1) {
      if (consider([...route.slice(0, i), visits[0], ...route.slice(i)])) return FAIL_NONE;
      continue;
    }
    for (let j = i; j <= n; j++) {
      const candidate = [
        ...route.slice(0, i),
        visits[0],
        ...route.slice(i, j),
        visits[1],
        ...route.slice(j),
      ];
      if (consider(candidate)) return FAIL_NONE;
    }
  }
  return bestFailure;
}

/** `van_01 has cooling but lacks tail_lift`: which of the required labels it has and lacks. */
function describeLabels(problem: Problem, task: number, k: number): string {
  const vehicle = problem.spec.vehicles[k];
  const required = problem.spec.tasks[task].requiredLabels;
  const present = required.filter((label) => vehicle.labels.includes(label));
  const missing = required.filter((label) => !vehicle.labels.includes(label));
  return present.length > 0
    ? `${vehicle.id} has ${present.join(', ')} but lacks ${missing.join(', ')}`
    : `${vehicle.id} lacks ${missing.join(', ')}`;
}

function describeCapacity(problem: Problem, task: number, k: number): string {
  const D = problem.dimensionCount;
  const parts: string[] = [];
  for (let d = 0; d < D; d++) {
    const demand = problem.taskDemand[task * D + d];
    const capacity = problem.capacity[k * D + d];
    if (demand > capacity) {
      parts.push(`${problem.spec.dimensions[d]} ${demand} > capacity ${capacity}`);
    }
  }
  return parts.join(', ');
}

function aloneDetail(problem: Problem, task: number, k: number, failure: number): string {
  const id = problem.spec.vehicles[k].id;
  switch (failure) {
    case FAIL_LABEL:
      return describeLabels(problem, task, k);
    case FAIL_CAPACITY:
      return `${id}: demand ${describeCapacity(problem, task, k)}`;
    case FAIL_UNREACHABLE:
      return `${id}: the matrix has no connection between its route ends and the location`;
    case FAIL_TIME_WINDOW:
      return `${id}: no service start inside a time window during the shift`;
    case FAIL_BREAK:
      return `${id}: the required break cannot be fitted around the visit`;
    case FAIL_MAX_TRIP:
      return `${id}: a trip to the location exceeds the maximum trip duration`;
    default:
      return `${id}: cannot reach the end location before the shift ends`;
  }
}

function aloneMessage(problem: Problem, task: number, failure: number): string {
  switch (failure) {
    case FAIL_LABEL: {
      const labels = problem.spec.tasks[task].requiredLabels.join(', ');
      return `No vehicle has all required labels (${labels}).`;
    }
    case FAIL_CAPACITY:
      return 'Its demand exceeds the capacity of every vehicle with the required labels.';
    case FAIL_UNREACHABLE:
      return 'The travel matrix marks its location as unreachable for every suitable vehicle.';
    case FAIL_TIME_WINDOW:
      return 'No suitable vehicle can start the service within any of its time windows.';
    case FAIL_BREAK:
      return 'No suitable vehicle can serve it, take its break and return before the shift ends.';
    case FAIL_MAX_TRIP:
      return 'Serving it would exceed the maximum trip duration of every suitable vehicle.';
    default:
      return 'No suitable vehicle can serve it and return to its end location before the shift ends.';
  }
}

function crowdedDetail(failure: number): string {
  switch (failure) {
    case FAIL_CAPACITY:
      return 'no position keeps the load within capacity';
    case FAIL_TIME_WINDOW:
      return 'no position keeps every time window';
    case FAIL_MAX_TRIP:
      return 'every position exceeds the maximum trip duration';
    case FAIL_BREAK:
      return 'no position leaves room for the break';
    case FAIL_UNREACHABLE:
      return 'no position is connected in the travel matrix';
    default:
      return 'every position ends the route after the shift ends';
  }
}

function crowdedMessage(failure: number): string {
  switch (failure) {
    case FAIL_CAPACITY:
      return 'It fits a vehicle on its own, but no planned route has room left for its demand.';
    case FAIL_TIME_WINDOW:
      return 'It fits a vehicle on its own, but no planned route can reach it within its time windows.';
    case FAIL_MAX_TRIP:
      return 'It fits a vehicle on its own, but adding it to any planned route exceeds the maximum trip duration.';
    default:
      return 'It fits a vehicle on its own, but adding it to any planned route ends after the shift.';
  }
}
