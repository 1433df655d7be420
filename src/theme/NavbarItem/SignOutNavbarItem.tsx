/**
 * The `custom-signOut` navbar item: a "Sign out" link that is always in the navbar's markup
 * but hidden while no user is signed in. Clicking it signs the user out, then reloads.
 */
import React, { type ReactNode } from 'react';
import clsx from 'clsx';

import { useSignedInUser } from '@site/src/identity/useSignedInUser';
import { signOutAndReload } from '@site/src/identity/signOut';

interface Props {
  mobile?: boolean;
  className?: string;
  label?: string;
}

export default function SignOutNavbarItem({
  mobile = false,
  className,
  label = 'Sign out',
}: Props): ReactNode {
  const user = useSignedInUser();
  const link = (
    <a
      href="#sign-out"
      role="button"
      data-testid="sign-out"
      hidden={user === null}
      className={clsx(mobile ? 'menu__link' : 'navbar__item navbar__link', className)}
      onClick={(event) => {
        event.preventDefault();
        void signOutAndReload();
      }}
    >
      {label}
    </a>
  );
  return mobile ? (
    <li className="menu__list-item" hidden={user === null}>
      {link}
    </li>
  ) : (
    link
  );
}
