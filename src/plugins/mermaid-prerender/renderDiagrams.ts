/**
 * Renders Mermaid sources to SVG with Mermaid itself, in Chromium (mermaid-isomorphic drives
 * the browser through Playwright): the same library and version the dev server and the client
 * fallback run, so a prerendered diagram looks like the client-rendered one. Pure-JS renderers
 * failed on our diagrams (the comparison is in the commit that added this file).
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
}

type DiagramResult = NonNullable<WorkerAnswer['results']>[number];

let worker: Worker | undefined;
let nextId = 0;
const pending = new Map<number, (answer: WorkerAnswer) => void>();

function renderWorker(): Worker {
  if (worker) return worker;
  const created = new Worker(path.join(__dirname, 'renderWorker.mjs'));
  created.on('message', (answer: WorkerAnswer) => {
    pending.get(answer.id)?.(answer);
    pending.delete(answer.id);
    // An idle worker must not keep the build's process alive.
    if (pending.size === 0) created.unref();
  });
  const failAll = (failure: string) => {
    for (const settle of pending.values()) settle({ id: -1, failure });
    pending.clear();
    worker = undefined;
  };
  created.on('error', (error) => failAll(error.message));
  created.on('exit', (code) => failAll(`the render worker exited (code ${code})`));
  worker = created;
  return created;
}

async function renderBatch(
  sources: readonly string[],
  chromium: ChromiumLaunch,
  renderOptions: { prefix: string; mermaidConfig: MermaidConfig },
): Promise<DiagramResult[]> {
  const thread = renderWorker();
  const id = nextId++;
  const answer = await new Promise<WorkerAnswer>((resolve) => {
    pending.set(id, resolve);
    thread.ref();
    thread.postMessage({
      id,
      sources,
      launchOptions: { executablePath: chromium.executablePath, args: [...chromium.args] },
      renderOptions,
    });
  });
  if (answer.failure !== undefined || !answer.results) {
    throw new Error(`Mermaid prerendering failed: ${answer.failure ?? 'no answer'}`);
  }
  return answer.results;
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
  options: { chromium: ChromiumLaunch; themes: MermaidThemes; idPrefix: string },
): Promise<RenderedDiagram[]> {
  const [light, dark] = await Promise.all(
    (['light', 'dark'] as const).map((mode) =>
      renderBatch(sources, options.chromium, {
        prefix: `${options.idPrefix}-${mode}`,
        mermaidConfig: { theme: options.themes[mode] },
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
