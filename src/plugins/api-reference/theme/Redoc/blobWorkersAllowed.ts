/**
 * Redoc runs its search index in a worker created from a blob URL, which the CSP allows only on
 * API reference pages (src/plugins/security-headers). A document keeps the policy it was loaded
 * with, so a reference reached by a client-side link from another page would have its worker
 * blocked. Every page carries its policy in a meta element as well; this reads it.
 */
export function blobWorkersAllowed(): boolean {
  const meta = document.querySelector<HTMLMetaElement>(
    'meta[http-equiv="Content-Security-Policy" i]',
  );
  // No meta policy (a page built without the plugin): nothing here blocks the worker.
  if (!meta) return true;
  const directives = new Map(
    meta.content.split(';').map((directive) => {
      const [name = '', ...sources] = directive.trim().split(/\s+/);
      return [name, sources] as const;
    }),
  );
  // worker-src falls back to script-src, then default-src.
  const sources =
    directives.get('worker-src') ?? directives.get('script-src') ?? directives.get('default-src');
  return sources === undefined || sources.includes('blob:');
}
