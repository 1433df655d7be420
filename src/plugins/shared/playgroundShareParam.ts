/**
 * The hash parameter of a playground share link (`#req=...`). Shared so that analytics can
 * recognise a share link without the playground's encoder in every page's bundle.
 */
export const SHARE_PARAM = 'req';
