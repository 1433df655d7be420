// nprogress ships no types; this is the part of its API src/clientModules/progressBar.ts uses.
declare module 'nprogress' {
  const nprogress: { configure(options: { template?: string; showSpinner?: boolean }): void };
  export default nprogress;
}
