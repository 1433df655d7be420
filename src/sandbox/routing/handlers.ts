/** Every operation of the Routing API, by operationId. */
import type { HandlerTable } from '../core/operation';
import { recalculateEtas } from './etas';
import { insertionHandlers } from './insertions';
import { optimizationHandlers } from './optimizations';
import { preassignmentHandlers } from './preassignments';

export const routingHandlers: HandlerTable = {
  ...optimizationHandlers,
  ...preassignmentHandlers,
  ...insertionHandlers,
  recalculateEtas,
};
