import { describe, expect, it } from 'vitest';

import {
  BOTH_MODES_PREFIX,
  DARK_MODE_PREFIX,
  LIGHT_MODE_PREFIX,
  bothModesCss,
  darkToLightClasses,
} from '../../../src/plugins/api-reference/compat/bothModesCss';

const LIGHT = {
  markup: '<div class="sc-a kA"><p class="sc-b pB">Text</p><p class="sc-b pB">More</p></div>',
  // styled-components ends each rule with a marker comment and a newline.
  css: '.kA{color:#111;padding:4px;}/*!sc*/\n.pB{margin:0;}/*!sc*/\n@media (max-width:600px){.kA{color:#222;}}',
};
// Same markup; the colour-bearing component got another generated class.
const DARK = {
  markup: '<div class="sc-a dA"><p class="sc-b pB">Text</p><p class="sc-b pB">More</p></div>',
  css: '.dA{color:#eee;padding:4px;}/*!sc*/\n.pB{margin:0;}/*!sc*/\n@media (max-width:600px){.dA{color:#ddd;}}',
};

describe('bothModesCss', () => {
  it('maps each dark class to the light class at the same place in the markup', () => {
    expect([...darkToLightClasses(LIGHT.markup, DARK.markup)!]).toEqual([['dA', 'kA']]);
  });

  it('writes a shared rule once and a differing rule per mode, in the sheets order, on the light markup', () => {
    expect(bothModesCss(LIGHT, DARK)).toBe(
      `${LIGHT_MODE_PREFIX} .kA{color:#111;padding:4px;}` +
        `${DARK_MODE_PREFIX} .kA{color:#eee;padding:4px;}` +
        `${BOTH_MODES_PREFIX} .pB{margin:0;}` +
        `@media (max-width:600px){${LIGHT_MODE_PREFIX} .kA{color:#222;}}` +
        `@media (max-width:600px){${DARK_MODE_PREFIX} .kA{color:#ddd;}}`,
    );
  });

  it('gives up when the markups differ in more than class names', () => {
    const dark = { ...DARK, markup: DARK.markup.replace('More', 'Other') };
    expect(bothModesCss(LIGHT, dark)).toBeNull();
  });

  it('gives up when one light class stands for two dark ones', () => {
    const dark = { ...DARK, markup: DARK.markup.replace('sc-b pB">More', 'sc-b qB">More') };
    expect(darkToLightClasses(LIGHT.markup, dark.markup)).toBeNull();
    expect(bothModesCss(LIGHT, dark)).toBeNull();
  });

  it('gives up when the sheets do not list the same rules', () => {
    expect(bothModesCss(LIGHT, { ...DARK, css: `${DARK.css}.extra{color:red;}` })).toBeNull();
  });

  it('adds no specificity, so the rules meet the site CSS as the live Redoc rules do', () => {
    for (const prefix of [LIGHT_MODE_PREFIX, DARK_MODE_PREFIX, BOTH_MODES_PREFIX]) {
      expect(prefix).toMatch(/^:where\(html[^()]*(?:\([^()]*\))?[^()]*\)$/);
    }
  });
});
