// The one list of query keys: every server resource the screens read, keyed by organization so a
// message or an organization change touches exactly that organization's entries.

export const queryKeys = {
  /** Everything of one organization (invalidate after a reconnect, remove on a switch). */
  org: (orgId: number) => ["org", orgId] as const,
  cycles: (orgId: number) => ["org", orgId, "cycles"] as const,
  cycle: (orgId: number, cycleId: string) => ["org", orgId, "cycles", cycleId] as const,
  movement: (orgId: number, movementId: string) => ["org", orgId, "movement", movementId] as const,
  rodeoMovements: (orgId: number, rodeoId: number) => ["org", orgId, "rodeo-movements", rodeoId] as const,
  dailyGain: (orgId: number, rodeoId: number) => ["org", orgId, "daily-gain", rodeoId] as const,
  rain: (orgId: number, from: string) => ["org", orgId, "rain", from] as const,
  fields: (orgId: number) => ["org", orgId, "fields"] as const,
  /** User names are not organization data; they are cleared with the session. */
  userName: (userId: number) => ["user-name", userId] as const,
};
