/** Limits of the AI ideation chat (spec part 1 §4, §7; part 2 §9). */
export const MESSAGE_MAX = 4000;
export const CONTEXT_MAX = 2000;
export const TITLE_MAX = 80;
export const RECENT_SESSIONS_SHOWN = 10;
