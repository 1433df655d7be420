import type { IdentityFields } from '../../../src/plugins/identity/config';
import { NO_SERVICES_CUSTOM_FIELDS } from '../../support/noServicesCustomFields';

/** Identity settings as docusaurus.config.ts builds them, with nothing configured. */
export const UNCONFIGURED: IdentityFields = NO_SERVICES_CUSTOM_FIELDS.identity;

export const EMULATOR_CONFIG: IdentityFields = {
  ...UNCONFIGURED,
  apiKey: 'demo-api-key',
  projectId: 'demo-docs',
  emulatorHost: '127.0.0.1:9099',
};
