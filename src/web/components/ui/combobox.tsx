import { useEffect, useId, useState } from 'react';
import { cn } from '../../lib/cn.ts';
import { Input } from './input.tsx';

export interface ComboboxOption {
  value: string;
  label: string;
  /** A second, quieter line of text (a CAS number, a category). */
  detail?: string;
}

/**
 * A search-as-you-type combobox (the WAI-ARIA pattern with a listbox popup). It fetches nothing: the caller gets
 * the typed text (after a pause in typing) through `onQueryChange` and hands back the `options` to offer. Arrow
 * keys move, Enter or a click picks, Escape closes; leaving the field puts the picked value's label back.
 */
export function Combobox({
  label,
  value,
  onChange,
  options,
  onQueryChange,
  placeholder,
  invalid,
  id,
}: {
  label: string;
  value: { value: string; label: string } | null;
  onChange: (picked: ComboboxOption) => void;
  options: readonly ComboboxOption[];
  onQueryChange: (query: string) => void;
  placeholder?: string;
  invalid?: boolean;
  id?: string;
}) {
  const listId = useId();
  const [text, setText] = useState(value?.label ?? '');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const shown = open ? options : [];

  useEffect(() => {
    const timer = setTimeout(() => onQueryChange(text), 200);
    return () => clearTimeout(timer);
  }, [text, onQueryChange]);

  function pick(index: number) {
    const option = shown[index];
    if (!option) return;
    onChange(option);
    setText(option.label);
    setOpen(false);
  }

  return (
    <div className="relative">
      <Input
        id={id}
        role="combobox"
        aria-label={label}
        aria-expanded={shown.length > 0}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-invalid={invalid}
        aria-activedescendant={shown[active] ? `${listId}-${active}` : undefined}
        value={text}
        placeholder={placeholder}
        autoComplete="off"
        onChange={(event) => {
          setText(event.target.value);
          setOpen(true);
          setActive(0);
        }}
        onBlur={() => {
          setOpen(false);
          setText(value?.label ?? '');
        }}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown') {
            event.preventDefault();
            setOpen(true);
            setActive((index) => Math.min(index + 1, Math.max(shown.length - 1, 0)));
          } else if (event.key === 'ArrowUp') {
            event.preventDefault();
            setActive((index) => Math.max(index - 1, 0));
          } else if (event.key === 'Enter' && shown.length) {
            event.preventDefault();
            pick(active);
          } else if (event.key === 'Escape') {
            setOpen(false);
          }
        }}
      />
      {shown.length > 0 && (
        <div
          id={listId}
          role="listbox"
          aria-label={`${label} options`}
          className="absolute z-50 mt-1 max-h-60 w-full overflow-auto rounded-md border bg-surface p-1 shadow-md"
        >
          {shown.map((option, index) => (
            <div
              key={option.value}
              id={`${listId}-${index}`}
              role="option"
              // Focus stays in the input (aria-activedescendant); -1 only lets a pointer focus it.
              tabIndex={-1}
              aria-selected={index === active}
              // Read as "Menthol, 89-78-1", not "Menthol89-78-1": the margin between them is only visual.
              aria-label={option.detail ? `${option.label}, ${option.detail}` : undefined}
              className={cn(
                'cursor-pointer rounded-sm px-2 py-1.5 text-sm',
                index === active && 'bg-muted text-foreground',
              )}
              // mousedown, not click: the input's blur would close the list before a click lands.
              onMouseDown={(event) => {
                event.preventDefault();
                pick(index);
              }}
              onMouseEnter={() => setActive(index)}
            >
              <span className="font-medium">{option.label}</span>
              {option.detail && <span className="ml-2 text-muted-foreground text-xs">{option.detail}</span>}
            </div>
          ))}
        </div>
      )}
    </div>
  );
}
