import { useSyncExternalStore } from 'react';

// Whether the cart panel is open: any screen can open it (the product page after adding).
let open = false;
const listeners = new Set<() => void>();
const set = (value: boolean) => {
  open = value;
  listeners.forEach((listener) => listener());
};

export const openCart = () => set(true);
export const closeCart = () => set(false);

export function useCartOpen(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => open,
    () => false,
  );
}
