/**
 * Whether an element has come within `rootMargin` of the viewport. Once true it stays true: the
 * caller loads something heavy at that moment and must not unload it when the reader scrolls on.
 */
import { useEffect, useRef, useState, type RefObject } from 'react';

export function useNearViewport<T extends Element>(rootMargin: string): [RefObject<T>, boolean] {
  const ref = useRef<T>(null);
  const [isNear, setIsNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (isNear || !element) return undefined;
    // Without the observer there is no cheap way to know; load at once, as before.
    if (typeof IntersectionObserver === 'undefined') {
      setIsNear(true);
      return undefined;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setIsNear(true);
      },
      { rootMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [isNear, rootMargin]);
  return [ref, isNear];
}
