// Keys shared by every resource: an organization's root (each resource module in web/src/data keys
// its entries under it, docs/spa-data.md) and the user names the screens show.

export const queryKeys = {
  /** Everything of one organization (invalidate after a reconnect, remove on a switch). */
  org: (orgId: number) => ["org", orgId] as const,
  /** User names are not organization data; they are cleared with the session. */
  userName: (userId: number) => ["user-name", userId] as const,
};
