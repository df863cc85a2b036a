// The one list of query keys: every server resource the screens read, keyed by organization so a
// message or an organization change touches exactly that organization's entries.

export const queryKeys = {
  /** Everything of one organization (invalidate after a reconnect, remove on a switch). */
  org: (orgId: number) => ["org", orgId] as const,
  /** The dashboard's figures, one read for every card. */
  dashboard: (orgId: number) => ["org", orgId, "dashboard"] as const,
  cycles: (orgId: number) => ["org", orgId, "cycles"] as const,
  cycle: (orgId: number, cycleId: string) => ["org", orgId, "cycles", cycleId] as const,
  movement: (orgId: number, movementId: string) => ["org", orgId, "movement", movementId] as const,
  rodeoMovements: (orgId: number, rodeoId: number) => ["org", orgId, "rodeo-movements", rodeoId] as const,
  dailyGain: (orgId: number, rodeoId: number) => ["org", orgId, "daily-gain", rodeoId] as const,
  rain: (orgId: number, from: string) => ["org", orgId, "rain", from] as const,
  fields: (orgId: number) => ["org", orgId, "fields"] as const,
  /** The herd lists the live socket patches (web/src/lib/store). */
  lots: (orgId: number) => ["org", orgId, "lots"] as const,
  /** The unfiltered movement log: the loaded pages as one list and the next page's cursor. */
  movementLog: (orgId: number) => ["org", orgId, "movement-log"] as const,
  /** The log under filters (movements screen), refetched when a live change lands. */
  filteredMovementLog: (orgId: number, filters: object) => ["org", orgId, "filtered-movement-log", filters] as const,
  lastMovements: (orgId: number) => ["org", orgId, "last-movements"] as const,
  categories: (orgId: number) => ["org", orgId, "categories"] as const,
  rodeos: (orgId: number) => ["org", orgId, "rodeos"] as const,
  /** The organization's pending invitations (work team screen, owners and admins). */
  organizationInvitations: (orgId: number) => ["org", orgId, "invitations"] as const,
  /** The unfiltered supply list the live socket patches. */
  assetList: (orgId: number) => ["org", orgId, "assets", "list"] as const,
  /** Everything of the notes (issue #12): pages under filters, a lot's or rodeo's notes. */
  notes: (orgId: number) => ["org", orgId, "notes"] as const,
  notesList: (orgId: number, filters: object) => ["org", orgId, "notes", "list", filters] as const,
  /** Everything of the tasks (issue #12): lists under filters, the dashboard's day. */
  tasks: (orgId: number) => ["org", orgId, "tasks"] as const,
  tasksList: (orgId: number, filters: object) => ["org", orgId, "tasks", "list", filters] as const,
  /** User names are not organization data; they are cleared with the session. */
  userName: (userId: number) => ["user-name", userId] as const,
  /** The caller's own sessions and the super admin's user list: account data, not organization data. */
  sessions: () => ["sessions"] as const,
  /** The caller's own pending invitations (account data). */
  invitations: () => ["invitations"] as const,
  adminUsers: () => ["admin-users"] as const,
  /** One page of the super admin's user search; under adminUsers(), so one invalidation reloads all. */
  adminUsersPage: (page: number, q: string) => ["admin-users", page, q] as const,
  /** Under admin-users: a user edit refreshes the audit log too (issue #15). */
  adminAudit: (page: number) => ["admin-users", "audit", page] as const,
  inactiveOrganizations: (days: number) => ["admin-inactive-organizations", days] as const,
  /** The super-admin home's platform metrics (issue #15). */
  adminMetrics: () => ["admin-metrics"] as const,
  /** Notifications (issue #15): the caller's own (the bell; account data) and the super admins' history. */

  adminNotifications: (page: number) => ["admin-notifications", page] as const,
  /** The compose form's pickers: organizations (newest 100) and a user search. */
  notificationOrganizationOptions: () => ["admin-notifications", "organization-options"] as const,
  notificationUserOptions: (q: string) => ["admin-notifications", "user-options", q] as const,
  /** The super admin's Organizations screen (issue #15): pages under a term and sort, and one detail. */
  adminOrganizations: () => ["admin-organizations"] as const,
  adminOrganizationsPage: (page: number, q: string, sort: string) => ["admin-organizations", page, q, sort] as const,
  adminOrganization: (id: number) => ["admin-organizations", "detail", id] as const,
  /** The super admins' WhatsApp inbox (issue #14): list pages under a term, one thread, the templates. */
  conversations: () => ["conversations"] as const,
  conversationList: (q: string) => ["conversations", "list", q] as const,
  conversation: (id: number) => ["conversations", "detail", id] as const,
  whatsappTemplates: () => ["whatsapp-templates"] as const,
  /** The assistant's threads (issue #13): the caller's own, per organization, and one thread read. */
  assistantThreads: (orgId: number) => ["org", orgId, "assistant-threads"] as const,
  assistantThread: (orgId: number, threadId: number) => ["org", orgId, "assistant-threads", threadId] as const,
};
