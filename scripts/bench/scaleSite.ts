/**
 * A copy of the site with N generated pages (./scaleFixture.ts), for `npm run bench:scale`. What
 * a build reads (the repository but its tooling and tests) is copied from the working tree or,
 * with `ref`, from a commit (so edits in progress in the checkout cannot break a long run);
 * node_modules links to the checkout's. The site's sidebars.ts is kept as sidebars.site.ts and
 * wrapped by one that appends the generated category, so the copy builds the site's own
 * sidebars plus the new pages. The working tree is only ever read.
 */
import { execFileSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';

import { parse as parseYaml } from 'yaml';

import { generateScaleFixture, type ScaleFixture } from './scaleFixture';

/**
 * Top-level entries of the checkout a build never reads: tooling, tests and the bench. Everything
 * else the repository tracks is copied, so a new content folder (such as changelog/) is built
 * without this list changing.
 */
const NOT_BUILD_INPUTS = new Set(['bench', 'scripts', 'tests', 'node_modules', 'build', '.git']);
/** The file under tests/ that older commits' site config imports (`--ref`); today's imports none. */
const OLD_CONFIG_TEST_IMPORTS = ['tests/support/chromium.ts'];

/** Whether `file` is in the working tree or, with `ref`, in that commit. */
function hasFile(root: string, ref: string | undefined, file: string): boolean {
  if (ref === undefined) return existsSync(path.join(root, file));
  try {
    execFileSync('git', ['cat-file', '-e', `${ref}:${file}`], { cwd: root, stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

/**
 * What `docusaurus build` reads: the top-level entries of the commit or, for the working tree,
 * of what git tracks or would track (new files included, ignored ones such as build/ not), but
 * tooling and tests.
 */
export function siteBuildInputs(root: string, ref: string | undefined): string[] {
  const listing =
    ref === undefined
      ? execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
          cwd: root,
          encoding: 'utf8',
          maxBuffer: 64 * 1024 * 1024,
        })
      : execFileSync('git', ['ls-tree', '--name-only', ref], { cwd: root, encoding: 'utf8' });
  const entries = new Set(
    listing
      .split('\n')
      .filter(Boolean)
      .map((file) => file.split('/')[0]!),
  );
  return [
    ...[...entries].filter(
      (name) =>
        !NOT_BUILD_INPUTS.has(name) && (ref !== undefined || existsSync(path.join(root, name))),
    ),
    ...OLD_CONFIG_TEST_IMPORTS.filter((file) => hasFile(root, ref, file)),
  ];
}

/** The keys of docs/tags.yml: the only tags a page may carry (`onInlineTags: 'throw'`). */
export function allowedTags(siteDir: string): string[] {
  const tags = parseYaml(readFileSync(path.join(siteDir, 'docs/tags.yml'), 'utf8')) as Record<
    string,
    unknown
  >;
  return Object.keys(tags);
}

/** sidebars.ts of the copy: the site's sidebars with the generated category appended. */
export function wrappedSidebars(fixture: ScaleFixture): string {
  return [
    '// Written by scripts/bench/scaleSite.ts: the site sidebars plus the generated pages.',
    "import siteSidebars from './sidebars.site';",
    '',
    `const generated = ${JSON.stringify(fixture.sidebarCategory)};`,
    '',
    'export default {',
    '  ...siteSidebars,',
    '  tutorialSidebar: [...siteSidebars.tutorialSidebar, ...(generated ? [generated] : [])],',
    '};',
    '',
  ].join('\n');
}

function copyInputs(root: string, siteDir: string, ref: string | undefined): void {
  const inputs = siteBuildInputs(root, ref);
  if (ref === undefined) {
    for (const input of inputs) {
      cpSync(path.join(root, input), path.join(siteDir, input), { recursive: true });
    }
    return;
  }
  const archive = execFileSync('git', ['archive', '--format=tar', ref, '--', ...inputs], {
    cwd: root,
    maxBuffer: 1024 * 1024 * 1024,
  });
  execFileSync('tar', ['-x', '-C', siteDir], { input: archive });
}

/**
 * node_modules as a folder of links to the checkout's packages, not one link to its folder: the
 * build's caches (node_modules/.cache) then stay in the copy, never in the checkout.
 */
function linkNodeModules(root: string, siteDir: string): void {
  const source = path.join(root, 'node_modules');
  const target = path.join(siteDir, 'node_modules');
  mkdirSync(target);
  for (const entry of readdirSync(source)) {
    if (entry === '.cache') continue;
    symlinkSync(path.join(source, entry), path.join(target, entry));
  }
}

export interface ScaleSite {
  siteDir: string;
  fixture: ScaleFixture;
  /** HTML-producing docs the copy has beyond the site's own. */
  generatedPages: number;
}

/** Writes the copy into `siteDir` (emptied first) with `pages` generated docs. */
export function prepareScaleSite(options: {
  root: string;
  siteDir: string;
  pages: number;
  ref?: string;
}): ScaleSite {
  const { root, siteDir, pages, ref } = options;
  if (path.resolve(siteDir).startsWith(`${path.resolve(root)}${path.sep}`)) {
    throw new Error(`the scale site must live outside the checkout, not in ${siteDir}`);
  }
  rmSync(siteDir, { recursive: true, force: true });
  mkdirSync(siteDir, { recursive: true });
  copyInputs(root, siteDir, ref);
  linkNodeModules(root, siteDir);

  const fixture = generateScaleFixture(pages, allowedTags(siteDir));
  for (const page of fixture.pages) {
    const file = path.join(siteDir, 'docs', page.file);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, page.contents);
  }
  renameSync(path.join(siteDir, 'sidebars.ts'), path.join(siteDir, 'sidebars.site.ts'));
  writeFileSync(path.join(siteDir, 'sidebars.ts'), wrappedSidebars(fixture));
  return { siteDir, fixture, generatedPages: fixture.pages.length };
}
