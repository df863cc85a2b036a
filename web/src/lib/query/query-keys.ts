// The one list of query keys: every server resource the screens read, keyed by organization so a
// message or an organization change touches exactly that organization's entries.

export const queryKeys = {
  /** Everything of one organization (invalidate after a reconnect, remove on a switch). */
  org: (orgId: number) => ["org", orgId] as const,
  /** The dashboard's figures, one read for every card. */
  dashboard: (orgId: number) => ["org", orgId, "dashboard"] as const,
  /** User names are not organization data; they are cleared with the session. */
  userName: (userId: number) => ["user-name", userId] as const,
};
