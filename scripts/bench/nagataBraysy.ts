/**
 * Route minimisation after Nagata and Bräysy (2009), "A powerful route minimization heuristic for
 * the vehicle routing problem with time windows", on a Solomon instance, for measuring only: the
 * solver's fleet rounds (src/solver/search.ts) are ruin and recreate, and src/solver/README.md
 * compares the two. Routes are lists of customer ids; time windows are checked with the time-warp
 * segments of Vidal et al. (2013), so every move below is judged in O(1) from a route's prefix and
 * suffix segments.
 *
 * One attempt deletes a route and puts its customers in an ejection pool. Each step takes the
 * last customer of the pool and inserts it at a random feasible position; if there is none, the
 * squeeze inserts it where the penalty (time warp plus weighted excess load) is least and lowers
 * the penalty by moves with near customers until it is zero (or gives up and undoes); if that
 * fails too, the customer's counter goes up and it goes in with at most `maxEjected` customers of
 * the receiving route pushed out, the set with the least sum of counters, and the plan is
 * perturbed by `perturbMoves` random feasible moves. The attempt ends when the pool is empty.
 */
import { solomonToProblemSpec, type SolomonInstance } from '../solomon';
import { nearestCustomers, nodesInIdOrder } from './solomonNodes';

export interface RouteMinimisationOptions {
  random: () => number;
  /** Called between steps; true ends the search (the attempt under way is undone). */
  outOfTime: () => boolean;
  /** Customers one insertion may push out (Nagata and Bräysy: 5). */
  maxEjected?: number;
  /** Random feasible moves after each insertion with ejection (Nagata and Bräysy: 1000). */
  perturbMoves?: number;
  /** Near customers a squeeze or perturbation move pairs a customer with. */
  nearCount?: number;
  /** Called each time a route is deleted for good. */
  onRouteRemoved?: (routes: number, steps: number) => void;
}

export interface RouteMinimisationResult {
  routes: number[][];
  steps: number;
}

/** A stretch of a route: first and last node, duration, time warp, earliest and latest start, load. */
interface Segment {
  first: number;
  last: number;
  duration: number;
  warp: number;
  earliest: number;
  latest: number;
  load: number;
}

interface Route {
  customers: number[];
  /** prefix[i]: the depot and the first i customers. */
  prefix: Segment[];
  /** suffix[i]: customers i.. and the depot. */
  suffix: Segment[];
  /** The whole route, out from the depot and back. */
  whole: Segment;
}

const EPSILON = 1e-9;
const RELOCATE_AFTER = 0;
const RELOCATE_BEFORE = 1;
const EXCHANGE = 2;
const TAILS_AFTER = 3;
const TAILS_FROM = 4;
const MOVE_KINDS = 5;

