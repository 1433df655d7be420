/**
 * Server side of docusaurus-theme-redoc's `Redoc/ServerRedoc` (dist-jsx/theme/Redoc/ServerRedoc.jsx
 * 2.5), rendering Redoc once instead of three times per reference page.
 *
 * Upstream renders the page's Redoc, and before it `Redoc/Styles`, which on the server renders
 * two more complete Redocs (a light and a dark store) only to collect their styled-components
 * CSS. Here the page's Redoc is rendered once, into a string, with a styled-components sheet
 * collecting its CSS; the CSS goes first and the markup after it, as upstream's HTML has them.
 * On the server the page's store has the light theme options (upstream's useSpecOptions). A
 * second store with the dark theme is rendered too, for its CSS only: ./bothModesCss.ts fits that
 * CSS to the light markup, so the static page reads in dark mode without Redoc waking up.
 * (Upstream puts its dark CSS under `html([data-theme='dark'])`, not a valid selector, so
 * browsers drop every rule.) When the two renders cannot be matched, the style block holds the
 * light mode only, and src/plugins/api-reference/theme/Redoc renders Redoc live in dark mode.
 *
 * The markup goes in as inner HTML, which React does not hydrate;
 * src/plugins/api-reference/theme/Redoc keeps a server-rendered reference unhydrated anyway (static
 * first). The browser bundle keeps upstream's ServerRedoc, which renders Redoc live after a
 * client-side navigation. Kept in step with upstream by the `redocSinglePassServerRender` entry of
 * ../bundlePatches.ts.
 */
import React, { type ReactNode } from 'react';
import clsx from 'clsx';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import useBaseUrl from '@docusaurus/useBaseUrl';
import { renderToString } from 'react-dom/server';
import { AppStore, Redoc, type RedocRawOptions } from 'redoc';
import { ServerStyleSheet } from 'styled-components';
import { useSpec } from 'docusaurus-theme-redoc/dist-jsx/utils/useSpec';

import { bothModesCss, lightModeCss, type RenderedRedoc } from './bothModesCss';
import { BOTH_MODES_ATTRIBUTE } from '../theme/Redoc/staticDarkMode';
/**
 * Redoc's tabs take their ids from React's useId. Rendered as a root of its own, Redoc would
 * count ids from the start again, so they could repeat ids of the page around it.
 */
const REDOC_ID_PREFIX = 'redoc-';

type BrokenLinks = ReturnType<typeof useBrokenLinks>;

interface MenuItem {
  id: string;
  items: readonly MenuItem[];
}

interface ServerRedocProps {
  spec: object;
  url?: string;
  themeId?: string;
  normalizeUrl?: boolean;
  className?: string;
  optionsOverrides?: RedocRawOptions;
}

/**
 * Registers every menu item's anchor with the broken-link checker, and for an item under
 * another (`tag/<tag>/operation/<id>`) its id without the parent's prefix, as upstream does.
 */
function collectAnchors(links: BrokenLinks, items: readonly MenuItem[], parent = ''): void {
  for (const item of items) {
    links.collectAnchor(item.id);
    if (parent) links.collectAnchor(item.id.replace(`${parent}/`, ''));
    if (item.items.length > 0) collectAnchors(links, item.items, item.id);
  }
}

/** Redoc's markup for `store` and the CSS styled-components collected while rendering it. */
function renderRedoc(store: AppStore): RenderedRedoc {
  const sheet = new ServerStyleSheet();
  try {
    const markup = renderToString(sheet.collectStyles(<Redoc store={store} />), {
      identifierPrefix: REDOC_ID_PREFIX,
    });
    return { markup, css: String(sheet.instance) };
  } finally {
    sheet.seal();
  }
}

export default function ServerRedoc(props: ServerRedocProps): ReactNode {
  const { className, optionsOverrides, ...specProps } = props;
  const { store, hasLogo, darkThemeOptions } = useSpec(
    specProps as Parameters<typeof useSpec>[0],
    optionsOverrides,
  );
  // The URL upstream's useSpec gives the page's store.
  const absoluteUrl = useBaseUrl(specProps.url, { absolute: true });
  collectAnchors(useBrokenLinks(), store.menu.items as readonly MenuItem[]);

  const light = renderRedoc(store);
  const darkStore = new AppStore(
    specProps.spec as ConstructorParameters<typeof AppStore>[0],
    specProps.normalizeUrl ? absoluteUrl : specProps.url,
    darkThemeOptions,
  );
  const bothModes = bothModesCss(light, renderRedoc(darkStore));
  const css = bothModes ?? lightModeCss(light.css);
  const styleProps = bothModes === null ? {} : { [BOTH_MODES_ATTRIBUTE]: '' };
  return (
    <>
      <div className="redocusaurus-styles">
        <style key="styles" {...styleProps} dangerouslySetInnerHTML={{ __html: css }} />
      </div>
      <div
        className={clsx(['redocusaurus', hasLogo && 'redocusaurus-has-logo', className])}
        dangerouslySetInnerHTML={{ __html: light.markup }}
      />
    </>
  );
}
