import type { IdentityFields } from '../../../src/identity/config';

/** Identity settings as docusaurus.config.ts builds them, with nothing configured. */
export const UNCONFIGURED: IdentityFields = {
  apiKey: '',
  authDomain: '',
  projectId: '',
  appId: '',
  emulatorHost: '',
  tokenSyncUrl: '/__session',
};

export const EMULATOR_CONFIG: IdentityFields = {
  ...UNCONFIGURED,
  apiKey: 'demo-api-key',
  projectId: 'demo-docs',
  emulatorHost: '127.0.0.1:9099',
};
