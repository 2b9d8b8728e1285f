// WCAG 2 contrast: the ratio runs from 1 (same colour) to 21 (black on white), whichever colour is
// first; the tag defaults (#6610f2 on… #fff text) pass; invalid colours have no ratio.
import { describe, expect, it } from 'vitest';
import { betterTextOn, contrastRatio, CONTRAST_MINIMUM, CONTRAST_RECOMMENDED, formatRatio, normaliseHexColor } from './colorContrast';

describe('contrastRatio', () => {
  it('is 21 for black on white, 1 for a colour on itself, the same either way round', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#fff', '#000')).toBeCloseTo(21, 5);
    expect(contrastRatio('#6610f2', '#6610f2')).toBe(1);
  });

  it('matches the WCAG figures of known pairs', () => {
    // #777 on white is the classic 4.48:1 that just fails AA.
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
    // The tag defaults read well.
    expect(contrastRatio('#6610f2', '#fff')).toBeGreaterThan(CONTRAST_RECOMMENDED);
    // Yellow on white does not.
    expect(contrastRatio('#ffff00', '#ffffff')).toBeLessThan(CONTRAST_MINIMUM);
  });

  it('has no ratio for what is not a hex colour', () => {
    expect(contrastRatio('vermelho', '#fff')).toBeNull();
    expect(contrastRatio('#12345', '#fff')).toBeNull();
    expect(normaliseHexColor('#ABC')).toBe('#aabbcc');
    expect(normaliseHexColor(' #A1B2C3 ')).toBe('#a1b2c3');
  });

  it('is written with a comma and rounded down, so 4,49 never shows as 4,5', () => {
    expect(formatRatio(4.4999)).toBe('4,49');
    expect(formatRatio(21)).toBe('21,00');
  });

  it('picks black or white, whichever reads better on a background', () => {
    expect(betterTextOn('#d98c1f')).toBe('#000000');
    expect(betterTextOn('#2f6db5')).toBe('#ffffff');
  });
});
