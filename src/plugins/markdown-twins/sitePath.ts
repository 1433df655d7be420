import path from 'node:path';

/** A source path as the content plugins report it (`@site/docs/x.mdx`), as a file path. */
export function sitePath(siteDir: string, aliasedPath: string): string {
  return aliasedPath.startsWith('@site/')
    ? path.join(siteDir, aliasedPath.slice('@site/'.length))
    : aliasedPath;
}
