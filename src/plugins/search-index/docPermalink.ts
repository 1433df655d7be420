import path from 'node:path';

/**
 * A doc's id and URL computed from its path and front matter the way the docs plugin does for
 * plain layouts (number prefixes stripped, `id` and `slug` front matter, category index files).
 * Only the standalone reader needs it; the plugin takes both from the docs plugin's metadata.
 */

const NUMBER_PREFIX = /^\d+[-_.]\s*/;

function stripNumberPrefix(segment: string): string {
  return segment.replace(NUMBER_PREFIX, '');
}

export type DocLocation = { docId: string; permalink: string };

export function docLocation(
  relativePath: string,
  frontMatter: Record<string, unknown>,
  routeBasePath = '/docs',
): DocLocation {
  const posixPath = relativePath.split(path.sep).join('/');
  const directory = path.posix.dirname(posixPath);
  const fileName = path.posix.basename(posixPath).replace(/\.mdx?$/, '');
  const unprefixedName = stripNumberPrefix(fileName);
  const baseId = typeof frontMatter.id === 'string' ? frontMatter.id : unprefixedName;
  const docId = directory === '.' ? baseId : `${directory}/${baseId}`;

  const directorySlug =
    directory === '.' ? '/' : `/${directory.split('/').map(stripNumberPrefix).join('/')}/`;
  const isCategoryIndex =
    /^(?:index|readme)$/i.test(unprefixedName) ||
    (directory !== '.' && unprefixedName === path.posix.basename(directory));
  let slug: string;
  if (typeof frontMatter.slug === 'string' && frontMatter.slug.startsWith('/')) {
    slug = frontMatter.slug;
  } else if (typeof frontMatter.slug !== 'string' && isCategoryIndex) {
    slug = directorySlug;
  } else {
    const base = typeof frontMatter.slug === 'string' ? frontMatter.slug : baseId;
    slug = path.posix.join(directorySlug, base);
  }
  const permalink = `${routeBasePath.replace(/\/$/, '')}/${slug.replace(/^\//, '')}`;
  return { docId, permalink: permalink === '' ? '/' : permalink };
}
