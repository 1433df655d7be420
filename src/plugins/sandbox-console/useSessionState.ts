/** The tab's sandbox session as the consoles show it: request count and whether it persists. */
import { useEffect, useState } from 'react';

import { sandboxSession } from './sandboxClient';

export interface SessionState {
  requestCount: number;
  persistent: boolean;
}

function snapshot(): SessionState {
  const session = sandboxSession();
  return { requestCount: session.requestCount, persistent: session.persistent };
}

export function useSessionState(): SessionState {
  const [state, setState] = useState(snapshot);
  useEffect(() => sandboxSession().subscribe(() => setState(snapshot())), []);
  return state;
}
