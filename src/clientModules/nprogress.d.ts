// nprogress ships no types; this is the part of its API src/clientModules/progressBar.ts and its
// test use.
declare module 'nprogress' {
  const nprogress: {
    configure(options: { template?: string; barSelector?: string; showSpinner?: boolean }): void;
    start(): void;
    set(progress: number): void;
    done(): void;
    isStarted(): boolean;
    remove(): void;
  };
  export default nprogress;
}
