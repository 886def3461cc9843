import { useEffect } from 'react';
import type { RefObject } from 'react';

/** Where a typed `/` is text, not the shortcut. */
function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return (
    target.isContentEditable ||
    // A dialog (the quote cart, the contact form) keeps the keyboard to itself.
    target.closest('[role="dialog"]') !== null ||
    target instanceof HTMLInputElement ||
    target instanceof HTMLTextAreaElement ||
    target instanceof HTMLSelectElement
  );
}

/** `/` focuses the search box from anywhere on the page (as on GitHub, MDN and YouTube). */
export function useSlashFocus(input: RefObject<HTMLInputElement | null>): void {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== '/' || event.ctrlKey || event.metaKey || event.altKey) return;
      if (event.defaultPrevented || isTypingTarget(event.target)) return;
      const box = input.current;
      if (!box) return;
      event.preventDefault();
      box.focus();
      box.select();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [input]);
}
