import { twinPath } from './twinPath';
import { navbarSections, type NavbarItem } from '../shared/navbarSections';
import type { SidebarItem } from '../shared/sidebarItems';
import type { TwinPage } from './collectTwins';

/**
 * `/llms.txt` and `/llms-full.txt` in the llmstxt.org format: the site title, a one-paragraph
 * summary, then one section per docs entry of the navbar, in navbar order, listing each doc's
 * twin with its description in sidebar order, one section per blog (the changelog: its list
 * page, then its posts, newest first), and the API specifications. The docs of a section are
 * the navbar's (src/plugins/shared/navbarSections.ts). `llms-full.txt` is the text of every
 * twin `llms.txt` lists, in the same order.
 */

export type ApiSpecLink = { id: string; title: string; summary: string };

export type LlmsSection = { label: string; docIds: string[] };

/** A section per labelled docs entry of the navbar, with the docs the navbar's rule gives it. */
export function llmsSections(
  navbarItems: readonly NavbarItem[],
  sidebars: Readonly<Record<string, SidebarItem[]>>,
): LlmsSection[] {
  return navbarSections(
    navbarItems.filter((item) => item.label),
    sidebars,
  )
    .map(({ item, docIds }) => ({ label: item.label!, docIds }))
    .filter((section) => section.docIds.length > 0);
}

/** A line of llms.txt cannot hold a line break; descriptions are one sentence or two. */
function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

export function llmsFiles(input: {
  siteTitle: string;
  summary: string;
  /** The site's origin (siteConfig.url); permalinks carry the base URL. */
  siteUrl: string;
  baseUrl: string;
  sections: readonly LlmsSection[];
  twins: readonly TwinPage[];
  /** Sections after the docs' ones, each page in the given order (./blogTwins.ts). */
  blogs?: readonly { title: string; pages: readonly TwinPage[] }[];
  specs: readonly ApiSpecLink[];
}): { llmsTxt: string; llmsFullTxt: string } {
  const byDocId = new Map(
    input.twins.filter((twin) => twin.docId !== null).map((twin) => [twin.docId!, twin]),
  );
  const absolute = (urlPath: string) => new URL(urlPath, input.siteUrl).href;
  const header = [`# ${input.siteTitle}`, '', `> ${oneLine(input.summary)}`, ''];
  const lines = [...header];
  const listed: TwinPage[] = [];
  const sections = [
    ...input.sections.map((section) => ({
      label: section.label,
      twins: section.docIds.flatMap((id) => byDocId.get(id) ?? []),
    })),
    ...(input.blogs ?? []).map((blog) => ({ label: blog.title, twins: blog.pages })),
  ];
  for (const { label, twins } of sections) {
    if (twins.length === 0) continue;
    lines.push(`## ${label}`, '');
    for (const twin of twins) {
      const note = oneLine(twin.description);
      lines.push(
        `- [${twin.title}](${absolute(twinPath(twin.permalink))})${note ? `: ${note}` : ''}`,
      );
      listed.push(twin);
    }
    lines.push('');
  }
  if (input.specs.length > 0) {
    lines.push('## API specifications', '');
    for (const spec of input.specs) {
      const file = `${input.baseUrl}openapi/${spec.id}`;
      lines.push(
        `- [${spec.title} (OpenAPI 3.1, YAML)](${absolute(`${file}.yaml`)}): ${oneLine(spec.summary)} Also as [JSON](${absolute(`${file}.json`)}).`,
      );
    }
    lines.push('');
  }
  const llmsFullTxt = [header.join('\n'), ...listed.map((twin) => twin.markdown)].join('\n');
  return { llmsTxt: lines.join('\n'), llmsFullTxt };
}
