import { translate } from '@docusaurus/Translate';

type ColorMode = 'light' | 'dark' | null;

function modeName(mode: ColorMode): string {
  return mode === 'dark'
    ? translate({ id: 'rk.colorToggle.mode.dark', message: 'dark mode' })
    : translate({ id: 'rk.colorToggle.mode.light', message: 'light mode' });
}

/** "Switch to dark mode (currently light mode)", naming the current and the next mode. */
export function colorModeToggleLabel(current: ColorMode): string {
  const next: ColorMode = current === 'dark' ? 'light' : 'dark';
  return translate(
    {
      id: 'rk.colorToggle.ariaLabel',
      message: 'Switch to {next} (currently {current})',
    },
    { next: modeName(next), current: modeName(current) },
  );
}
