/**
 * Identity (Firebase Auth): the navbar's sign-out item, served from ./theme whether or not
 * identity is configured (it stays hidden while nobody is signed in), and the client module
 * that starts Firebase (./clientModule.ts), registered only when identity is configured, so an
 * unconfigured build carries no firebase code.
 */
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';

export interface IdentityPluginOptions {
  /** Whether any Firebase variable is set (./config.ts `checkIdentityConfig` is not `off`). */
  configured: boolean;
}

export default function identityPlugin(
  _context: LoadContext,
  options: IdentityPluginOptions,
): Plugin {
  return {
    name: 'identity',
    getThemePath() {
      return path.join(__dirname, 'theme');
    },
    getClientModules() {
      return options.configured ? [path.join(__dirname, 'clientModule.ts')] : [];
    },
  };
}
