// Lengths of time shared by the worker, its scripts and the SPA.

/** One day in milliseconds (days counted in UTC, so no daylight-saving shift). */
export const DAY_MS = 24 * 60 * 60 * 1000;
