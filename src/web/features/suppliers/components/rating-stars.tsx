import { Star } from 'lucide-react';
import { fullStars } from '../../../../domain/supplier/supplier-display.ts';
import { cn } from '../../../lib/cn.ts';
import { formatRating, ratingNumber } from '../lib/supplier-card-display.ts';

/** Stars for floor(rating) out of 5, then the rating with one decimal (docs/product-rules.md, "Supply"). */
export function RatingStars({ rating, className }: { rating: string | number; className?: string }) {
  const filled = fullStars(ratingNumber(rating));
  return (
    <div className={cn('flex items-center gap-1', className)}>
      <span className="sr-only">Rating</span>
      <span className="flex" aria-hidden="true">
        {Array.from({ length: 5 }, (_, index) => (
          <Star
            // biome-ignore lint/suspicious/noArrayIndexKey: the five stars are positions.
            key={index}
            className={cn(
              'size-4',
              index < filled ? 'fill-yellow-400 text-yellow-500' : 'text-muted-foreground/40',
            )}
          />
        ))}
      </span>
      <span className="font-medium text-sm tabular-nums">{formatRating(rating)}</span>
      <span className="sr-only">out of 5</span>
    </div>
  );
}
