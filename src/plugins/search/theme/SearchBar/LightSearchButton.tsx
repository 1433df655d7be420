/**
 * Serves only ./index.tsx: the markup DocSearch 3.9.0's DocSearchButton renders (`A` in
 * @docsearch/react/dist/esm/index.js: classes, spans, icons, kbd keys and the aria-label that
 * names the shortcut), without the library, so every page can show the button before
 * @docsearch/react loads and the swap to the real one neither moves nor restyles anything.
 */
import React, { forwardRef, useEffect, useState, type ComponentPropsWithoutRef } from 'react';

type ButtonTranslations = Partial<{ buttonText: string; buttonAriaLabel: string }>;

type Props = Omit<ComponentPropsWithoutRef<'button'>, 'type' | 'className' | 'aria-label'> & {
  translations?: ButtonTranslations;
};

const CTRL = 'Ctrl';

function SearchIcon() {
  return (
    <svg
      width="20"
      height="20"
      className="DocSearch-Search-Icon"
      viewBox="0 0 20 20"
      aria-hidden="true"
    >
      <path
        d="M14.386 14.386l4.0877 4.0877-4.0877-4.0877c-2.9418 2.9419-7.7115 2.9419-10.6533 0-2.9419-2.9418-2.9419-7.7115 0-10.6533 2.9418-2.9419 7.7115-2.9419 10.6533 0 2.9419 2.9418 2.9419 7.7115 0 10.6533z"
        stroke="currentColor"
        fill="none"
        fillRule="evenodd"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

function ControlKeyIcon() {
  return (
    <svg width="15" height="15" className="DocSearch-Control-Key-Icon">
      <path
        d="M4.505 4.496h2M5.505 5.496v5M8.216 4.496l.055 5.993M10 7.5c.333.333.5.667.5 1v2M12.326 4.5v5.996M8.384 4.496c1.674 0 2.116 0 2.116 1.5s-.442 1.5-2.116 1.5M3.205 9.303c-.09.448-.277 1.21-1.241 1.203C1 10.5.5 9.513.5 8V7c0-1.57.5-2.5 1.464-2.494.964.006 1.134.598 1.24 1.342M12.553 10.5h1.953"
        strokeWidth="1.2"
        stroke="currentColor"
        fill="none"
        strokeLinecap="square"
      />
    </svg>
  );
}

export const LightSearchButton = forwardRef<HTMLButtonElement, Props>(function LightSearchButton(
  { translations = {}, ...buttonProps },
  ref,
) {
  const { buttonText = 'Search', buttonAriaLabel = 'Search' } = translations;
  // Like upstream: no keys in the server HTML, the platform's keys once mounted.
  const [modifierKey, setModifierKey] = useState<string | null>(null);
  useEffect(() => {
    setModifierKey(/(Mac|iPhone|iPod|iPad)/i.test(navigator.platform) ? '⌘' : CTRL);
  }, []);
  const modifierName = modifierKey === CTRL ? 'Ctrl' : 'Command';
  return (
    <button
      type="button"
      className="DocSearch DocSearch-Button"
      aria-label={`${buttonAriaLabel} (${modifierName}+K)`}
      {...buttonProps}
      ref={ref}
    >
      <span className="DocSearch-Button-Container">
        <SearchIcon />
        <span className="DocSearch-Button-Placeholder">{buttonText}</span>
      </span>
      <span className="DocSearch-Button-Keys">
        {modifierKey !== null && (
          <>
            <kbd className="DocSearch-Button-Key">
              {modifierKey === CTRL ? <ControlKeyIcon /> : modifierKey}
            </kbd>
            <kbd className="DocSearch-Button-Key">K</kbd>
          </>
        )}
      </span>
    </button>
  );
});