export function minimiseRoutes(
  instance: SolomonInstance,
  start: number[][],
  options: RouteMinimisationOptions,
): RouteMinimisationResult {
  const nodes = nodesInIdOrder(instance);
  const size = nodes.length;
  const capacity = instance.capacity;
  const maxEjected = options.maxEjected ?? 5;
  const perturbMoves = options.perturbMoves ?? 1000;
  const nearCount = Math.min(options.nearCount ?? 30, size - 2);
  const random = options.random;
  const pick = (count: number) => Math.floor(random() * count);

  // The solver's own matrix, whose formula the checker shares to the last bit (Math.hypot can
  // differ there, and a tight arrival with it).
  const travel = solomonToProblemSpec(instance).distances;
  const near = nearestCustomers(travel, size, nearCount);

  const single = nodes.map((node): Segment => ({
    first: node.id,
    last: node.id,
    duration: node.service,
    warp: 0,
    earliest: node.ready,
    latest: node.due,
    load: node.demand,
  }));
  // The depot row's demand column is 0 in Solomon's files; a route's load is its customers' alone.
  const depot: Segment = { ...single[0], load: 0 };

  function join(a: Segment, b: Segment): Segment {
    const drive = travel[a.last * size + b.first];
    const delta = a.duration - a.warp + drive;
    const wait = Math.max(b.earliest - delta - a.latest, 0);
    const warp = Math.max(a.earliest + delta - b.latest, 0);
    return {
      first: a.first,
      last: b.last,
      duration: a.duration + b.duration + drive + wait,
      warp: a.warp + b.warp + warp,
      earliest: Math.max(b.earliest - delta, a.earliest) - wait,
      latest: Math.min(b.latest - delta, a.latest) + warp,
      load: a.load + b.load,
    };
  }
  const join3 = (a: Segment, b: Segment, c: Segment) => join(join(a, b), c);

  let excessWeight = 1;
  const penalty = (s: Segment) => s.warp + excessWeight * Math.max(0, s.load - capacity);
  const feasible = (s: Segment) => s.warp <= EPSILON && s.load <= capacity;

  /** suffixes(c)[i]: customers i.. of `c` and the depot. */
  function suffixes(customers: number[]): Segment[] {
    const m = customers.length;
    const suffix: Segment[] = new Array<Segment>(m + 1);
    suffix[m] = depot;
    for (let i = m - 1; i >= 0; i--) suffix[i] = join(single[customers[i]], suffix[i + 1]);
    return suffix;
  }
  function route(customers: number[]): Route {
    const prefix: Segment[] = [depot];
    for (let i = 0; i < customers.length; i++) prefix.push(join(prefix[i], single[customers[i]]));
    const suffix = suffixes(customers);
    // The drive back counts: a route can be late only on its return to the depot.
    return { customers, prefix, suffix, whole: join(depot, suffix[0]) };
  }

  let routes = start.map((customers) => route(customers.slice()));
  const routeOf = new Int32Array(size);
  const positionOf = new Int32Array(size);
  function place(k: number, customers: number[]): void {
    routes[k] = route(customers);
    customers.forEach((customer, i) => {
      routeOf[customer] = k;
      positionOf[customer] = i;
    });
  }
  function placeAll(): void {
    routeOf.fill(-1);
    routes.forEach((r, k) => place(k, r.customers));
  }

  /** The two routes a move gives, as segments, without making them. */
  function moved(kind: number, a: Route, i: number, b: Route, j: number): [Segment, Segment] {
    const u = single[a.customers[i]];
    const w = single[b.customers[j]];
    switch (kind) {
      case RELOCATE_AFTER:
        return [join(a.prefix[i], a.suffix[i + 1]), join3(b.prefix[j + 1], u, b.suffix[j + 1])];
      case RELOCATE_BEFORE:
        return [join(a.prefix[i], a.suffix[i + 1]), join3(b.prefix[j], u, b.suffix[j])];
      case EXCHANGE:
        return [join3(a.prefix[i], w, a.suffix[i + 1]), join3(b.prefix[j], u, b.suffix[j + 1])];
      case TAILS_AFTER:
        return [join(a.prefix[i + 1], b.suffix[j + 1]), join(b.prefix[j + 1], a.suffix[i + 1])];
      case TAILS_FROM:
        return [join(a.prefix[i], b.suffix[j]), join(b.prefix[j], a.suffix[i])];
      default:
        throw new Error(`no move of kind ${kind}`);
    }
  }
  function applyMove(kind: number, ka: number, i: number, kb: number, j: number): void {
    const a = routes[ka].customers;
    const b = routes[kb].customers;
    let na: number[];
    let nb: number[];
    switch (kind) {
      case RELOCATE_AFTER:
        na = [...a.slice(0, i), ...a.slice(i + 1)];
        nb = [...b.slice(0, j + 1), a[i], ...b.slice(j + 1)];
        break;
      case RELOCATE_BEFORE:
        na = [...a.slice(0, i), ...a.slice(i + 1)];
        nb = [...b.slice(0, j), a[i], ...b.slice(j)];
        break;
      case EXCHANGE:
        na = a.slice();
        na[i] = b[j];
        nb = b.slice();
        nb[j] = a[i];
        break;
      case TAILS_AFTER:
        na = [...a.slice(0, i + 1), ...b.slice(j + 1)];
        nb = [...b.slice(0, j + 1), ...a.slice(i + 1)];
        break;
      case TAILS_FROM:
        na = [...a.slice(0, i), ...b.slice(j)];
        nb = [...b.slice(0, j), ...a.slice(i)];
        break;
      default:
        throw new Error(`no move of kind ${kind}`);
    }
    place(ka, na);
    place(kb, nb);
  }
  /** Relocating a route's only customer would delete the route outside an attempt's bookkeeping. */
  const emptiesRoute = (kind: number, a: Route) =>
    (kind === RELOCATE_AFTER || kind === RELOCATE_BEFORE) && a.customers.length === 1;

  function feasibleInsertions(v: number): number[] {
    const out: number[] = [];
    routes.forEach((r, k) => {
      if (r.whole.load + single[v].load > capacity) return;
      for (let i = 0; i <= r.customers.length; i++) {
        if (feasible(join3(r.prefix[i], single[v], r.suffix[i]))) out.push(k, i);
      }
    });
    return out;
  }

  function insertAt(v: number, k: number, i: number): void {
    const customers = routes[k].customers;
    place(k, [...customers.slice(0, i), v, ...customers.slice(i)]);
  }

  function squeeze(v: number): boolean {
    const saved = routes.map((r) => r.customers);
    let least = Infinity;
    let at: [number, number] = [0, 0];
    routes.forEach((r, k) => {
      const before = penalty(r.whole);
      for (let i = 0; i <= r.customers.length; i++) {
        const added = penalty(join3(r.prefix[i], single[v], r.suffix[i])) - before;
        if (added < least) {
          least = added;
          at = [k, i];
        }
      }
    });
    insertAt(v, ...at);
    for (;;) {
      const broken = routes.flatMap((r, k) => (penalty(r.whole) > EPSILON ? [k] : []));
      if (broken.length === 0) return true;
      const ka = broken[pick(broken.length)];
      const a = routes[ka];
      const before = penalty(a.whole);
      let best = -EPSILON;
      let move: [number, number, number, number, number] | null = null;
      for (let i = 0; i < a.customers.length; i++) {
        const u = a.customers[i];
        for (const w of near[u]) {
          const kb = routeOf[w];
          if (kb < 0 || kb === ka) continue;
          const b = routes[kb];
          const j = positionOf[w];
          const beforeB = penalty(b.whole);
          for (let kind = 0; kind < MOVE_KINDS; kind++) {
            if (emptiesRoute(kind, a)) continue;
            const [x, y] = moved(kind, a, i, b, j);
            const change = penalty(x) + penalty(y) - before - beforeB;
            if (change < best) {
              best = change;
              move = [kind, ka, i, kb, j];
            }
          }
        }
      }
      if (move === null) break;
      applyMove(...move);
    }
    let warp = 0;
    let excess = 0;
    for (const r of routes) {
      warp += r.whole.warp;
      excess += Math.max(0, r.whole.load - capacity);
    }
    excessWeight =
      excess > warp ? Math.min(100, excessWeight / 0.99) : Math.max(0.01, excessWeight * 0.99);
    routes = saved.map(route);
    placeAll();
    return false;
  }

  /** v goes in at the place where the customers it pushes out have the least sum of counters. */
  function insertWithEjection(v: number, counters: Int32Array): number[] | null {
    let bestSum = Infinity;
    let bestLength = Infinity;
    let bestRoute = -1;
    let bestKept: number[] = [];
    routes.forEach((r, k) => {
      const total = r.whole.load + single[v].load;
      for (let at = 0; at <= r.customers.length; at++) {
        const sequence = [...r.customers.slice(0, at), v, ...r.customers.slice(at)];
        const m = sequence.length;
        const tail = suffixes(sequence);
        const ejected: number[] = [];
        // Depth first over the customers to push out, in route order; the kept prefix only gains
        // time warp, so a warped prefix ends the branch.
        const search = (kept: Segment, from: number, sum: number, load: number): void => {
          const result = join(kept, tail[from]);
          if (result.warp <= EPSILON && load <= capacity) {
            if (sum < bestSum || (sum === bestSum && result.duration < bestLength)) {
              bestSum = sum;
              bestLength = result.duration;
              bestRoute = k;
              bestKept = sequence.filter((c) => !ejected.includes(c));
            }
            return;
          }
          if (ejected.length >= maxEjected) return;
          let prefix = kept;
          for (let i = from; i < m; i++) {
            const c = sequence[i];
            if (c !== v && sum + counters[c] <= bestSum) {
              ejected.push(c);
              search(prefix, i + 1, sum + counters[c], load - single[c].load);
              ejected.pop();
            }
            prefix = join(prefix, single[c]);
            if (prefix.warp > EPSILON) return;
          }
        };
        search(depot, 0, 0, total);
      }
    });
    if (bestRoute < 0) return null;
    const pushedOut = routes[bestRoute].customers.filter((c) => !bestKept.includes(c));
    for (const c of pushedOut) routeOf[c] = -1;
    place(bestRoute, bestKept);
    return pushedOut;
  }

  function perturb(): void {
    let done = 0;
    for (let tries = 0; done < perturbMoves && tries < perturbMoves * 4; tries++) {
      const u = 1 + pick(size - 1);
      const w = near[u][pick(near[u].length)];
      const ka = routeOf[u];
      const kb = routeOf[w];
      if (ka < 0 || kb < 0 || ka === kb) continue;
      const kind = pick(MOVE_KINDS);
      const a = routes[ka];
      if (emptiesRoute(kind, a)) continue;
      const [x, y] = moved(kind, a, positionOf[u], routes[kb], positionOf[w]);
      if (!feasible(x) || !feasible(y)) continue;
      applyMove(kind, ka, positionOf[u], kb, positionOf[w]);
      done++;
    }
  }

  placeAll();
  let steps = 0;
  while (routes.length > 1 && !options.outOfTime()) {
    const saved = routes.map((r) => r.customers);
    const pool = routes.splice(pick(routes.length), 1)[0].customers.slice();
    placeAll();
    for (const c of pool) routeOf[c] = -1;
    const counters = new Int32Array(size).fill(1);
    while (pool.length > 0) {
      if (options.outOfTime()) {
        routes = saved.map(route);
        placeAll();
        return { routes: routes.map((r) => r.customers), steps };
      }
      steps++;
      const v = pool.pop() as number;
      const places = feasibleInsertions(v);
      if (places.length > 0) {
        const choice = 2 * pick(places.length / 2);
        insertAt(v, places[choice], places[choice + 1]);
        continue;
      }
      if (squeeze(v)) continue;
      counters[v]++;
      const pushedOut = insertWithEjection(v, counters);
      // No route takes it even with `maxEjected` pushed out: it waits at the bottom of the pool.
      if (pushedOut === null) {
        pool.unshift(v);
        continue;
      }
      pool.push(...pushedOut);
      perturb();
    }
    options.onRouteRemoved?.(routes.length, steps);
  }
  return { routes: routes.map((r) => r.customers), steps };
}
