import { createAppTheme, TOOLTIP_MAX_WIDTH } from './theme';
import { primaryShades } from './palette';

describe('createAppTheme', () => {
  const theme = createAppTheme();

  it('uses #3862ae as primary with shades 50 to 950', () => {
    expect(theme.palette.primary.main.toLowerCase()).toBe('#3862ae');
    expect(Object.keys(primaryShades)).toEqual([
      '50',
      '100',
      '200',
      '300',
      '400',
      '500',
      '600',
      '700',
      '800',
      '900',
      '950',
    ]);
    expect(theme.palette.primaryShades[950]).toBe(primaryShades[950]);
  });

  it('switches dark mode with the p-dark class and caps tooltips at 12.5rem', () => {
    const sheets = (
      theme as unknown as { generateStyleSheets: () => unknown[] }
    ).generateStyleSheets();
    const css = JSON.stringify(sheets);
    expect(css).toContain('.p-dark');
    expect(TOOLTIP_MAX_WIDTH).toBe('12.5rem');
    expect(JSON.stringify(theme.components?.MuiTooltip?.styleOverrides)).toContain('12.5rem');
  });
});
