/**
 * The Chromium the browser tests and the bench drive: the one the build draws its diagrams with
 * (`CHROMIUM_PATH` in docusaurus.config.ts), from the same variable, default and arguments.
 */
import { CHROMIUM_ARGS, DEFAULT_CHROMIUM_PATH } from '../../src/plugins/mermaid-prerender/chromium';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? DEFAULT_CHROMIUM_PATH;
export { CHROMIUM_ARGS };
