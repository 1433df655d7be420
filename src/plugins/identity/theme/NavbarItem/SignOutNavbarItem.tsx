/**
 * The `custom-signOut` navbar item: a "Sign out" link that is always in the navbar's markup
 * but hidden while no user is signed in. Clicking it signs the user out, then reloads.
 */
import React, { type ReactNode } from 'react';
import clsx from 'clsx';

import { useSignedInUser } from '../../useSignedInUser';
import { signOutAndReload } from '../../signOut';

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
  // A button, not a link: it performs an action and has no destination to link to.
  const link = (
    <button
      type="button"
      data-testid="sign-out"
      hidden={user === null}
      className={clsx('clean-btn', mobile ? 'menu__link' : 'navbar__item navbar__link', className)}
      onClick={() => {
        void signOutAndReload();
      }}
    >
      {label}
    </button>
  );
  return mobile ? (
    <li className="menu__list-item" hidden={user === null}>
      {link}
    </li>
  ) : (
    link
  );
}
