import { useRef } from 'react';

/**
 * The last non-null value: a dialog that closes because its subject was cleared keeps showing that subject
 * while it fades out, instead of flashing empty text.
 */
export function useRetained<T>(value: T | null | undefined): T | null | undefined {
  const last = useRef(value);
  if (value !== null && value !== undefined) last.current = value;
  return last.current;
}
