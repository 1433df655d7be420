/**
 * Wrapper around @docusaurus/theme-classic/lib/theme/NavbarItem/ComponentTypes.
 * Reason: registers our custom navbar item types (config `type: 'custom-<name>'`) on top of
 * the upstream map, which stays untouched. Policy: src/theme/README.md.
 */
import ComponentTypes from '@theme-original/NavbarItem/ComponentTypes';

import SignOutNavbarItem from '@theme/NavbarItem/SignOutNavbarItem';

export default {
  ...ComponentTypes,
  'custom-signOut': SignOutNavbarItem,
};
