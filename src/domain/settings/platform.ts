/** Zod-free so the web's first load (the header brand) does not pull the settings schema in. */
export const DEFAULT_PLATFORM_NAME = 'SkinCare Dev Platform';
