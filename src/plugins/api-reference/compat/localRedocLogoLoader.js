// Redoc's sidebar credit shows a logo hot-linked from Redocly's CDN. The portal must work with
// no network (and under our CSP), so the bundle gets a copy served from this site instead.
// Options (from ../redocTheme.ts, the URL from ../bundlePatches.ts): { remote, local }.
module.exports = function localRedocLogoLoader(source) {
  const { remote, local } = this.getOptions();
  return source.split(remote).join(local);
};
