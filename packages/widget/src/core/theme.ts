import type { Theme } from './types';

type Rgb = [number, number, number];

function parseHex(colour: string | undefined): Rgb | undefined {
  const match = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(colour?.trim() ?? '');
  if (!match) return undefined;
  const hex = match[1].length === 3 ? [...match[1]].map((c) => c + c).join('') : match[1];
  return [0, 2, 4].map((i) => parseInt(hex.slice(i, i + 2), 16)) as Rgb;
}

function luminance([r, g, b]: Rgb): number {
  const linear = (c: number) => ((c /= 255) <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** WCAG 2 contrast ratio of two colours (1 to 21). */
export function contrastRatio(a: Rgb, b: Rgb): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}

const WHITE: Rgb = [255, 255, 255];
const INK: Rgb = [17, 17, 17];
const FALLBACK_PRIMARY = '#1f3a5f';
const FALLBACK_ACCENT = '#f2a541';

/** White or ink, whichever reads better on the colour. */
function textOn(colour: Rgb): string {
  return contrastRatio(colour, WHITE) >= contrastRatio(colour, INK) ? '#ffffff' : '#111111';
}

/**
 * The store's theme as CSS custom properties. Contrast is checked: text on the primary and accent colours is
 * white or ink, whichever passes; a primary colour that fails 4.5:1 against the white page (it colours links
 * and prices) is replaced by the default rather than shown unreadable.
 */
export function themeProperties(theme: Theme): Record<string, string> {
  let primary = parseHex(theme.primaryColor);
  if (!primary || contrastRatio(primary, WHITE) < 4.5) primary = parseHex(FALLBACK_PRIMARY) as Rgb;
  const accent = parseHex(theme.accentColor) ?? (parseHex(FALLBACK_ACCENT) as Rgb);
  const hex = (c: Rgb) => `#${c.map((v) => v.toString(16).padStart(2, '0')).join('')}`;
  return {
    '--_primary': hex(primary),
    '--_on-primary': textOn(primary),
    '--_accent': hex(accent),
    '--_on-accent': textOn(accent),
    ...(theme.fontFamily ? { '--_font': `${JSON.stringify(theme.fontFamily)}, system-ui, sans-serif` } : {}),
  };
}
