/** Limits of the AI ideation chat (docs/product-rules.md, "The AI"). */
export const MESSAGE_MAX = 4000;
export const CONTEXT_MAX = 2000;
export const TITLE_MAX = 80;
export const RECENT_SESSIONS_SHOWN = 10;
