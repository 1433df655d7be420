/**
 * Where a build's JavaScript time goes, from the V8 CPU profiles `node --cpu-prof` writes (one
 * per thread: the build's main thread and each SSG worker). Every sample is charged to the code
 * that owns it: one of our plugins (src/plugins/<name>), a package (node_modules/<name>), other
 * site code, or V8's own (garbage collector, idle). "Self" is time in that code's own
 * functions; "inclusive" is time with that code anywhere on the stack, which names the plugin
 * that asked for work done in a library. Native work of the bundler (Rspack runs in Rust
 * threads) shows up only as the main thread waiting.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string };
  children?: number[];
}

interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

export interface OwnerTime {
  owner: string;
  selfS: number;
  inclusiveS: number;
}

export interface ProfileSummary {
  profiles: number;
  /** Sampled seconds over all threads, idle time left out. */
  totalS: number;
  /** Slowest first by inclusive time. */
  owners: OwnerTime[];
}

/** Who owns a stack frame: a local plugin, a package, other site code or V8 itself. */
export function frameOwner(url: string, functionName: string): string {
  const plugin = /\/src\/plugins\/([^/]+)\//.exec(url);
  if (plugin) return `src/plugins/${plugin[1]}`;
  const modules = url.lastIndexOf('/node_modules/');
  if (modules >= 0) {
    const parts = url.slice(modules + '/node_modules/'.length).split('/');
    return parts[0]!.startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0]!;
  }
  // The server bundle Docusaurus builds and then runs in the SSG workers to render every page.
  if (url.includes('/__server/') || url.endsWith('server.bundle.js')) return 'SSR bundle (render)';
  if (url.startsWith('node:') || (url === '' && !functionName.startsWith('('))) return 'node';
  if (url === '') return functionName || '(unknown)';
  return /\/src\//.test(url) ? 'src (other)' : 'site (other)';
}

function addProfile(
  profile: CpuProfile,
  self: Map<string, number>,
  inclusive: Map<string, number>,
) {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map<number, number>();
  for (const node of profile.nodes)
    for (const child of node.children ?? []) parent.set(child, node.id);
  const ownersOnStack = new Map<number, Set<string>>();
  const stackOwners = (id: number): Set<string> => {
    const known = ownersOnStack.get(id);
    if (known) return known;
    const node = byId.get(id)!;
    const above = parent.has(id) ? stackOwners(parent.get(id)!) : new Set<string>();
    const owners = new Set(above).add(frameOwner(node.callFrame.url, node.callFrame.functionName));
    ownersOnStack.set(id, owners);
    return owners;
  };
  profile.samples.forEach((id, index) => {
    const seconds = (profile.timeDeltas[index] ?? 0) / 1e6;
    const node = byId.get(id);
    if (!node) return;
    const owner = frameOwner(node.callFrame.url, node.callFrame.functionName);
    self.set(owner, (self.get(owner) ?? 0) + seconds);
    for (const onStack of stackOwners(id)) {
      inclusive.set(onStack, (inclusive.get(onStack) ?? 0) + seconds);
    }
  });
}

/** Sums every `.cpuprofile` in `dir`. */
export function summariseCpuProfiles(dir: string): ProfileSummary {
  const files = readdirSync(dir).filter((file) => file.endsWith('.cpuprofile'));
  const self = new Map<string, number>();
  const inclusive = new Map<string, number>();
  for (const file of files) {
    addProfile(
      JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as CpuProfile,
      self,
      inclusive,
    );
  }
  // Every sample has the root on its stack, and idle time is no work.
  const owners = [...inclusive.keys()]
    .filter((owner) => owner !== '(root)' && owner !== '(idle)')
    .map((owner) => ({ owner, selfS: self.get(owner) ?? 0, inclusiveS: inclusive.get(owner)! }))
    .sort((a, b) => b.inclusiveS - a.inclusiveS);
  return {
    profiles: files.length,
    totalS: [...self].reduce(
      (sum, [owner, seconds]) => (owner === '(idle)' ? sum : sum + seconds),
      0,
    ),
    owners,
  };
}
