/**
 * The "Copy page" menu, loaded on first open by ./index.tsx: copy the page's Markdown twin,
 * view it, or open the page in ChatGPT or Claude. Keyboard as in the WAI-ARIA APG menu
 * pattern: arrows, Home and End move, Enter and Space choose, Escape closes and returns focus to
 * the button, Tab closes and moves on. The copy's outcome is announced in a status region that
 * stays mounted, and a failure offers the twin's link instead.
 */
import React, {
  useEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';

import { copyTwin, type CopyFailure } from './copyTwin';
import { twinPath as twinPathFor } from '../../../twinPath';
import { chatUrl } from './chatUrl';
import styles from './styles.module.css';

export type OpenWith = 'first' | 'last';

export interface MenuProps {
  id: string;
  buttonId: string;
  buttonRef: RefObject<HTMLButtonElement | null>;
  pathname: string;
  /** Open, and which item takes focus; null while closed. */
  openWith: OpenWith | null;
  onClose: (returnFocus: boolean) => void;
}

type Status = { kind: 'idle' } | { kind: 'copying' } | { kind: 'copied' } | CopyFailure;

/** A success message goes away by itself; a failure stays until dismissed. */
const COPIED_MESSAGE_MS = 4000;

function failureMessage(failure: CopyFailure): string {
  switch (failure.kind) {
    case 'insecure':
      return 'Copying is not available here: the browser allows the clipboard only on a secure (HTTPS) page.';
    case 'denied':
      return 'The browser did not allow copying to the clipboard.';
    case 'fetch':
      return `The Markdown of this page could not be loaded (${failure.detail}).`;
  }
}

function StatusMessage({
  status,
  twinPath,
  onDismiss,
}: {
  status: Status;
  twinPath: string;
  onDismiss: () => void;
}): ReactNode {
  switch (status.kind) {
    case 'idle':
      return null;
    case 'copying':
      return 'Copying the page…';
    case 'copied':
      return 'Copied the page as Markdown.';
    default:
      return (
        <>
          {failureMessage(status)} <a href={twinPath}>View the Markdown</a> to copy it from there.{' '}
          <button type="button" className={styles.dismiss} onClick={onDismiss}>
            Dismiss
          </button>
        </>
      );
  }
}

export default function Menu({
  id,
  buttonId,
  buttonRef,
  pathname,
  openWith,
  onClose,
}: MenuProps): ReactNode {
  const { siteConfig } = useDocusaurusContext();
  const menuRef = useRef<HTMLUListElement>(null);
  const [status, setStatus] = useState<Status>({ kind: 'idle' });

  const twinPath = twinPathFor(pathname);
  const chat = {
    siteTitle: siteConfig.title,
    pageUrl: new URL(pathname, siteConfig.url).href,
    twinUrl: new URL(twinPath, siteConfig.url).href,
  };

  const items = (): HTMLElement[] =>
    Array.from(menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);

  useEffect(() => {
    if (openWith === null) return;
    const all = items();
    (openWith === 'first' ? all[0] : all[all.length - 1])?.focus();
  }, [openWith]);

  useEffect(() => {
    if (openWith === null) return undefined;
    const onPointerDown = (event: PointerEvent): void => {
      const target = event.target as Node;
      if (menuRef.current?.contains(target) || buttonRef.current?.contains(target)) return;
      onClose(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [openWith, onClose, buttonRef]);

  useEffect(() => {
    if (status.kind !== 'copied') return undefined;
    const timer = setTimeout(() => setStatus({ kind: 'idle' }), COPIED_MESSAGE_MS);
    return () => clearTimeout(timer);
  }, [status]);

  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>): void => {
    const all = items();
    const current = all.indexOf(document.activeElement as HTMLElement);
    const focusAt = (index: number): void => all[(index + all.length) % all.length]?.focus();
    switch (event.key) {
      case 'ArrowDown':
        focusAt(current + 1);
        break;
      case 'ArrowUp':
        focusAt(current - 1);
        break;
      case 'Home':
        focusAt(0);
        break;
      case 'End':
        focusAt(all.length - 1);
        break;
      case 'Escape':
        onClose(true);
        break;
      case 'Tab':
        onClose(false);
        return;
      case ' ':
        // Space chooses a link item too, as it does a button item.
        if (event.target instanceof HTMLAnchorElement) event.target.click();
        else return;
        break;
      default:
        return;
    }
    event.preventDefault();
  };

  const copy = (): void => {
    onClose(true);
    setStatus({ kind: 'copying' });
    void copyTwin(twinPath).then((result) =>
      setStatus(result.ok ? { kind: 'copied' } : result.failure),
    );
  };

  const external = { target: '_blank', rel: 'noopener noreferrer', onClick: () => onClose(true) };

  return (
    <>
      {openWith !== null && (
        <ul
          ref={menuRef}
          id={id}
          role="menu"
          aria-labelledby={buttonId}
          className={styles.menu}
          onKeyDown={onKeyDown}
        >
          <li role="none">
            <button type="button" role="menuitem" tabIndex={-1} onClick={copy}>
              Copy page as Markdown
            </button>
          </li>
          <li role="none">
            <a role="menuitem" tabIndex={-1} href={twinPath} onClick={() => onClose(false)}>
              View as Markdown
            </a>
          </li>
          <li role="none">
            <a role="menuitem" tabIndex={-1} href={chatUrl('chatgpt', chat)} {...external}>
              Open in ChatGPT
            </a>
          </li>
          <li role="none">
            <a role="menuitem" tabIndex={-1} href={chatUrl('claude', chat)} {...external}>
              Open in Claude
            </a>
          </li>
        </ul>
      )}
      <div
        role="status"
        className={status.kind === 'idle' ? styles.silent : styles.bubble}
        data-copy-status={status.kind}
      >
        <StatusMessage
          status={status}
          twinPath={twinPath}
          onDismiss={() => setStatus({ kind: 'idle' })}
        />
      </div>
    </>
  );
}
