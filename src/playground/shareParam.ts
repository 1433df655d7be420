/**
 * The hash parameter of a playground share link (`#req=...`). On its own so that analytics can
 * recognise a share link without carrying the encoder into every page's bundle.
 */
export const SHARE_PARAM = 'req';
