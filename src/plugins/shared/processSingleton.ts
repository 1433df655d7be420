/**
 * One value per Node process, whatever module instance asks. Docusaurus loads the site config
 * and every plugin through jiti without a require cache, so a module imported by two plugins (or
 * by the config and a plugin, or by the config evaluated twice) is two instances with two sets
 * of module-level state. State that must be shared across them lives on the process instead,
 * under a global symbol named after it.
 */
export function processSingleton<T>(name: string, create: () => T): T {
  const key = Symbol.for(`routekit.${name}`);
  const slots = process as unknown as Record<symbol, T | undefined>;
  slots[key] ??= create();
  return slots[key];
}
