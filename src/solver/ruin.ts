import type { Problem } from './model';
import type { Random } from './random';
import type { Solution } from './solution';

/**
 * Ruin operators. Each collects whole tasks (a shipment leaves with both visits), detaches them
 * and refreshes the touched routes once. Removed tasks are listed in `removed[0..count)`.
 */
export class Ruin {
  readonly removed: Int32Array;
  count = 0;

  private readonly problem: Problem;
  private readonly rng: Random;
  private readonly taskStamp: Int32Array;
  private readonly routeStamp: Int32Array;
  private stamp = 0;
  private readonly touched: Int32Array;
  private touchedCount = 0;
  private readonly assignedTasks: Int32Array;

  constructor(problem: Problem, rng: Random) {
    this.problem = problem;
    this.rng = rng;
    this.removed = new Int32Array(problem.taskCount);
    this.taskStamp = new Int32Array(problem.taskCount);
    this.routeStamp = new Int32Array(problem.vehicleCount);
    this.touched = new Int32Array(problem.vehicleCount);
    this.assignedTasks = new Int32Array(problem.taskCount);
  }

  /**
   * Adjacent string removal after Christiaens & Vanden Berghe (2020), "Slack induction by string
   * removals for vehicle routing problems": strings around a random seed and its neighbours, at
   * most one string per route, sometimes keeping a middle part of the string in place.
   */
  strings(solution: Solution, averageRemoved: number, maxStringLength: number): void {
    this.begin();
    const visits = solution.assignedVisitCount;
    const used = solution.vehiclesUsed;
    if (visits === 0) return;
    const maxLength = Math.min(maxStringLength, visits / used);
    const maxStrings = (4 * averageRemoved) / (1 + maxLength) - 1;
    const stringCount = Math.floor(this.rng.next() * maxStrings) + 1;
    const seed = this.randomAssignedVisit(solution);
    if (seed < 0) return;
    const neighbours = this.problem.neighbours[seed];
    let ruined = 0;
    for (let index = -1; index < neighbours.length && ruined < stringCount; index++) {
      const visit = index < 0 ? seed : neighbours[index];
      const r = solution.routeOf[visit];
      if (r < 0 || this.routeStamp[r] === this.stamp) continue;
      this.routeStamp[r] = this.stamp;
      ruined++;
      const rt = solution.routes[r];
      const n = rt.size;
      const cap = Math.min(n, maxLength);
      const length = Math.floor(this.rng.next() * cap) + 1;
      const position = solution.posOf[visit] - 1;
      let kept = 0;
      if (length < n && this.rng.next() < 0.5) {
        kept = 1;
        while (length + kept < n && this.rng.next() < 0.5) kept++;
      }
      const span = length + kept;
      const lowest = Math.max(0, position - span + 1);
      const highest = Math.min(position, n - span);
      const first = lowest + this.rng.int(highest - lowest + 1);
      const keptFrom = kept > 0 ? first + this.rng.int(length + 1) : -1;
      for (let m = first; m < first + span; m++) {
        if (kept > 0 && m >= keptFrom && m < keptFrom + kept) continue;
        this.collect(solution, this.problem.visitTask[rt.visits[m]]);
      }
    }
    this.commit(solution);
  }

  /** Removes `quantity` assigned tasks chosen uniformly. */
  random(solution: Solution, quantity: number): void {
    this.begin();
    let assigned = 0;
    for (let t = 0; t < this.problem.taskCount; t++) {
      if (solution.assigned[t]) this.assignedTasks[assigned++] = t;
    }
    const take = Math.min(quantity, assigned);
    for (let i = 0; i < take; i++) {
      const j = i + this.rng.int(assigned - i);
      const swap = this.assignedTasks[i];
      this.assignedTasks[i] = this.assignedTasks[j];
      this.assignedTasks[j] = swap;
      this.collect(solution, this.assignedTasks[i]);
    }
    this.commit(solution);
  }

  /** Removes a random assigned task and its nearest assigned neighbours. */
  radial(solution: Solution, quantity: number): void {
    this.begin();
    const seed = this.randomAssignedVisit(solution);
    if (seed < 0) return;
    this.collect(solution, this.problem.visitTask[seed]);
    const neighbours = this.problem.neighbours[seed];
    for (let i = 0; i < neighbours.length && this.count < quantity; i++) {
      const v = neighbours[i];
      if (solution.routeOf[v] >= 0) this.collect(solution, this.problem.visitTask[v]);
    }
    this.commit(solution);
  }

  /** Empties one route. */
  route(solution: Solution, r: number): void {
    this.begin();
    const rt = solution.routes[r];
    for (let m = 0; m < rt.size; m++) this.collect(solution, this.problem.visitTask[rt.visits[m]]);
    this.commit(solution);
  }

  private begin(): void {
    this.stamp++;
    this.count = 0;
    this.touchedCount = 0;
  }

  private collect(solution: Solution, task: number): void {
    if (this.taskStamp[task] === this.stamp) return;
    this.taskStamp[task] = this.stamp;
    this.removed[this.count++] = task;
    const r = solution.routeOf[this.problem.taskFirst[task]];
    if (r >= 0) {
      let seen = false;
      for (let i = 0; i < this.touchedCount; i++) if (this.touched[i] === r) seen = true;
      if (!seen) this.touched[this.touchedCount++] = r;
    }
  }

  private commit(solution: Solution): void {
    for (let i = 0; i < this.count; i++) solution.detachTask(this.removed[i]);
    for (let i = 0; i < this.touchedCount; i++) solution.refreshEdited(this.touched[i]);
  }

  private randomAssignedVisit(solution: Solution): number {
    const V = this.problem.visitCount;
    if (solution.assignedVisitCount === 0) return -1;
    // Rejection sampling is cheap while a fair share of visits is assigned.
    for (let attempt = 0; attempt < 64; attempt++) {
      const v = this.rng.int(V);
      if (solution.routeOf[v] >= 0) return v;
    }
    const start = this.rng.int(V);
    for (let i = 0; i < V; i++) {
      const v = (start + i) % V;
      if (solution.routeOf[v] >= 0) return v;
    }
    return -1;
  }
}
