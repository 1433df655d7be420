/**
 * A project's preassignments: one set per project, replaced whole by PUT (idempotent) and
 * cleared by DELETE. Every vehicle and booking must belong to the project (422
 * `invalid_reference`); a vehicle or booking listed twice is a 422 `duplicate_id`.
 */
import { ProblemError } from '../core/problems';
import type { HandlerTable, OperationInput } from '../core/operation';
import type { FieldError } from '../core/types';
import { projectOf } from './project';

type Body = Record<string, unknown>;

function validate(input: OperationInput, projectId: string, entries: Body[]): FieldError[] {
  const errors: FieldError[] = [];
  const vehicles = new Set<string>();
  const bookings = new Set<string>();
  entries.forEach((entry, index) => {
    const vehicleId = String(entry.vehicle_id);
    if (!input.state.collection('vehicles').has(vehicleId, projectId))
      errors.push({
        path: `/preassignments/${index}/vehicle_id`,
        code: 'invalid_reference',
        message: `Vehicle \`${vehicleId}\` does not exist in project ${projectId}.`,
      });
    else if (vehicles.has(vehicleId))
      errors.push({
        path: `/preassignments/${index}/vehicle_id`,
        code: 'duplicate_id',
        message: `Vehicle \`${vehicleId}\` has more than one preassignment; send one entry per vehicle.`,
      });
    vehicles.add(vehicleId);
    (entry.booking_ids as string[]).forEach((bookingId, position) => {
      const path = `/preassignments/${index}/booking_ids/${position}`;
      if (!input.state.collection('bookings').has(bookingId, projectId))
        errors.push({
          path,
          code: 'invalid_reference',
          message: `Booking \`${bookingId}\` does not exist in project ${projectId}.`,
        });
      else if (bookings.has(bookingId))
        errors.push({
          path,
          code: 'duplicate_id',
          message: `Booking \`${bookingId}\` is in more than one preassignment.`,
        });
      bookings.add(bookingId);
    });
  });
  return errors;
}

export const preassignmentHandlers: HandlerTable = {
  getPreassignments: (input) => {
    const project = projectOf(input);
    return {
      status: 200,
      body: input.state.preassignments.get(project.id) ?? {
        project_id: project.id,
        preassignments: [],
        updated_at: project.updated_at,
      },
    };
  },
  replacePreassignments: (input) => {
    const project = projectOf(input);
    const entries = (input.body as { preassignments: Body[] }).preassignments;
    const errors = validate(input, project.id, entries);
    if (errors.length > 0)
      throw new ProblemError('unprocessable', {
        detail: `${errors.length} problem${errors.length === 1 ? '' : 's'} across the request; see errors[].`,
        errors,
      });
    const stored = {
      project_id: project.id,
      preassignments: entries.map((entry) => ({
        vehicle_id: entry.vehicle_id,
        booking_ids: entry.booking_ids,
        lock_sequence: entry.lock_sequence ?? false,
      })),
      updated_at: input.state.clock.now(),
    };
    input.state.preassignments.set(project.id, stored);
    return { status: 200, body: stored };
  },
  deletePreassignments: (input) => {
    const project = projectOf(input);
    input.state.preassignments.delete(project.id);
    return { status: 204 };
  },
};
