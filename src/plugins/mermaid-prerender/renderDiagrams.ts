/**
 * Renders Mermaid sources to SVG with Mermaid itself, in Chromium driven through Playwright by
 * a worker thread (./renderWorker.mjs): the same library and version the dev server and the
 * client fallback run, so a prerendered diagram looks like the client-rendered one. Pure-JS
 * renderers failed on our diagrams (the comparison is in the commit that added this file).
 */
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { MermaidConfig } from 'mermaid';

import { scopedIds } from './scopedIds';

export interface ChromiumLaunch {
  executablePath: string;
  args: readonly string[];
}

/** Mermaid theme names per colour mode, as in `themeConfig.mermaid.theme`. */
export interface MermaidThemes {
  light: MermaidThemeName;
  dark: MermaidThemeName;
}

type MermaidThemeName = NonNullable<MermaidConfig['theme']>;

export interface RenderedDiagram {
  light: string;
  dark: string;
  /** The diagram's own accessible title (`accTitle`), when it has one. */
  accTitle?: string;
}

/** A diagram Mermaid could not render: its index in the batch and Mermaid's message. */
export class DiagramRenderError extends Error {
  constructor(
    readonly index: number,
    readonly reason: string,
  ) {
    super(reason);
    this.name = 'DiagramRenderError';
  }
}

/** What ./renderWorker.mjs answers for one batch: per diagram an SVG or Mermaid's message. */
interface WorkerAnswer {
  id: number;
  results?: ({ svg: string; title?: string } | { error: string })[];
  /** The batch failed as a whole (no browser, for one). */
  failure?: string;
  stats?: RenderStats;
}

/** What the render thread has drawn since it started. */
export interface RenderStats {
  batches: number;
  diagrams: number;
}

type DiagramResult = NonNullable<WorkerAnswer['results']>[number];

/** The render thread and the requests waiting for its answers. */
interface RenderThread {
  worker: Worker;
  pending: Map<number, (answer: WorkerAnswer) => void>;
  nextId: number;
}

/**
 * The render thread that draws the diagrams, started on first use. The site config makes one
 * (mermaidPrerenderOptions) and hands it to the remark plugin and to this folder's Docusaurus
 * plugin in their options, so the pages find the diagrams the plugin had drawn ahead.
 */
export interface MermaidRenderer {
  /** Sends `message` with a new id; resolves with the thread's answer to it. */
  ask(message: Record<string, unknown>): Promise<WorkerAnswer>;
  /** Sends `message` without waiting for an answer. */
  post(message: Record<string, unknown>): void;
}

export function createMermaidRenderer(): MermaidRenderer {
  // In a closure: the site config's plugin options are copied and serialized, the methods not.
  let current: RenderThread | undefined;
  const renderThread = (): RenderThread => {
    if (current) return current;
    const worker = new Worker(path.join(__dirname, 'renderWorker.mjs'));
    const thread: RenderThread = { worker, pending: new Map(), nextId: 0 };
    worker.on('message', (answer: WorkerAnswer) => {
      thread.pending.get(answer.id)?.(answer);
      thread.pending.delete(answer.id);
      // An idle worker must not keep the build's process alive.
      if (thread.pending.size === 0) worker.unref();
    });
    const failAll = (failure: string) => {
      for (const settle of thread.pending.values()) settle({ id: -1, failure });
      thread.pending.clear();
      if (current === thread) current = undefined;
    };
    worker.on('error', (error) => failAll(error.message));
    worker.on('exit', (code) => failAll(`the render worker exited (code ${code})`));
    // Until a page waits for an answer, the thread only works ahead.
    worker.unref();
    current = thread;
    return thread;
  };
  return {
    ask(message) {
      const thread = renderThread();
      const id = thread.nextId++;
      return new Promise<WorkerAnswer>((resolve) => {
        thread.pending.set(id, resolve);
        thread.worker.ref();
        thread.worker.postMessage({ ...message, id });
      });
    },
    post(message) {
      renderThread().worker.postMessage(message);
    },
  };
}

function launchOptions(chromium: ChromiumLaunch) {
  return { executablePath: chromium.executablePath, args: [...chromium.args] };
}

/** The Mermaid config of one colour mode; the render thread remembers diagrams by it. */
function mermaidConfig(themes: MermaidThemes, mode: keyof MermaidThemes): MermaidConfig {
  return { theme: themes[mode] };
}

async function renderBatch(
  renderer: MermaidRenderer,
  sources: readonly string[],
  chromium: ChromiumLaunch,
  renderOptions: { prefix: string; mermaidConfig: MermaidConfig },
): Promise<DiagramResult[]> {
  const answer = await renderer.ask({
    sources,
    launchOptions: launchOptions(chromium),
    renderOptions,
  });
  if (answer.failure !== undefined || !answer.results) {
    throw new Error(`Mermaid prerendering failed: ${answer.failure ?? 'no answer'}`);
  }
  return answer.results;
}

/** What the render thread has drawn so far, in how many batches (for the tests). */
export async function renderStats(renderer: MermaidRenderer): Promise<RenderStats> {
  const answer = await renderer.ask({ stats: true });
  if (!answer.stats) throw new Error(`the render thread gave no stats: ${answer.failure ?? ''}`);
  return answer.stats;
}

/**
 * Has the render thread draw these diagrams in both colour modes now, without waiting: pages
 * that ask for the same sources later get them at once. A diagram that fails here is drawn
 * again, and its failure reported, when its page asks.
 */
export function renderAhead(
  sources: readonly string[],
  options: { renderer: MermaidRenderer; chromium: ChromiumLaunch; themes: MermaidThemes },
): void {
  if (sources.length === 0) return;
  options.renderer.post({
    ahead: true,
    sources,
    launchOptions: launchOptions(options.chromium),
    mermaidConfigs: (['light', 'dark'] as const).map((mode) => mermaidConfig(options.themes, mode)),
  });
}

/**
 * Gantt charts mark "today" at the moment of rendering. Our charts show times of one day, so a
 * prerendered marker would freeze the build's time of day into the page as if it meant
 * something, and make every build's SVG (and its chunk hash) differ.
 */
function withoutTodayMarker(svg: string): string {
  return svg.replace(/<g class="today">[\s\S]*?<\/g>/g, '');
}

/**
 * Renders every source twice, once per colour mode. `idPrefix` must be unique on the page: the
 * SVGs' ids (markers, styles) are `<idPrefix>-light-<n>` and `<idPrefix>-dark-<n>`.
 */
export async function renderDiagrams(
  sources: readonly string[],
  options: {
    renderer: MermaidRenderer;
    chromium: ChromiumLaunch;
    themes: MermaidThemes;
    idPrefix: string;
  },
): Promise<RenderedDiagram[]> {
  const [light, dark] = await Promise.all(
    (['light', 'dark'] as const).map((mode) =>
      renderBatch(options.renderer, sources, options.chromium, {
        prefix: `${options.idPrefix}-${mode}`,
        mermaidConfig: mermaidConfig(options.themes, mode),
      }),
    ),
  );
  return sources.map((_, index) => {
    const lightResult = light![index]!;
    const darkResult = dark![index]!;
    if ('error' in lightResult) throw new DiagramRenderError(index, lightResult.error);
    if ('error' in darkResult) throw new DiagramRenderError(index, darkResult.error);
    return {
      light: scopedIds(withoutTodayMarker(lightResult.svg)),
      dark: scopedIds(withoutTodayMarker(darkResult.svg)),
      ...(lightResult.title ? { accTitle: lightResult.title } : {}),
    };
  });
}
