import { useScrollPosition } from '@docusaurus/theme-common/internal';

/** Past this many pixels of scroll the navbar gets a blurred backdrop. */
export const NAVBAR_BLUR_THRESHOLD_PX = 180;
const ATTRIBUTE = 'data-navbar-blur';

/**
 * Sets `data-navbar-blur` on <html> while the page is scrolled past the threshold. The
 * attribute lives on <html> because the wrapper cannot add a class to the original <nav>.
 */
export function useNavbarBlur(): void {
  useScrollPosition(({ scrollY }) => {
    document.documentElement.toggleAttribute(ATTRIBUTE, scrollY > NAVBAR_BLUR_THRESHOLD_PX);
  });
}
