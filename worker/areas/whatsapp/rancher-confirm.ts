// A rancher's "sí" (typed or tapped): the pending draft claimed once, membership checked at that moment,
// recorded as that user; a repeated "sí" answers the movement already recorded; a tap on an older draft's
// button claims nothing; errors come back as the API's Spanish text.
import { eq } from "drizzle-orm";
import { conversations } from "../../db/schema";
import type { Runtime } from "../../env";
import { ApiError } from "../../lib/errors";
import { claimDraft, dropDraft, recordDraft, recordedMovement } from "./rancher-drafts";
import type { RancherOrg } from "./rancher-orgs";
import { appLink } from "./rancher-reply";

export const NO_DRAFT =
  "No hay ningún registro esperando tu confirmación. Contame qué pasó (por ejemplo “llovieron 20 mm”) " +
  "y te preparo uno.";
export const EXPIRED = "Ese borrador venció sin confirmarse. Contámelo de nuevo y te preparo otro.";
export const IN_PROGRESS = "Ya lo estoy registrando.";
export const RETRY = "No pude registrarlo ahora. Respondé *sí* de nuevo en un rato.";
export const STALE_TAP = "Ese botón es de un borrador anterior: no hice nada con él. Respondé sobre el último.";

const movementLink = (rt: Runtime, id: number) => appLink(rt, `/data/${id}`);

export async function confirmDraft(
  rt: Runtime,
  conv: { id: number },
  userId: number,
  orgs: RancherOrg[],
  say: (text: string) => Promise<void>,
  /** The draft a tapped button names; null for a typed "sí". */
  clientId: string | null = null,
) {
  const draft = await claimDraft(rt.db, conv.id, clientId);
  if (!draft) return answerUnclaimed(rt, conv.id, say, clientId);
  const org = orgs.find((o) => o.id === draft.organization_id);
  if (!org) {
    await dropDraft(rt.db, conv.id);
    return say(`Ya no sos parte de ${draft.organization_name}: no registré nada.`);
  }
  try {
    const { movement } = await recordDraft(rt, userId, org, draft);
    return say(`Registrado: ${draft.card.title}\n${movementLink(rt, movement.id)}`);
  } catch (e) {
    if (e instanceof ApiError && e.status < 500) {
      await dropDraft(rt.db, conv.id);
      return say(`No se pudo registrar: ${e.message}`);
    }
    // Pending again: another "sí" retries, and its client_id records it once even if this one got through.
    console.error("whatsapp rancher record failed", e);
    await rt.db.update(conversations).set({ pending_draft_state: "pending" }).where(eq(conversations.id, conv.id));
    return say(RETRY);
  }
}

/** Whether a tap names another draft than the conversation's current one. */
export async function isStaleTap(rt: Runtime, conversationId: number, clientId: string | null) {
  if (clientId == null) return false;
  const draft = await currentDraft(rt, conversationId);
  return draft?.draft?.card.body.client_id !== clientId;
}

const currentDraft = async (rt: Runtime, conversationId: number) =>
  (
    await rt.db
      .select({ draft: conversations.pending_draft, state: conversations.pending_draft_state })
      .from(conversations)
      .where(eq(conversations.id, conversationId))
  )[0];

/** A "sí" that found nothing to claim: already claimed (a repeat), expired, never offered, or an older tap. */
async function answerUnclaimed(
  rt: Runtime,
  conversationId: number,
  say: (text: string) => Promise<void>,
  clientId: string | null,
) {
  if (await isStaleTap(rt, conversationId, clientId)) return say(STALE_TAP);
  const row = await currentDraft(rt, conversationId);
  if (row?.draft && row.state === "claimed") {
    const movement = await recordedMovement(rt.db, row.draft);
    return say(
      movement ? `Ya está registrado: ${row.draft.card.title}\n${movementLink(rt, movement.id)}` : IN_PROGRESS,
    );
  }
  if (row?.draft && row.state === "pending") {
    await dropDraft(rt.db, conversationId);
    return say(EXPIRED);
  }
  return say(NO_DRAFT);
}
