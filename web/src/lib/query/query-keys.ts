// The one list of query keys: every server resource the screens read, keyed by organization so a
// message or an organization change touches exactly that organization's entries.

export const queryKeys = {
  /** Everything of one organization (invalidate after a reconnect, remove on a switch). */
  org: (orgId: number) => ["org", orgId] as const,
  /** The dashboard's figures, one read for every card. */
  dashboard: (orgId: number) => ["org", orgId, "dashboard"] as const,
  /** The list under filters (kind, low, q): refetched when a supply changes. */
  filteredAssets: (orgId: number, filters: object) => ["org", orgId, "assets", "filtered", filters] as const,
  assetDetail: (orgId: number, assetId: number) => ["org", orgId, "assets", "detail", assetId] as const,
  assetConsumption: (orgId: number, from: string, to: string) =>
    ["org", orgId, "assets", "consumption", from, to] as const,
  /** Rodeos under meat withdrawal (dashboard card). */
  withdrawals: (orgId: number) => ["org", orgId, "assets", "withdrawals"] as const,
  /** Everything of the money area (issue #11): invoices, purchases, files, the finance summary. */
  money: (orgId: number) => ["org", orgId, "money"] as const,
  invoices: (orgId: number) => ["org", orgId, "money", "invoices"] as const,
  invoicesList: (orgId: number, filters: object) => ["org", orgId, "money", "invoices", "list", filters] as const,
  invoice: (orgId: number, id: number) => ["org", orgId, "money", "invoices", "detail", id] as const,
  salesForInvoice: (orgId: number) => ["org", orgId, "money", "invoices", "sales"] as const,
  purchases: (orgId: number) => ["org", orgId, "money", "purchases"] as const,
  purchasesList: (orgId: number, filters: object) => ["org", orgId, "money", "purchases", "list", filters] as const,
  purchase: (orgId: number, id: number) => ["org", orgId, "money", "purchases", "detail", id] as const,
  financeSummary: (orgId: number, from: string, to: string) => ["org", orgId, "money", "summary", from, to] as const,
  /** User names are not organization data; they are cleared with the session. */
  userName: (userId: number) => ["user-name", userId] as const,
};
