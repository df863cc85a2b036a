// The local-storage keys of SPEC.md §3/§9, in one place. Nothing else in the SPA spells them.

export const STORAGE_KEYS = {
  token: "token",
  refreshToken: "refreshToken",
  organizationSelect: "organizationSelect",
} as const;

/** UI language preference: not session state, so it survives log-out. */
export const LOCALE_STORAGE_KEY = "locale";
