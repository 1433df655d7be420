/**
 * Identity (Firebase Auth) bootstrap. Without Firebase config it does nothing and firebase is
 * never fetched; with it, the SDK chunk loads after the page is interactive. See
 * ./README.md.
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import siteConfig from '@generated/docusaurus.config';
import type { ClientModule } from '@docusaurus/types';

import type { SiteCustomFields } from '../../siteCustomFields';
import { createIdentityStarter } from './startIdentity';
import { whenPageInteractive } from '@site/src/clientModules/loadOnIntent';

const startIdentity = ExecutionEnvironment.canUseDOM
  ? createIdentityStarter((siteConfig.customFields as SiteCustomFields).identity, {
      loadFirebaseIdentity: () =>
        import(/* webpackChunkName: "identity-firebase" */ './firebaseClient'),
      whenInteractive: whenPageInteractive,
      logError: (message, error) =>
        error === undefined ? console.error(message) : console.error(message, error),
    })
  : null;

const identityClientModule: ClientModule = {
  // The first call comes with hydration; later route changes find it already started.
  onRouteDidUpdate() {
    startIdentity?.();
  },
};

export default identityClientModule;
