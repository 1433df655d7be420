/**
 * A capitalised JSX element that is neither imported nor provided by the theme's
 * MDXComponents fails the build ("Expected component X to be defined").
 */
import { importedNames, jsxElements, type Page } from '../../support/mdx';
import type { Offence } from './offence';

/** Components @docusaurus/theme-classic puts in MDX scope without an import. */
export const THEME_MDX_COMPONENTS = new Set(['Head', 'Details']);

export function checkComponentsDefined(page: Page): Offence[] {
  if (!page.tree) return [];
  const imported = importedNames(page.tree);
  const offences: Offence[] = [];
  for (const element of jsxElements(page.tree)) {
    const name = element.name;
    if (!name || !/^[A-Z]/.test(name) || name.includes('.')) continue;
    if (!imported.has(name) && !THEME_MDX_COMPONENTS.has(name))
      offences.push({
        file: page.file,
        line: element.position?.start.line,
        message: `<${name}> is used but not imported`,
      });
  }
  return offences;
}
