/** Every operation of the Routing API, by operationId. */
import type { HandlerTable } from '../core/operation';

export const routingHandlers: HandlerTable = {};
