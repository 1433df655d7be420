/**
 * The CSS that styles one server-rendered Redoc in both colour modes, from a render with the light
 * theme and one with the dark theme (./SinglePassServerRedoc.tsx).
 *
 * The page carries only the light render's markup. Redoc's themes differ in colours alone, so the
 * dark render has the same markup except where styled-components generated another class for a
 * component whose CSS holds a colour. Each such class of the dark render is renamed to the light
 * class at the same place in the markup, and the two sheets, which list their rules in the same
 * order, are merged rule by rule: a rule both modes share is written once, a rule that differs is
 * written for each mode under its prefix. The prefixes sit in `:where()`, which adds no
 * specificity, so the rules override each other, and the site's CSS, as the live Redoc's do.
 */
import postcss, { type ChildNode, type Root } from 'postcss';
import prefixer from 'postcss-prefix-selector';

export interface RenderedRedoc {
  /** Redoc's markup, as renderToString wrote it. */
  markup: string;
  /** The styled-components sheet of that render. */
  css: string;
}

export const LIGHT_MODE_PREFIX = ":where(html:not([data-theme='dark']))";
export const DARK_MODE_PREFIX = ":where(html[data-theme='dark'])";
export const BOTH_MODES_PREFIX = ':where(html)';

const CLASS_ATTRIBUTE = /\sclass="([^"]*)"/g;
const CLASS_SELECTOR = /\.(-?[A-Za-z_][\w-]*)/g;

/** The class lists of the markup's elements, in document order. */
function classLists(markup: string): string[][] {
  return [...markup.matchAll(CLASS_ATTRIBUTE)].map((match) => match[1]!.split(/\s+/));
}

/**
 * The light class for each class of the dark render that differs from it, or null when the two
 * markups differ in anything but class names, or a class of one render stands for two of the other.
 */
export function darkToLightClasses(
  lightMarkup: string,
  darkMarkup: string,
): Map<string, string> | null {
  if (lightMarkup.replace(CLASS_ATTRIBUTE, '') !== darkMarkup.replace(CLASS_ATTRIBUTE, '')) {
    return null;
  }
  const light = classLists(lightMarkup);
  const dark = classLists(darkMarkup);
  const darkToLight = new Map<string, string>();
  const lightToDark = new Map<string, string>();
  for (const [element, lightClasses] of light.entries()) {
    const darkClasses = dark[element]!;
    if (darkClasses.length !== lightClasses.length) return null;
    for (const [index, lightClass] of lightClasses.entries()) {
      const darkClass = darkClasses[index]!;
      if ((darkToLight.get(darkClass) ?? lightClass) !== lightClass) return null;
      if ((lightToDark.get(lightClass) ?? darkClass) !== darkClass) return null;
      darkToLight.set(darkClass, lightClass);
      lightToDark.set(lightClass, darkClass);
    }
  }
  for (const [darkClass, lightClass] of darkToLight) {
    if (darkClass === lightClass) darkToLight.delete(darkClass);
  }
  return darkToLight;
}

function renameClasses(node: ChildNode, darkToLight: ReadonlyMap<string, string>): ChildNode {
  const renamed = node.clone();
  const rename = (selector: string) =>
    selector.replace(CLASS_SELECTOR, (whole, name: string) => {
      const light = darkToLight.get(name);
      return light === undefined ? whole : `.${light}`;
    });
  if (renamed.type === 'rule') renamed.selector = rename(renamed.selector);
  else if (renamed.type === 'atrule') {
    renamed.walkRules((rule) => {
      rule.selector = rename(rule.selector);
    });
  }
  return renamed;
}

const prefixLight = prefixer({ prefix: LIGHT_MODE_PREFIX });
const prefixDark = prefixer({ prefix: DARK_MODE_PREFIX });
const prefixBoth = prefixer({ prefix: BOTH_MODES_PREFIX });

/** The node's CSS with `addPrefix` applied to a copy of it, without parsing it again. */
function prefixed(node: ChildNode, addPrefix: (root: Root) => void): string {
  const root = postcss.root();
  root.append(node.clone());
  addPrefix(root);
  // The node alone, as the sheet wrote it, without the white space before it.
  return root.first!.toString();
}

/** `css` for the light mode only: what the page carries when the renders cannot be matched. */
export function lightModeCss(css: string): string {
  const root = postcss.parse(css);
  prefixLight(root);
  return root.toString();
}

/**
 * CSS that styles `light.markup` in light mode as `light.css` does, and in dark mode as
 * `dark.css` styles `dark.markup`; null when the renders cannot be matched (then only the light
 * mode can be served statically).
 */
export function bothModesCss(light: RenderedRedoc, dark: RenderedRedoc): string | null {
  const darkToLight = darkToLightClasses(light.markup, dark.markup);
  if (!darkToLight) return null;
  const lightNodes = postcss.parse(light.css).nodes;
  const darkNodes = postcss.parse(dark.css).nodes;
  if (lightNodes.length !== darkNodes.length) return null;
  const out: string[] = [];
  for (const [index, lightNode] of lightNodes.entries()) {
    if (lightNode.type === 'comment') continue;
    const darkNode = renameClasses(darkNodes[index]!, darkToLight);
    if (darkNode.type !== lightNode.type) return null;
    if (darkNode.toString() === lightNode.toString()) {
      out.push(prefixed(lightNode, prefixBoth));
    } else {
      out.push(prefixed(lightNode, prefixLight), prefixed(darkNode, prefixDark));
    }
  }
  return out.join('');
}
