import { Plus, X } from 'lucide-react';
import { type KeyboardEvent, useState } from 'react';
import { Button, IconButton } from '../../../components/ui/button.tsx';
import type { ControlProps } from '../../../components/ui/form-field.tsx';
import { Input } from '../../../components/ui/input.tsx';

interface RestrictionsFieldProps extends ControlProps {
  value: string[];
  onChange: (value: string[]) => void;
}

/** The regulatory restrictions list: type one, add it, remove any. */
export function RestrictionsField({ value, onChange, ...control }: RestrictionsFieldProps) {
  const [draft, setDraft] = useState('');

  function add() {
    const text = draft.trim();
    if (!text) return;
    if (!value.includes(text)) onChange([...value, text]);
    setDraft('');
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    // Enter adds the restriction instead of submitting the whole form.
    if (event.key === 'Enter') {
      event.preventDefault();
      add();
    }
  }

  return (
    <div className="space-y-2">
      <div className="flex gap-2">
        <Input
          {...control}
          value={draft}
          placeholder="e.g. Max 1% in leave-on products"
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={onKeyDown}
        />
        <Button type="button" variant="outline" onClick={add} disabled={!draft.trim()}>
          <Plus aria-hidden="true" />
          Add
        </Button>
      </div>
      {value.length > 0 && (
        <ul className="flex flex-wrap gap-2" aria-label="Restrictions added">
          {value.map((item) => (
            <li
              key={item}
              className="flex items-center gap-1 rounded-md border bg-muted py-0.5 pr-1 pl-2 text-sm"
            >
              <span>{item}</span>
              <IconButton
                icon={X}
                type="button"
                className="size-6"
                aria-label={`Remove restriction: ${item}`}
                onClick={() => onChange(value.filter((other) => other !== item))}
              />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
