import { useEffect, useRef } from 'react';

// What counts as a dialog's field: the controls a user types into or picks from (Radix Select's trigger is a
// combobox button). Buttons and links are not fields: a dialog without fields keeps Radix's first tabbable.
const FIELD = [
  'input:not([type="hidden"]):not([disabled])',
  'textarea:not([disabled])',
  'select:not([disabled])',
  'button[role="combobox"]:not([disabled])',
].join(',');

function firstField(container: HTMLElement): HTMLElement | null {
  for (const element of container.querySelectorAll<HTMLElement>(FIELD)) {
    if (element.getClientRects().length > 0 && !element.closest('[hidden],[inert]')) return element;
  }
  return null;
}

function focusable(element: Element | null): element is HTMLElement {
  return (
    element instanceof HTMLElement &&
    element.isConnected &&
    element !== document.body &&
    !(element as HTMLButtonElement).disabled &&
    element.getClientRects().length > 0
  );
}

interface AutoFocusHandlers {
  onOpenAutoFocus?: (event: Event) => void;
  onCloseAutoFocus?: (event: Event) => void;
}

/**
 * WCAG 2.4.3 focus order for every dialog: it opens with focus on its first field (also when the form arrives
 * after a lazy load or a fetch), and on closing focus goes back to whatever opened it, whether or not that
 * was a Radix Trigger (most of ours open from state). If the opener is gone (its row was deleted), focus goes
 * to the page's main region rather than to the document body.
 */
export function useDialogFocus<T extends HTMLElement>({
  onOpenAutoFocus,
  onCloseAutoFocus,
}: AutoFocusHandlers) {
  const ref = useRef<T>(null);
  const opener = useRef<Element | null>(null);
  const observer = useRef<MutationObserver | null>(null);
  useEffect(() => () => observer.current?.disconnect(), []);

  function handleOpenAutoFocus(event: Event) {
    // Radix calls this before it moves focus: what has focus now is what opened the dialog.
    opener.current = document.activeElement;
    onOpenAutoFocus?.(event);
    const content = ref.current;
    if (event.defaultPrevented || !content) return;
    const field = firstField(content);
    if (field) {
      event.preventDefault();
      field.focus();
      return;
    }
    // Still loading: hold focus on the dialog itself, then move it to the first field once one appears,
    // unless the user has moved it meanwhile.
    if (content.querySelector('[aria-busy="true"]')) {
      event.preventDefault();
      content.focus();
      observer.current = new MutationObserver(() => {
        const arrived = firstField(content);
        if (!arrived) return;
        observer.current?.disconnect();
        if (document.activeElement === content || !content.contains(document.activeElement)) arrived.focus();
      });
      observer.current.observe(content, { childList: true, subtree: true });
    }
  }

  function handleCloseAutoFocus(event: Event) {
    onCloseAutoFocus?.(event);
    observer.current?.disconnect();
    if (event.defaultPrevented) return;
    event.preventDefault();
    const back = opener.current;
    opener.current = null;
    if (focusable(back)) back.focus();
    else document.getElementById('main')?.focus({ preventScroll: true });
  }

  return { ref, onOpenAutoFocus: handleOpenAutoFocus, onCloseAutoFocus: handleCloseAutoFocus };
}
