import { themes, type PrismTheme } from 'prism-react-renderer';

/** Swaps token colours that fall below WCAG AA (4.5:1) on a theme's own background. */
function withColours(theme: PrismTheme, replacements: Record<string, string>): PrismTheme {
  return {
    ...theme,
    styles: theme.styles.map((entry) => {
      const colour = entry.style.color;
      return colour && replacements[colour]
        ? { ...entry, style: { ...entry.style, color: replacements[colour] } }
        : entry;
    }),
  };
}

/** prism-react-renderer's GitHub theme, low-contrast colours darkened (same hues). */
export const prismLightTheme: PrismTheme = withColours(themes.github, {
  '#999988': '#66665a',
  '#e3116c': '#b80f57',
  '#36acaa': '#0d6f6c',
  '#00a4db': '#006c91',
  '#d73a49': '#b32333',
});

/** prism-react-renderer's Dracula theme, its grey-blue comments lightened. */
export const prismDarkTheme: PrismTheme = withColours(themes.dracula, {
  'rgb(98, 114, 164)': 'rgb(160, 172, 212)',
});
