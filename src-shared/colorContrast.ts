// WCAG 2 contrast between two colours (https://www.w3.org/TR/WCAG21/#dfn-contrast-ratio): the
// relative luminance of each sRGB colour, then (lighter + 0.05) / (darker + 0.05), from 1 (the
// same colour) to 21 (black on white). Tags use it: the editor warns under 4.5:1 (AA for normal
// text) and both the editor and the server refuse under 3:1.

/** #rgb or #rrggbb, any case. */
export const HEX_COLOR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

/** The contrast the editor recommends (WCAG AA, normal text). */
export const CONTRAST_RECOMMENDED = 4.5;
/** Below this a tag is refused (WCAG AA for large text and UI components). */
export const CONTRAST_MINIMUM = 3;

/** #rgb → #rrggbb, lower case; null for anything else. */
export function normaliseHexColor(color: string): string | null {
  const value = color.trim().toLowerCase();
  if (!HEX_COLOR.test(value)) return null;
  return value.length === 4 ? `#${[...value.slice(1)].map((digit) => digit + digit).join('')}` : value;
}

function relativeLuminance(hex: string): number {
  const channels = [1, 3, 5].map((start) => Number.parseInt(hex.slice(start, start + 2), 16) / 255);
  const [r, g, b] = channels.map((c) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** The WCAG 2 contrast ratio of two hex colours, or null when either is not one. */
export function contrastRatio(first: string, second: string): number | null {
  const a = normaliseHexColor(first);
  const b = normaliseHexColor(second);
  if (a === null || b === null) return null;
  const [lighter, darker] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [number, number];
  return (lighter + 0.05) / (darker + 0.05);
}

/** The ratio as people read it, rounded down to two decimals with a comma: 4,49 is not 4,5. */
export const formatRatio = (ratio: number) => (Math.floor(ratio * 100) / 100).toFixed(2).replace('.', ',');

/** Black or white, whichever reads better on the background (for tags made before font colours). */
export function betterTextOn(background: string): '#000000' | '#ffffff' {
  return (contrastRatio(background, '#000000') ?? 0) >= (contrastRatio(background, '#ffffff') ?? 0) ? '#000000' : '#ffffff';
}
