// The local-storage keys of docs/client-rules.md, in one place. Nothing else in the SPA spells them.

export const STORAGE_KEYS = {
  token: "token",
  refreshToken: "refreshToken",
  organizationSelect: "organizationSelect",
  /** The newest D1 bookmark seen (read-your-writes with read replicas); not a secret. */
  d1Bookmark: "d1Bookmark",
  /** The analytics session (docs/client-rules.md: 30 min idle, 24 h at most): a random id, not personal data. */
  analyticsSession: "analyticsSession",
} as const;

/** UI language preference: not session state, so it survives log-out. */
export const LOCALE_STORAGE_KEY = "locale";
