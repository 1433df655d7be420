/**
 * Runs the pre-flight check on each request that passed the schema, importing the check on
 * first use, and turns the findings into editor markers. `text` is the editor text the request
 * was parsed from, to place the findings in it.
 */
import { useEffect, useMemo, useRef, useState } from 'react';

import type { PlacedFinding } from '@site/src/playground/preflightFindings';
import type { SolveRequest } from '@site/src/solver/types';

import type { EditorRangeMarker } from '../Editor';

interface PreflightState {
  /** Findings of the current request; null while none has been checked. */
  findings: PlacedFinding[] | null;
  markers: readonly EditorRangeMarker[];
}

/**
 * `skipText`: a text not to check. The page passes the built-in example as it loaded, so the
 * check runs from the reader's first edit (a shared request at once): the examples' findings are
 * fixed (tests/unit/solver/preflight.test.ts lists them), and not checking an example as it
 * loads keeps the check's code out of the page's first load (tests/quality/budgets.spec.ts).
 */
export function usePreflightFindings(
  request: SolveRequest | null,
  text: string | null,
  skipText: string | null,
): PreflightState {
  const [findings, setFindings] = useState<PlacedFinding[] | null>(null);
  const textRef = useRef(text);
  textRef.current = text;
  const skipRef = useRef(skipText);
  skipRef.current = skipText;

  useEffect(() => {
    const source = textRef.current;
    if (!request || source === null || source === skipRef.current) {
      setFindings(null);
      return undefined;
    }
    let active = true;
    import('@site/src/playground/preflightFindings')
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
