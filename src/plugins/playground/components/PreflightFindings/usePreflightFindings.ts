/**
 * Runs the pre-flight check on each request that passed the schema, importing the check on
 * first use, and turns the findings into editor markers. `text` is the editor text the request
 * was parsed from, to place the findings in it.
 */
import { useEffect, useMemo, useRef, useState } from 'react';

import type { PlacedFinding } from '../../client/preflightFindings';
import type { SolveRequest } from '@site/src/solver/types';

import type { EditorRangeMarker } from '../Editor';

interface PreflightState {
  /** Findings of the current request; null while none has been checked. */
  findings: PlacedFinding[] | null;
  markers: readonly EditorRangeMarker[];
}

/** Every request is checked, the example as it loads included, so its findings show at once. */
export function usePreflightFindings(
  request: SolveRequest | null,
  text: string | null,
): PreflightState {
  const [findings, setFindings] = useState<PlacedFinding[] | null>(null);
  const textRef = useRef(text);
  textRef.current = text;

  useEffect(() => {
    const source = textRef.current;
    if (!request || source === null) {
      setFindings(null);
      return undefined;
    }
    let active = true;
    import('../../client/preflightFindings')
      .then(({ placeFindings }) => {
        if (active) setFindings(placeFindings(request, source));
      })
      .catch(() => {
        // Without the check the reader is where they were before it existed: the schema has
        // passed, and the solve reports what it cannot take.
        if (active) setFindings(null);
      });
    return () => {
      active = false;
    };
  }, [request]);

  const markers = useMemo(
    () =>
      (findings ?? []).flatMap(({ range, severity, message }) =>
        range ? [{ ...range, severity, message }] : [],
      ),
    [findings],
  );
  return { findings, markers };
}
