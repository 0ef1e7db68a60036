import { useRef } from 'react';
import { flushSync } from 'react-dom';

/**
 * Removes a cart line without dropping focus to the page body with its button: focus goes to
 * the remove button now in its place (the next line's, or the last one's), or, once the cart is
 * empty, to the panel's close button.
 */
export function useRemoveLine(remove: (productId: number) => void) {
  const panel = useRef<HTMLDivElement>(null);
  const removeLine = (productId: number, index: number) => {
    flushSync(() => remove(productId));
    const buttons = panel.current?.querySelectorAll<HTMLElement>('[data-remove-line]') ?? [];
    const next = buttons[Math.min(index, buttons.length - 1)];
    (next ?? panel.current?.querySelector<HTMLElement>('[data-close-cart]'))?.focus();
  };
  return { panel, removeLine };
}
