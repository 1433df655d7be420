/**
 * Whether a server-rendered reference carries the CSS of both colour modes: the server marks its
 * style block so (../../compat/SinglePassServerRedoc.tsx), and the static page then stays static in
 * dark mode instead of rendering Redoc live with its dark theme.
 */
export const BOTH_MODES_ATTRIBUTE = 'data-both-colour-modes';

export function servesDarkModeStatically(root: HTMLElement): boolean {
  return root.querySelector(`.redocusaurus-styles > style[${BOTH_MODES_ATTRIBUTE}]`) !== null;
}
