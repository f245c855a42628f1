import { Star } from 'lucide-react';
import { useId } from 'react';
import { cn } from '../../../lib/cn.ts';

interface StarRatingProps {
  value: number | null;
  onChange(value: number): void;
  /** What is being rated, for the group's accessible name. */
  label: string;
  disabled?: boolean;
}

/** A 1-5 star control built on radio buttons (arrow keys move between stars; each has a name like "4 stars"). */
export function StarRating({ value, onChange, label, disabled }: StarRatingProps) {
  const name = useId();
  return (
    <fieldset className="flex items-center gap-0.5" disabled={disabled}>
      <legend className="sr-only">{label}</legend>
      {[1, 2, 3, 4, 5].map((star) => {
        const filled = value !== null && star <= value;
        return (
          <label
            key={star}
            className="cursor-pointer rounded-sm p-0.5 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring has-[:disabled]:cursor-not-allowed"
          >
            <input
              type="radio"
              name={name}
              value={star}
              checked={value === star}
              onChange={() => onChange(star)}
              className="sr-only"
              aria-label={`${star} star${star === 1 ? '' : 's'}`}
            />
            <Star
              aria-hidden="true"
              className={cn('size-4', filled ? 'fill-yellow-400 text-yellow-600' : 'text-muted-foreground')}
            />
          </label>
        );
      })}
      <span className="ml-1 text-muted-foreground text-xs">
        {value === null ? 'Not rated' : `${value}/5`}
      </span>
    </fieldset>
  );
}
