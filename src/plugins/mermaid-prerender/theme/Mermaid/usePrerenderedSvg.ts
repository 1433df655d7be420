/**
 * The markup of one prerendered diagram (../../index.ts). The server bundle
 * hands the component the SVG itself; the browser bundle only its file's URL, and the page
 * already holds the SVG when it comes from the server. So the browser fetches the file only
 * for a diagram mounted without server HTML (a client-side navigation), and React is given no
 * markup to compare while it hydrates: it keeps the server's SVG as it is.
 */
import { useEffect, useRef, useState, type RefObject } from 'react';

/** One request per file per page view, however often a page with it is visited. */
const svgRequests = new Map<string, Promise<string>>();

async function requestSvg(url: string): Promise<string> {
  const response = await fetch(url);
  const text = response.ok ? await response.text() : '';
  // A host that answers a missing file with an HTML page must not get that page drawn.
  if (!text.startsWith('<svg')) {
    throw new Error(`[mermaid] ${url} is not a prerendered diagram (HTTP ${response.status})`);
  }
  return text;
}

function fetchSvg(url: string): Promise<string> {
  let request = svgRequests.get(url);
  if (!request) {
    request = requestSvg(url);
    request.catch(() => svgRequests.delete(url));
    svgRequests.set(url, request);
  }
  return request;
}

export interface PrerenderedSvg {
  ref: RefObject<HTMLDivElement>;
  /** What to set as the container's inner HTML: '' while the server's SVG stays or one loads. */
  markup: string;
  failed: boolean;
}

/** `source`: the SVG markup (server bundle) or the URL of its file (browser bundle). */
export function usePrerenderedSvg(source: string): PrerenderedSvg {
  const isMarkup = source.startsWith('<svg');
  const ref = useRef<HTMLDivElement>(null);
  const [markup, setMarkup] = useState(isMarkup ? source : '');
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (isMarkup || ref.current?.firstElementChild) return;
    let mounted = true;
    fetchSvg(source).then(
      (svg) => mounted && setMarkup(svg),
      (error: unknown) => {
        console.error(error);
        if (mounted) setFailed(true);
      },
    );
    return () => {
      mounted = false;
    };
  }, [source, isMarkup]);
  return { ref, markup, failed };
}
