import { contrastRatio, formatRatio, MIN_CONTRAST, readableBackground } from './contrast';
import { maskPhone } from './masks';

describe('contrast', () => {
  it('measures the WCAG ratio of two #rrggbb colours, and nothing else', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21);
    expect(contrastRatio('#ffffff', '#ffffff')).toBeCloseTo(1);
    expect(formatRatio(contrastRatio('#e85d04', '#ffffff')!)).toBe('3,5:1');
    expect(contrastRatio('#fff', '#000000')).toBeNull();
    expect(contrastRatio('red', '#000000')).toBeNull();
  });

  it('never rounds a ratio up to the minimum', () => {
    expect(formatRatio(4.49)).toBe('4,4:1');
  });

  it('finds a readable brand colour of the same hue, darker under light text, lighter under dark', () => {
    const darker = readableBackground('#e85d04', '#ffffff')!;
    expect(contrastRatio(darker, '#ffffff')).toBeGreaterThanOrEqual(MIN_CONTRAST);
    expect(parseInt(darker.slice(1, 3), 16)).toBeLessThan(0xe8);
    const lighter = readableBackground('#1d4e89', '#000000')!;
    expect(contrastRatio(lighter, '#000000')).toBeGreaterThanOrEqual(MIN_CONTRAST);
    expect(readableBackground('#1d4e89', 'white')).toBeNull();
  });
});

describe('maskPhone', () => {
  it.each([
    ['11', '(11'],
    ['113456', '(11) 3456'],
    ['1134567890', '(11) 3456-7890'],
    ['11987654321', '(11) 98765-4321'],
    ['(11) 98765-4321', '(11) 98765-4321'],
    ['5511987654321', '5511987654321'],
    ['', ''],
  ])('%s → %s', (typed, shown) => expect(maskPhone(typed)).toBe(shown));
});
