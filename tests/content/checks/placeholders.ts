/** Words that mark unfinished text; none may reach a reader. */
import type { Page } from '../../support/mdx';
import type { Offence } from './offence';

const PLACEHOLDER = /\b(TODO|lorem|ipsum|coming soon|placeholder|TBD)\b/i;

export function checkPlaceholders(page: Page): Offence[] {
  return page.source.split(/\r?\n/).flatMap((text, index) => {
    const word = PLACEHOLDER.exec(text)?.[0];
    return word
      ? [{ file: page.file, line: index + 1, message: `placeholder wording "${word}"` }]
      : [];
  });
}
