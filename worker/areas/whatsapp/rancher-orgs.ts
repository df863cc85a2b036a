// Which establecimiento a rancher's message is about: their memberships read at that moment, the one
// chosen by number when they are in several (kept on the conversation), and the numbered list to choose.
import { eq } from "drizzle-orm";
import { conversations, type Role } from "../../db/schema";
import type { Db } from "../../env";
import { organizationsOfMember } from "../organization/organizations";

export interface RancherOrg {
  id: number;
  name: string;
  role: Role;
}

export const NO_ORGANIZATION =
  "Tu número está registrado en Tropero, pero no sos parte de ningún establecimiento. " +
  "Pedile al dueño que te invite y volvé a escribir.";

/** The user's organizations in the order of the numbered list (by name). */
export const membershipsOf = (db: Db, userId: number): Promise<RancherOrg[]> => organizationsOfMember(db, userId);

export function orgListText(orgs: RancherOrg[]): string {
  const list = orgs.map((o, i) => `${i + 1}. ${o.name}`).join("\n");
  return `¿De qué establecimiento me hablás? Respondé con su número:\n${list}\n\nPara cambiar después, escribí *cambiar*.`;
}

/** Sets (or clears) the chosen establecimiento; its assistant thread starts over. */
export async function chooseOrg(db: Db, conversationId: number, orgId: number | null) {
  await db
    .update(conversations)
    .set({ organization_id: orgId, assistant_thread_id: null })
    .where(eq(conversations.id, conversationId));
}
