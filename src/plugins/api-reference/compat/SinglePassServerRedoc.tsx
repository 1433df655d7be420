/**
 * Server side of docusaurus-theme-redoc's `Redoc/ServerRedoc` (dist-jsx/theme/Redoc/ServerRedoc.jsx
 * 2.5), rendering Redoc once instead of three times per reference page.
 *
 * Upstream renders the page's Redoc, and before it `Redoc/Styles`, which on the server renders
 * two more complete Redocs (a light and a dark store) only to collect their styled-components
 * CSS. Here the page's Redoc is rendered once, into a string, with a styled-components sheet
 * collecting its CSS; the CSS goes first and the markup after it, as upstream's HTML has them.
 * The CSS is the light mode's: on the server the page's store has the light theme options
 * (upstream's useSpecOptions), the same ones upstream's light render used. The dark half is
 * left out: upstream puts it under `html([data-theme='dark'])`, which is not a valid selector,
 * so browsers drop every rule (in dark mode src/plugins/api-reference/theme/Redoc renders Redoc
 * live with its dark theme). So the build renders each reference once, and no page carries the dead
 * CSS.
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
import postcss from 'postcss';
import prefixer from 'postcss-prefix-selector';
import { renderToString } from 'react-dom/server';
import { Redoc, type RedocRawOptions } from 'redoc';
import { ServerStyleSheet } from 'styled-components';
import { useSpec } from 'docusaurus-theme-redoc/dist-jsx/utils/useSpec';

const LIGHT_MODE_PREFIX = "html:not([data-theme='dark'])";
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

export default function ServerRedoc(props: ServerRedocProps): ReactNode {
  const { className, optionsOverrides, ...specProps } = props;
  const { store, hasLogo } = useSpec(specProps as Parameters<typeof useSpec>[0], optionsOverrides);
  collectAnchors(useBrokenLinks(), store.menu.items as readonly MenuItem[]);

  const sheet = new ServerStyleSheet();
  const markup = renderToString(sheet.collectStyles(<Redoc store={store} />), {
    identifierPrefix: REDOC_ID_PREFIX,
  });
  const css = postcss()
    .use(prefixer({ prefix: LIGHT_MODE_PREFIX }))
    .process(String(sheet.instance)).css;
  sheet.seal();
  return (
    <>
      <div className="redocusaurus-styles">
        <style key="light-mode-styles" dangerouslySetInnerHTML={{ __html: css }} />
      </div>
      <div
        className={clsx(['redocusaurus', hasLogo && 'redocusaurus-has-logo', className])}
        dangerouslySetInnerHTML={{ __html: markup }}
      />
    </>
  );
}
