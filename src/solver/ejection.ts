import type { Problem } from './model';
import type { RouteEvaluator } from './schedule';
import type { RouteState, Solution } from './solution';

/**
 * Insertion with ejections, the step that lets a route-removal round move on when a task fits
 * nowhere (Nagata and Bräysy 2009, "A powerful route minimization heuristic for the vehicle
 * routing problem with time windows"): the task goes into a used route in place of at most
 * `maxEjected` of its tasks, chosen to minimise the sum of their weights (how often each was
 * left out so far), then the route's added cost. Every candidate is checked exactly by the
 * route evaluator, so it holds for breaks, shipments and trip limits as the plan does.
 */
export class EjectionInserter {
  private readonly problem: Problem;
  private readonly evaluator: RouteEvaluator;
  /** Distinct tasks of the route being scanned, in route order. */
  private readonly routeTasks: Int32Array;
  private readonly chosen: Int32Array;
  private readonly reduced: Int32Array;
  private readonly candidate: Int32Array;
  private readonly bestEjected: Int32Array;
  private bestCount = 0;
  private bestWeight = Infinity;
  private bestDelta = Infinity;
  private bestRoute = -1;
  private bestFirst = -1;
  private bestSecond = -1;
  private readonly ejectedStamp: Int32Array;
  private stamp = 0;
  // The walk's fixed inputs, as fields so its recursion passes only what changes.
  private walkRoute!: RouteState;
  private walkRouteIndex = -1;
  private walkTask = -1;
  private walkWeights!: Int32Array;
  private walkMaxEjected = 0;
  /**
   * The job's last window closes here. With travel times that obey the triangle inequality a
   * later position reaches the job no sooner, so the walk stops there; where they do not, that
   * only drops candidates, never admits an infeasible one.
   */
  private walkLastStart = 0;

  constructor(problem: Problem, evaluator: RouteEvaluator) {
    this.problem = problem;
    this.evaluator = evaluator;
    this.routeTasks = new Int32Array(problem.taskCount);
    this.chosen = new Int32Array(8);
    this.reduced = new Int32Array(problem.visitCount + 2);
    this.candidate = new Int32Array(problem.visitCount + 2);
    this.bestEjected = new Int32Array(8);
    this.ejectedStamp = new Int32Array(problem.taskCount);
  }

  /**
   * Inserts `task` into a used route of `solution`, ejecting at most `maxEjected` (up to 8) of
   * that route's tasks. Writes the ejected tasks to `ejected` and returns their count, or -1
   * (and changes nothing) when no used route can take the task that way.
   */
  insert(
    solution: Solution,
    task: number,
    weights: Int32Array,
    maxEjected: number,
    ejected: Int32Array,
  ): number {
    const p = this.problem;
    this.bestWeight = Infinity;
    this.bestDelta = Infinity;
    this.bestRoute = -1;
    const limit = Math.min(maxEjected, 8);
    for (let r = 0; r < solution.routes.length; r++) {
      const rt = solution.routes[r];
      if (rt.size === 0 || !p.compatible[task * p.vehicleCount + rt.vehicle]) continue;
      let count = 0;
      let jobsOnly = true;
      const stamp = ++this.stamp;
      for (let i = 0; i < rt.size; i++) {
        const t = p.visitTask[rt.visits[i]];
        if (p.taskSecond[t] >= 0) jobsOnly = false;
        if (this.ejectedStamp[t] === stamp) continue;
        this.ejectedStamp[t] = stamp;
        this.routeTasks[count++] = t;
      }
      if (jobsOnly && p.taskSecond[task] < 0) this.scanJobRoute(solution, r, task, weights, limit);
      else this.subsets(solution, r, task, weights, count, limit, 0, 0, 0);
    }
    if (this.bestRoute < 0) return -1;
    const route = this.bestRoute;
    for (let i = 0; i < this.bestCount; i++) {
      ejected[i] = this.bestEjected[i];
      solution.detachTask(this.bestEjected[i]);
    }
    if (p.taskSecond[task] < 0) solution.insertJob(task, route, this.bestFirst);
    else solution.insertShipment(task, route, this.bestFirst, this.bestSecond);
    return this.bestCount;
  }

