/**
 * The "Copy page" button in a docs page's breadcrumb row: a menu button (WAI-ARIA APG menu
 * button pattern). Only this button is in every docs page's JavaScript; the menu itself
 * (./Menu.tsx: the copy, the twin link, the chat links) is a chunk loaded the first time the
 * reader opens it. Enter, Space and ArrowDown open it on its first item, ArrowUp on its last.
 */
import React, {
  useCallback,
  useId,
  useRef,
  useState,
  type ComponentType,
  type KeyboardEvent,
  type ReactNode,
} from 'react';

import type { MenuProps, OpenWith } from './Menu';
import { twinPath } from '../../../twinPath';
import styles from './styles.module.css';

type MenuComponent = ComponentType<MenuProps>;

let menuModule: Promise<MenuComponent> | null = null;

function loadMenu(): Promise<MenuComponent> {
  menuModule ??= import('./Menu').then(
    (module) => module.default,
    (error: unknown) => {
      // A chunk that failed (offline, a deploy replaced it) is tried again on the next press.
      menuModule = null;
      throw error;
    },
  );
  return menuModule;
}

function CopyPageMenuForPage({ pathname }: { pathname: string }): ReactNode {
  const buttonId = useId();
  const menuId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const [Menu, setMenu] = useState<MenuComponent | null>(null);
  const [openWith, setOpenWith] = useState<OpenWith | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);

  const open = (focus: OpenWith): void => {
    setOpenWith(focus);
    setLoadFailed(false);
    loadMenu().then(
      (component) => setMenu(() => component),
      () => {
        setOpenWith(null);
        setLoadFailed(true);
      },
    );
  };

  const close = useCallback((returnFocus: boolean): void => {
    setOpenWith(null);
    if (returnFocus) buttonRef.current?.focus();
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>): void => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    open(event.key === 'ArrowDown' ? 'first' : 'last');
  };

  const isOpen = openWith !== null && Menu !== null;
  return (
    <div className={styles.copyPage}>
      <button
        ref={buttonRef}
        id={buttonId}
        type="button"
        className={styles.button}
        aria-haspopup="menu"
        aria-expanded={isOpen}
        aria-controls={isOpen ? menuId : undefined}
        onClick={() => (openWith === null ? open('first') : close(false))}
        onKeyDown={onKeyDown}
      >
        Copy page
      </button>
      {Menu && (
        <Menu
          id={menuId}
          buttonId={buttonId}
          buttonRef={buttonRef}
          pathname={pathname}
          openWith={openWith}
          onClose={close}
        />
      )}
      {loadFailed && (
        <p role="alert" className={styles.bubble}>
          The menu could not load; check your connection and try again, or{' '}
          <a href={twinPath(pathname)}>view the Markdown</a>.
        </p>
      )}
    </div>
  );
}

export interface CopyPageMenuProps {
  /** The page's own URL path (its permalink), whose twin is `<path>.md`. */
  pagePath: string;
}

export default function CopyPageMenu({ pagePath }: CopyPageMenuProps): ReactNode {
  // A new page starts closed, with no message from the previous one.
  return <CopyPageMenuForPage key={pagePath} pathname={pagePath} />;
}
