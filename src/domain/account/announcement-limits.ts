/** The announcement form's limits, free of zod so the admin screen's download stays small (ADR 064). */
export const ANNOUNCEMENT_TITLE_MAX = 200;
export const ANNOUNCEMENT_TEXT_MAX = 5000;
