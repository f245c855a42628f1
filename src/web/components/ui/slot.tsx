import * as React from 'react';

type AnyProps = Record<string, unknown>;
type Handler = (...args: unknown[]) => unknown;

/** One ref from two (React 19: a ref is a prop, on the slot and on its child alike). */
function bothRefs(first: unknown, second: unknown): unknown {
  if (!first || !second) return first ?? second;
  const set = (ref: unknown, node: unknown) => {
    if (typeof ref === 'function') ref(node);
    else (ref as React.RefObject<unknown>).current = node;
  };
  return (node: unknown) => {
    set(first, node);
    set(second, node);
  };
}

/**
 * `asChild` for Button and Badge: the one child element, rendered with the slot's props merged in as Radix Slot
 * merges them (the child's handler runs before the slot's, classes are joined, styles merged, refs composed, the
 * child's other props win). Radix Slot, with its Slottable and lazy-child handling and its own ref helpers, was
 * ~1.3 KB gzipped of the entry every screen loads (docs/product-rules.md, "Budgets"); the Radix primitives, all loaded after the first
 * paint, keep theirs.
 */
export function Slot({ children, ...slot }: AnyProps & { children?: React.ReactNode }) {
  if (!React.isValidElement<AnyProps>(children)) {
    // As Radix: nothing to render is fine (a condition that did not hold); text or several elements are a mistake.
    if (children || children === 0) throw new Error('Slot: asChild takes one element child');
    return null;
  }
  const own = children.props;
  const merged: AnyProps = { ...slot, ...own };
  for (const name of Object.keys(own)) {
    const mine = slot[name];
    const theirs = own[name];
    if (/^on[A-Z]/.test(name)) {
      merged[name] =
        mine && theirs
          ? (...args: unknown[]) => {
              const result = (theirs as Handler)(...args);
              (mine as Handler)(...args);
              return result;
            }
          : (theirs ?? mine);
    } else if (name === 'style') {
      merged.style = { ...(mine as object), ...(theirs as object) };
    } else if (name === 'className') {
      merged.className = [mine, theirs].filter(Boolean).join(' ');
    }
  }
  merged.ref = bothRefs(slot.ref, own.ref);
  return React.cloneElement(children, merged);
}
