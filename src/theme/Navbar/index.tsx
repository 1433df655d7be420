/**
 * Wrapper around @docusaurus/theme-classic/lib/theme/Navbar.
 * Reason: once the page has scrolled past NAVBAR_BLUR_THRESHOLD_PX the navbar gets a
 * translucent, blurred backdrop (styles in src/css/custom.css). The original navbar and its
 * hide-on-scroll behaviour are untouched. Policy: src/theme/README.md.
 */
import React, { type ReactNode } from 'react';
import Navbar from '@theme-original/Navbar';
import type NavbarType from '@theme/Navbar';
import type { WrapperProps } from '@docusaurus/types';

import { useNavbarBlur } from './useNavbarBlur';

type Props = WrapperProps<typeof NavbarType>;

export default function NavbarWrapper(props: Props): ReactNode {
  useNavbarBlur();
  return <Navbar {...props} />;
}
