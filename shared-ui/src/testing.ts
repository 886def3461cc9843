// Helpers for component tests (@catalogo/shared-ui/testing), never part of an app.
import { act, screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

/**
 * `window.matchMedia` answering `matches(query)`: the browser's media queries (a phone's width,
 * the system's dark mode), which jsdom does not have. The test stands in for that edge.
 */
export function emulateMedia(matches: (query: string) => boolean): void {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    value: (query: string) => ({
      matches: matches(query),
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    }),
  });
}

/** Back to jsdom's window, without matchMedia. */
export function stopEmulatingMedia(): void {
  delete (window as { matchMedia?: unknown }).matchMedia;
}

/**
 * Arrows to a combobox's first option, renders it again (`renderAgain`, a parent's render) and
 * checks the option is still highlighted: what useAutocompleteResync keeps. The listbox must be
 * open with its options.
 */
export async function expectHighlightKeptOnRender(
  user: UserEvent,
  box: HTMLElement,
  renderAgain: () => void,
): Promise<void> {
  const listbox = screen.getByRole('listbox');
  await user.keyboard('{ArrowDown}');
  const first = within(listbox).getAllByRole('option')[0]!;
  expect(box).toHaveAttribute('aria-activedescendant', first.id);
  act(() => renderAgain());
  expect(box).toHaveAttribute('aria-activedescendant', first.id);
}
