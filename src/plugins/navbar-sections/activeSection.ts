import type { SectionPages } from './pluginData';

/** The reader's page: its path and, on a doc, the doc and its sidebar. */
export type ReaderPage = {
  pathname: string;
  doc?: { id: string; sidebar?: string };
};

function withoutTrailingSlash(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
}

/** The key of the section the page is in, or null: the first section that holds it. */
export function activeSectionKey(
  sections: readonly SectionPages[],
  page: ReaderPage,
): string | null {
  const pathname = withoutTrailingSlash(page.pathname);
  const { doc } = page;
  const holds = (section: SectionPages) =>
    section.categoryPermalinks.some((permalink) => withoutTrailingSlash(permalink) === pathname) ||
    (doc !== undefined &&
      ('docIds' in section
        ? section.docIds.includes(doc.id)
        : doc.sidebar !== undefined && doc.sidebar === section.restOfSidebar));
  return sections.find(holds)?.key ?? null;
}
