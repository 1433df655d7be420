// Redoc's sidebar credit shows a logo hot-linked from Redocly's CDN. The portal must work with
// no network (and under our CSP), so the bundle gets a copy served from this site instead.
const REMOTE = 'https://cdn.redoc.ly/redoc/logo-mini.svg';
const LOCAL = '/img/redoc-logo-mini.svg';

module.exports = function localRedocLogoLoader(source) {
  return source.split(REMOTE).join(LOCAL);
};
