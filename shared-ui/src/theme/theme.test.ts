import { createElement } from 'react';
import type { Theme } from '@mui/material/styles';
import { useTheme } from '@mui/material/styles';
import { render } from '@testing-library/react';
import { appTheme, createAppTheme, TOOLTIP_MAX_WIDTH } from './theme';
import { UiProvider } from './ui-provider';
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

describe('appTheme', () => {
  it('is made once: every provider, on every page the server renders, uses the same theme', () => {
    const seen: Theme[] = [];
    function Probe() {
      seen.push(useTheme());
      return null;
    }
    // Two separate mounts, as two server renders are.
    render(createElement(UiProvider, null, createElement(Probe)));
    render(createElement(UiProvider, null, createElement(Probe)));
    expect(appTheme()).toBe(appTheme());
    expect(seen.length).toBeGreaterThanOrEqual(2);
    // The provider resolves the colour scheme into a theme object of its own; what it resolves
    // from is the one theme (its components and palette entries are the same objects).
    expect(seen[0]!.components).toBe(seen[seen.length - 1]!.components);
    expect(seen[0]!.palette.primary).toBe(seen[seen.length - 1]!.palette.primary);
    expect(appTheme().palette.primary.main.toLowerCase()).toBe('#3862ae');
  });

  it('answers its CSS variables and their style sheet from the first computation', () => {
    const theme = appTheme() as unknown as {
      generateThemeVars: () => unknown;
      generateStyleSheets: () => unknown[];
    };
    expect(theme.generateStyleSheets()).toBe(theme.generateStyleSheets());
    expect(theme.generateThemeVars()).toBe(theme.generateThemeVars());
    // The same sheets a theme made afresh computes.
    const fresh = createAppTheme() as unknown as typeof theme;
    expect(theme.generateStyleSheets()).toEqual(fresh.generateStyleSheets());
    expect(theme.generateThemeVars()).toEqual(fresh.generateThemeVars());
  });
});
