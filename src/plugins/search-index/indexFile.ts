import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Where the serialised index lives: `search-index/<locale>.<content hash>.json`, named here
 * when the plugin writes it and found here again in a build by the tests and the bench.
 */

const INDEX_DIR = 'search-index';
const INDEX_FILE = /^(?<locale>[\w-]+)\.[0-9a-f]{12}\.json$/;

/** The file's path under the output folder (and under baseUrl), with a hash of its contents. */
export function indexFileName(locale: string, contents: string): string {
  const hash = createHash('sha256').update(contents).digest('hex').slice(0, 12);
  return `${INDEX_DIR}/${locale}.${hash}.json`;
}

export type BuiltIndexFile = { locale: string; file: string; contents: string };

/**
 * The index files a production build serves, one per locale. A build into an existing folder
 * keeps older content-hashed files beside the new one, so only the files the bundle's scripts
 * name count. Throws, saying how to make one, when `buildDir` holds no build of this site.
 */
export function builtIndexFiles(buildDir: string): BuiltIndexFile[] {
  const indexDir = path.join(buildDir, INDEX_DIR);
  const jsDir = path.join(buildDir, 'assets', 'js');
  if (!existsSync(indexDir) || !existsSync(jsDir)) {
    throw new Error(
      `${buildDir} holds no build of the site with its search index (no ${INDEX_DIR}/ or assets/js/): run \`E2E_FIXTURES=true npx docusaurus build\` first`,
    );
  }
  const candidates = readdirSync(indexDir).filter((file) => INDEX_FILE.test(file));
  const scripts = readdirSync(jsDir)
    .filter((file) => file.endsWith('.js'))
    .map((file) => readFileSync(path.join(jsDir, file), 'utf8'));
  const referenced = candidates.filter((candidate) =>
    scripts.some((script) => script.includes(`${INDEX_DIR}/${candidate}`)),
  );
  if (referenced.length === 0) {
    throw new Error(`no script in ${jsDir} names a file of ${indexDir}: rebuild the site`);
  }
  return referenced.sort().map((file) => ({
    locale: INDEX_FILE.exec(file)!.groups!.locale!,
    file: `${INDEX_DIR}/${file}`,
    contents: readFileSync(path.join(indexDir, file), 'utf8'),
  }));
}