  /**
   * A job into a route of jobs: one walk along the route that at each stop inserts the job,
   * ejects the stop or keeps it, pruned by the time windows and by the weight of the best
   * candidate so far (the lexicographic search of Nagata and Bräysy). Once the job is in, the
   * unchanged rest of the route is checked in O(1) against the route's latest starts; a
   * candidate that passes is then checked exactly, loads and breaks included.
   */
  private scanJobRoute(
    solution: Solution,
    r: number,
    task: number,
    weights: Int32Array,
    maxEjected: number,
  ): void {
    const rt = solution.routes[r];
    this.walkRoute = rt;
    this.walkRouteIndex = r;
    this.walkTask = task;
    this.walkWeights = weights;
    this.walkMaxEjected = maxEjected;
    const p = this.problem;
    const v = p.taskFirst[task];
    this.walkLastStart = p.winEnd[p.winOffset[v + 1] - 1];
    this.walk(1, rt.loc[0], rt.earliest[0], -1, 0, 0, 0, 0);
  }

  /**
   * Stop `m` of the route next (n + 1: its end), the last stop kept at `previous` and left at
   * `ready`; `insertedAt` the job's index among the kept stops, or -1 while it is not in.
   */
  private walk(
    m: number,
    previous: number,
    ready: number,
    insertedAt: number,
    kept: number,
    depth: number,
    weight: number,
    distance: number,
  ): void {
    const p = this.problem;
    const rt = this.walkRoute;
    const n = rt.size;
    const N = p.locationCount;
    if (insertedAt >= 0) {
      const next = rt.loc[m];
      const arrival = ready + p.duration[previous * N + next];
      const start = m <= n ? p.earliestStart(rt.visits[m - 1], arrival) : arrival;
      if (start <= rt.latest[m]) {
        const total =
          distance + p.distance[previous * N + next] + rt.travelled[n + 1] - rt.travelled[m];
        this.offerWalk(insertedAt, depth, weight, total);
      }
      if (depth === this.walkMaxEjected || m > n) return;
    } else {
      if (m > n + 1) return;
      const v = p.taskFirst[this.walkTask];
      const lv = p.visitLoc[v];
      const arrival = ready + p.duration[previous * N + lv];
      if (arrival > this.walkLastStart) return;
      const start = p.earliestStart(v, arrival);
      if (start !== Infinity) {
        this.walk(
          m,
          lv,
          start + p.visitService[v],
          kept,
          kept,
          depth,
          weight,
          distance + p.distance[previous * N + lv],
        );
      }
      if (m > n) return;
    }
    const t = p.visitTask[rt.visits[m - 1]];
    if (depth < this.walkMaxEjected && weight + this.walkWeights[t] <= this.bestWeight) {
      this.chosen[depth] = t;
      this.walk(
        m + 1,
        previous,
        ready,
        insertedAt,
        kept,
        depth + 1,
        weight + this.walkWeights[t],
        distance,
      );
    }
    const next = rt.loc[m];
    const arrival = ready + p.duration[previous * N + next];
    const start = p.earliestStart(rt.visits[m - 1], arrival);
    if (start === Infinity) return;
    this.walk(
      m + 1,
      next,
      start + rt.service[m],
      insertedAt,
      kept + 1,
      depth,
      weight,
      distance + p.distance[previous * N + next],
    );
  }

