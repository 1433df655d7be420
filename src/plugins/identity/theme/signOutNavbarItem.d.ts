/** `@theme/NavbarItem/SignOutNavbarItem`, served by this plugin's theme (./NavbarItem). */
declare module '@theme/NavbarItem/SignOutNavbarItem' {
  export { default } from '@site/src/plugins/identity/theme/NavbarItem/SignOutNavbarItem';
}
