import type { SiteCustomFields } from '../../src/siteCustomFields';

/**
 * The site's custom fields with no service configured (no analytics, no identity, local search),
 * as docusaurus.config.ts sets them when no env var names one. Typed by the site's own shape,
 * so a field added there must be added here, once, for every test that starts from "nothing
 * configured".
 */
export const NO_SERVICES_CUSTOM_FIELDS: Pick<
  SiteCustomFields,
  'analytics' | 'identity' | 'hostedSearch'
> = {
  analytics: { measurementId: '' },
  identity: {
    apiKey: '',
    authDomain: '',
    projectId: '',
    appId: '',
    emulatorHost: '',
    tokenSyncUrl: '/__session',
  },
  hostedSearch: false,
};
