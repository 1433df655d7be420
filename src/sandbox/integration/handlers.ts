/** Every operation of the Integration API, by operationId. */
import type { HandlerTable } from '../core/operation';
import { crudHandlers } from './crud';
import { eventHandlers } from './events';
import { fieldDataHandlers } from './fieldData';
import { storedHandlers } from './stored';

export const integrationHandlers: HandlerTable = {
  ...crudHandlers(),
  ...eventHandlers,
  ...fieldDataHandlers,
  ...storedHandlers,
};
