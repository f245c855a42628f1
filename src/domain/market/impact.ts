/** Units a year a formulation sells unless it says otherwise (ADR 059). */
export const DEFAULT_YEARLY_VOLUME = 10_000;
