/** The event feed (`GET /events`, `GET /events/{event_id}`) and how handlers emit events. */
import { notFound } from '../core/problems';
import type { HandlerTable, OperationInput } from '../core/operation';
import { idPrefix } from '../core/specs';
import { listPage, type ListQuery } from '../listing/list';
import type { SessionState } from '../store/state';
import type { SandboxEvent } from '../webhooks/eventLog';

export function emit(
  state: SessionState,
  type: string,
  projectId: string | null,
  data: Record<string, unknown>,
  onlySubscription?: string,
): SandboxEvent {
  const event: SandboxEvent = {
    id: state.ids.next(idPrefix('BookingStatusChangedEvent')),
    type,
    created_at: state.clock.now(),
    project_id: projectId,
    data,
  };
  return state.events.append(event, state.clock.epochSeconds(), onlySubscription);
}

export const eventHandlers: HandlerTable = {
  listEvents: (input: OperationInput) => ({
    status: 200,
    body: listPage(
      'listEvents',
      [...input.state.events.events] as never[],
      input.query as ListQuery,
    ),
  }),
  getEvent: (input: OperationInput) => {
    const id = input.params.event_id!;
    const event = input.state.events.events.find((candidate) => candidate.id === id);
    if (!event) throw notFound('event', id);
    return { status: 200, body: event };
  },
};