  /** A candidate of the walk: better than the best so far, and feasible when checked exactly. */
  private offerWalk(insertedAt: number, depth: number, weight: number, distance: number): void {
    if (weight > this.bestWeight) return;
    const p = this.problem;
    const rt = this.walkRoute;
    const k = rt.vehicle;
    const simple = p.isSimple[k] === 1;
    if (simple && weight === this.bestWeight) {
      const delta = p.costPerDistance[k] * (distance - rt.distance);
      if (!(delta < this.bestDelta)) return;
    }
    const stamp = ++this.stamp;
    for (let i = 0; i < depth; i++) this.ejectedStamp[this.chosen[i]] = stamp;
    const candidate = this.candidate;
    let count = 0;
    let keptSeen = 0;
    const first = p.taskFirst[this.walkTask];
    for (let i = 0; i < rt.size; i++) {
      const visit = rt.visits[i];
      if (this.ejectedStamp[p.visitTask[visit]] === stamp) continue;
      if (keptSeen === insertedAt) candidate[count++] = first;
      candidate[count++] = visit;
      keptSeen++;
    }
    if (keptSeen === insertedAt) candidate[count++] = first;
    const cost = this.evaluator.evaluate(k, candidate, count);
    if (cost === Infinity) return;
    this.record(weight, cost - rt.cost, this.walkRouteIndex, insertedAt, insertedAt, depth);
  }

  /** Keeps a feasible candidate that beats the best so far: lighter, or as light and cheaper. */
  private record(
    weight: number,
    delta: number,
    route: number,
    first: number,
    second: number,
    depth: number,
  ): void {
    if (weight > this.bestWeight || (weight === this.bestWeight && !(delta < this.bestDelta))) {
      return;
    }
    this.bestWeight = weight;
    this.bestDelta = delta;
    this.bestRoute = route;
    this.bestFirst = first;
    this.bestSecond = second;
    this.bestCount = depth;
    for (let i = 0; i < depth; i++) this.bestEjected[i] = this.chosen[i];
  }

  /** Tries every set of tasks from index `from` on, with `depth` chosen weighing `weight`. */
  private subsets(
    solution: Solution,
    r: number,
    task: number,
    weights: Int32Array,
    count: number,
    maxEjected: number,
    from: number,
    depth: number,
    weight: number,
  ): void {
    this.tryPositions(solution, r, task, depth, weight);
    if (depth === maxEjected) return;
    for (let i = from; i < count; i++) {
      const t = this.routeTasks[i];
      const next = weight + weights[t];
      if (next > this.bestWeight) continue;
      this.chosen[depth] = t;
      this.subsets(solution, r, task, weights, count, maxEjected, i + 1, depth + 1, next);
    }
  }

  /** Every position of `task` in route `r` without the `depth` chosen tasks. */
  private tryPositions(
    solution: Solution,
    r: number,
    task: number,
    depth: number,
    weight: number,
  ): void {
    const p = this.problem;
    const rt = solution.routes[r];
    const stamp = ++this.stamp;
    for (let i = 0; i < depth; i++) this.ejectedStamp[this.chosen[i]] = stamp;
    const reduced = this.reduced;
    let m = 0;
    for (let i = 0; i < rt.size; i++) {
      const v = rt.visits[i];
      if (this.ejectedStamp[p.visitTask[v]] !== stamp) reduced[m++] = v;
    }
    const first = p.taskFirst[task];
    const second = p.taskSecond[task];
    const candidate = this.candidate;
    for (let i = 0; i <= m; i++) {
      for (let j = i; j <= (second < 0 ? i : m); j++) {
        let n = 0;
        for (let k = 0; k < i; k++) candidate[n++] = reduced[k];
        candidate[n++] = first;
        if (second >= 0) {
          for (let k = i; k < j; k++) candidate[n++] = reduced[k];
          candidate[n++] = second;
          for (let k = j; k < m; k++) candidate[n++] = reduced[k];
        } else {
          for (let k = i; k < m; k++) candidate[n++] = reduced[k];
        }
        const cost = this.evaluator.evaluate(rt.vehicle, candidate, n);
        if (cost !== Infinity) this.record(weight, cost - rt.cost, r, i, j, depth);
      }
    }
  }
}
