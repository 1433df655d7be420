/**
 * The playground's view of the pre-flight check (src/solver/preflight.ts): each finding with its
 * JSON path and where it sits in the editor's text, errors first. Imported on demand, like the
 * schema validator, so neither ships with the page.
 */
import {
  preflightRequest,
  type PreflightCheck,
  type PreflightFinding,
} from '../../../solver/preflight';
import type { SolveRequest } from '../../../solver/types';

import { toJsonPath } from './jsonPath';
import { pointerRange, type TextRange } from './pointerRange';

export interface PlacedFinding extends PreflightFinding {
  /** `$.jobs[3].location`: the notation of the schema messages. */
  jsonPath: string;
  /** The first line of the value in the text, or null when the text no longer holds the path. */
  range: TextRange | null;
  /** What the link says: distinct per target, so a screen reader's list of links tells them apart. */
  linkText: string;
}

const LINK_TEXT: Record<PreflightCheck, string> = {
  time_window_order: 'Problem type: unprocessable',
  swapped_coordinates: 'Docs: locations',
  window_outside_shifts: 'Docs: time windows',
  demand_dimension_not_carried: 'Docs: capacity and demand',
  demand_exceeds_capacity: 'Docs: capacity and demand',
  label_not_on_any_vehicle: 'Docs: vehicle labels',
  service_longer_than_window: 'Docs: time window pitfalls',
  delivery_before_pickup: 'Docs: shipments',
  max_trip_too_short: 'Docs: maximum trip duration',
};

export function placeFindings(request: SolveRequest, text: string): PlacedFinding[] {
  const findings = preflightRequest(request);
  const ordered = [
    ...findings.filter((f) => f.severity === 'error'),
    ...findings.filter((f) => f.severity === 'warning'),
  ];
  return ordered.map((finding) => {
    const range = pointerRange(text, finding.path);
    const lineEnd = range ? text.indexOf('\n', range.from) : -1;
    return {
      ...finding,
      jsonPath: toJsonPath(finding.path),
      linkText: LINK_TEXT[finding.check],
      range: range && {
        from: range.from,
        to: lineEnd < 0 ? range.to : Math.min(range.to, lineEnd),
      },
    };
  });
}
