/**
 * The shape of `siteConfig.customFields`: the only channel from env vars (read once in
 * docusaurus.config.ts) to client code. An empty string means "not configured".
 */
export interface SiteCustomFields {
  [key: string]: unknown;
  analytics: { measurementId: string };
  identity: {
    apiKey: string;
    authDomain: string;
    projectId: string;
    appId: string;
    emulatorHost: string;
    tokenSyncUrl: string;
  };
  hostedSearch: boolean;
}
