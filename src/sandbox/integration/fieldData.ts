/**
 * Order progress, proof of delivery and tracking links of a booking. A progress update moves
 * the booking through its state machine (409 `invalid-transition` otherwise), updates its
 * route's stop and status, and emits `booking.status_changed`.
 */
import { notFound, ProblemError } from '../core/problems';
import type { HandlerTable, OperationInput } from '../core/operation';
import { idPrefix } from '../core/specs';
import type { ListQuery } from '../listing/list';
import { paginate } from '../listing/pagination';
import type { StoredObject } from '../store/collection';
import { allowedAfter, canTransition } from '../stateMachines/bookingProgress';
import { routeStatus, stopStatus } from '../stateMachines/routeStatus';
import { locationOf } from './crud';
import { emit } from './events';

type Body = Record<string, unknown>;

function booking(input: OperationInput): StoredObject {
  const id = input.params.booking_id!;
  const found = input.state.collection('bookings').get(id);
  if (!found) throw notFound('booking', id);
  return found;
}

/** Route changes a `route.updated` event reports (RouteUpdatedData `change`). */
const ROUTE_CHANGES: Record<string, string> = { dispatched: 'dispatched', cancelled: 'cancelled' };

/** Updates the route's stops and status; returns the route when its status changed. */
function updateRoute(input: OperationInput, routeId: unknown): StoredObject | undefined {
  if (typeof routeId !== 'string') return undefined;
  const routes = input.state.collection('routes');
  const route = routes.get(routeId);
  if (!route) return undefined;
  const bookings = input.state.collection('bookings');
  const stops = (route.stops as Body[]).map((stop) => {
    const served = typeof stop.booking_id === 'string' ? bookings.get(stop.booking_id) : undefined;
    return served ? { ...stop, status: stopStatus(String(served.status)) } : stop;
  });
  const statuses = stops
    .map((stop) =>
      typeof stop.booking_id === 'string' ? bookings.get(stop.booking_id) : undefined,
    )
    .filter((served): served is StoredObject => served !== undefined)
    .map((served) => String(served.status));
  const status = routeStatus(String(route.status), statuses);
  const updated = routes.put({ ...route, stops, status, updated_at: input.state.clock.now() });
  return status === route.status ? undefined : updated;
}

export const fieldDataHandlers: HandlerTable = {
  createOrderProgress: (input) => {
    const current = booking(input);
    const body = input.body as Body;
    const from = String(current.status);
    const to = String(body.status);
    if (!canTransition(from, to)) {
      const allowed = allowedAfter(from);
      throw new ProblemError('invalid-transition', {
        detail: `Booking ${current.id} is \`${from}\`; it cannot become \`${to}\`.`,
        errors: [
          {
            path: '/status',
            code: 'invalid_transition',
            message: `Allowed after \`${from}\`: ${allowed.length ? allowed.map((s) => `\`${s}\``).join(', ') : 'none'}.`,
          },
        ],
      });
    }
    const now = input.state.clock.now();
    const progress = {
      id: input.state.newId(idPrefix('OrderProgress'), 'order-progress'),
      booking_id: current.id,
      ...body,
      recorded_at: now,
    } as StoredObject;
    input.state.collection('order-progress').put(progress);
    input.state.collection('bookings').put({ ...current, status: to, updated_at: now });
    const route = updateRoute(input, current.route_id);
    emit(input.state, 'booking.status_changed', String(current.project_id), {
      booking_id: current.id,
      previous_status: from,
      status: to,
      occurred_at: body.occurred_at,
      route_id: current.route_id ?? null,
    });
    const change = route && ROUTE_CHANGES[String(route.status)];
    if (route && change)
      emit(input.state, 'route.updated', String(route.project_id), {
        route_id: route.id,
        vehicle_id: route.vehicle_id,
        change,
        status: route.status,
      });
    return {
      status: 201,
      body: progress,
      headers: locationOf(input, `/integration/v1/bookings/${current.id}/progress`, progress.id),
    };
  },
  listOrderProgress: (input) => {
    const current = booking(input);
    // Ordered by when it happened in the field (docs/quickstart/events.mdx#ordering), not when it was recorded.
    const updates = input.state
      .collection('order-progress')
      .all()
      .filter((update) => update.booking_id === current.id)
      .sort((a, b) => Date.parse(String(a.occurred_at)) - Date.parse(String(b.occurred_at)));
    const query = input.query as ListQuery;
    return { status: 200, body: paginate(updates, query.limit, query.cursor) };
  },
  createProofOfDelivery: (input) => {
    const current = booking(input);
    const pods = input.state.collection('pods');
    if (pods.all().some((pod) => pod.booking_id === current.id))
      throw new ProblemError('conflict', {
        detail: `Booking ${current.id} already has a proof of delivery.`,
      });
    const body = input.body as Body;
    const now = input.state.clock.now();
    const id = input.state.newId(idPrefix('ProofOfDelivery'), 'pods');
    const files = `https://files.example.com/pod/${id}`;
    const signature = body.signature as Body | undefined;
    const pod = {
      id,
      booking_id: current.id,
      recipient_name: body.recipient_name,
      captured_at: body.captured_at,
      location: body.location,
      ...(body.notes === undefined ? {} : { notes: body.notes }),
      signature: signature
        ? { url: `${files}/signature`, content_type: signature.content_type }
        : null,
      photos: ((body.photos as Body[] | undefined) ?? []).map((photo, index) => ({
        url: `${files}/photo-${index + 1}`,
        content_type: photo.content_type,
        ...(photo.caption === undefined ? {} : { caption: photo.caption }),
      })),
      created_at: now,
      files_expire_at: input.state.clock.after(90 * 86400),
    } as StoredObject;
    pods.put(pod);
    emit(input.state, 'pod.captured', String(current.project_id), {
      booking_id: current.id,
      pod_id: id,
      recipient_name: body.recipient_name,
      captured_at: body.captured_at,
    });
    return {
      status: 201,
      body: pod,
      headers: { location: `${input.origin}/integration/v1/bookings/${current.id}/pod` },
    };
  },
  getProofOfDelivery: (input) => {
    const current = booking(input);
    const pod = input.state
      .collection('pods')
      .all()
      .find((candidate) => candidate.booking_id === current.id);
    if (!pod) throw notFound('proof of delivery for booking', current.id);
    return { status: 200, body: pod };
  },
  createTrackingLink: (input) => {
    const current = booking(input);
    const body = input.body as Body;
    const id = input.state.newId(idPrefix('TrackingLink'), 'tracking-links');
    const link = {
      id,
      booking_id: current.id,
      // The public page is `/t/<token>`, the token being the id without its prefix (the spec's
      // example: trk_9QmX2c7KfLw at https://track.example.com/t/9QmX2c7KfLw).
      url: `https://track.example.com/t/${id.slice(id.indexOf('_') + 1)}`,
      expires_at: body.expires_at ?? input.state.clock.after(7 * 86400),
      locale: body.locale ?? 'en',
      show_driver_name: body.show_driver_name ?? false,
      show_vehicle_position: body.show_vehicle_position ?? true,
      created_at: input.state.clock.now(),
    } as StoredObject;
    input.state.collection('tracking-links').put(link);
    return { status: 201, body: link, headers: { location: link.url as string } };
  },
};
