import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { emulateMedia } from '../testing';
import { UiProvider } from './ui-provider';
import { ColorModeToggle } from './color-mode-toggle';
import { COLOR_MODE_STORAGE_KEY, readColorMode, resolvesToDark } from './color-mode';

const root = document.documentElement;

/** The system's preference as the browser reports it (the edge this test stands in for). */
const emulateSystem = (dark: boolean) =>
  emulateMedia((query) => dark && query.includes('prefers-color-scheme: dark'));

beforeEach(() => {
  localStorage.clear();
  root.className = '';
  emulateSystem(false);
});

describe('the inline script of index.html (before the first paint)', () => {
  const html = readFileSync(join(__dirname, '../../../tools/webpack/index.html'), 'utf8');
  const source = /<script>([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
  const runScript = () => new Function(source)();

  it('sits in <head>, before any stylesheet or script of the app', () => {
    expect(source).toContain(COLOR_MODE_STORAGE_KEY);
    expect(html.indexOf('<script>')).toBeLessThan(html.indexOf('</head>'));
    expect(html.indexOf('<script>')).toBeLessThan(html.indexOf('<style>'));
  });

  it.each([
    // stored choice, system prefers dark, expected class
    ['dark', false, 'p-dark'],
    ['light', true, 'p-light'],
    ['system', true, 'p-dark'],
    ['system', false, 'p-light'],
    [null, true, 'p-dark'],
    [null, false, 'p-light'],
    ['nonsense', true, 'p-dark'],
  ])('stored %p, system dark %p: <html> gets %p', (stored, systemDark, expected) => {
    if (stored) localStorage.setItem(COLOR_MODE_STORAGE_KEY, stored);
    emulateSystem(systemDark);
    root.classList.add(expected === 'p-dark' ? 'p-light' : 'p-dark');
    runScript();
    expect(root.classList.contains(expected)).toBe(true);
    expect(root.classList.contains(expected === 'p-dark' ? 'p-light' : 'p-dark')).toBe(false);
  });

  it('agrees with the app: resolvesToDark(readColorMode()) for every case', () => {
    for (const stored of ['dark', 'light', 'system', null]) {
      for (const systemDark of [true, false]) {
        localStorage.clear();
        if (stored) localStorage.setItem(COLOR_MODE_STORAGE_KEY, stored);
        emulateSystem(systemDark);
        runScript();
        expect(root.classList.contains('p-dark')).toBe(resolvesToDark(readColorMode(), systemDark));
      }
    }
  });
});

describe('ColorModeToggle', () => {
  it('offers light, dark and system, keeps the choice and switches the p-dark class', async () => {
    const user = userEvent.setup();
    render(
      <UiProvider>
        <ColorModeToggle />
      </UiProvider>,
    );
    await user.click(await screen.findByRole('button', { name: 'Tema: Automático (sistema)' }));
    // The menu's code loads on the first opening.
    const options = await screen.findAllByRole('menuitemradio');
    expect(options.map((option) => option.textContent)).toEqual([
      'Claro',
      'Escuro',
      'Automático (sistema)',
    ]);
    expect(screen.getByRole('menuitemradio', { name: 'Automático (sistema)' })).toHaveAttribute(
      'aria-checked',
      'true',
    );

    await user.click(screen.getByRole('menuitemradio', { name: 'Escuro' }));
    expect(localStorage.getItem(COLOR_MODE_STORAGE_KEY)).toBe('dark');
    expect(root).toHaveClass('p-dark');
    expect(await screen.findByRole('button', { name: 'Tema: Escuro' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Tema: Escuro' }));
    await user.click(await screen.findByRole('menuitemradio', { name: 'Claro' }));
    expect(localStorage.getItem(COLOR_MODE_STORAGE_KEY)).toBe('light');
    expect(root).toHaveClass('p-light');
    expect(root).not.toHaveClass('p-dark');
  });

  it('on "system" follows the system preference', async () => {
    emulateSystem(true);
    localStorage.setItem(COLOR_MODE_STORAGE_KEY, 'system');
    render(
      <UiProvider>
        <ColorModeToggle />
      </UiProvider>,
    );
    await screen.findByRole('button', { name: 'Tema: Automático (sistema)' });
    expect(root).toHaveClass('p-dark');
  });
});
