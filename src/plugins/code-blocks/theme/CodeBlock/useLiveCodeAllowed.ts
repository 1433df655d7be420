/**
 * Part of the CodeBlock wrapper (./index.tsx). Live code blocks evaluate code (react-live compiles with `new Function`), and the CSP allows
 * that only on the pages that carry live blocks (src/plugins/security-headers). A browser keeps
 * the policy of the page it loaded first, so arriving at a live page by a client-side link
 * leaves eval blocked. This hook notices that after hydration and reloads the page once, so
 * the server sends that page's own policy. Should eval still be blocked on a page loaded
 * directly (a host that sends one stricter CSP header for every path), it reports it instead
 * of reloading again.
 */
import { useEffect, useState } from 'react';

import { loadedAtThisPath } from '@site/src/plugins/shared/loadedAtThisPath';

export type LiveCodeAllowance = 'allowed' | 'reloading' | 'blocked';

function evalAllowed(): boolean {
  try {
    // The probe: under a CSP without 'unsafe-eval' this throws an EvalError.
    new Function('');
    return true;
  } catch {
    return false;
  }
}

export function useLiveCodeAllowed(): LiveCodeAllowance {
  const [allowance, setAllowance] = useState<LiveCodeAllowance>('allowed');
  useEffect(() => {
    if (evalAllowed()) return;
    if (loadedAtThisPath()) {
      setAllowance('blocked');
      return;
    }
    setAllowance('reloading');
    window.location.reload();
  }, []);
  return allowance;
}
