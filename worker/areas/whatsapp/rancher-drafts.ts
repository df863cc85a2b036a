// A movement draft waiting for the rancher's "sí" (typed, or a tap on its "Sí, registrar" button, whose id
// names the draft): kept on the conversation for DRAFT_TTL_MS, claimed by one conditional UPDATE (two
// deliveries of "sí" at once: one wins; a button of an older draft claims nothing) and recorded through the
// ordinary movement creation as that user, with the draft's client_id (a repeat answers the same
// movement) and source "whatsapp" in its metadata.
import { and, eq, gt, sql } from "drizzle-orm";
import { conversations, type PendingDraft } from "../../db/schema";
import type { Db, Runtime } from "../../env";
import { badRequest } from "../../lib/errors";
import { roomPublisher } from "../live/broadcast";
import { createMovement } from "../herd/movements/movements";
import { findByClientId } from "../herd/movements/client-id";
import { movementBodySchemas, type MovementBody } from "../../shared/movement-schemas";
import type { MovementDraftCard } from "../../shared/assistant-schemas";
import type { ReplyButton } from "../../shared/whatsapp-schemas";
import type { RancherOrg } from "./rancher-orgs";

export const DRAFT_TTL_MS = 30 * 60 * 1000;
export const CONFIRM_PROMPT = "Respondé *sí* para registrarlo o *no* para descartarlo";

/** The draft as the rancher reads it: title, its lines, and how to confirm. */
export function draftText(card: MovementDraftCard, orgName: string): string {
  const lines = card.lines.map((l) => `• ${l.label}: ${l.value}`);
  return [`Te propongo registrar en ${orgName}:`, `*${card.title}*`, ...lines, "", CONFIRM_PROMPT].join("\n");
}

/** The draft's two reply buttons; their ids name it, so a late tap on an older draft is told apart. */
export const draftButtons = (clientId: string): ReplyButton[] => [
  { id: `draft:yes:${clientId}`, title: "Sí, registrar" },
  { id: `draft:no:${clientId}`, title: "No" },
];

/** The answer and the draft a button id names; null for any other id. */
export function draftTap(id: string | null | undefined): { yes: boolean; clientId: string } | null {
  const match = /^draft:(yes|no):(.{1,200})$/.exec(id ?? "");
  return match ? { yes: match[1] === "yes", clientId: match[2]! } : null;
}

/** Only the draft that `clientId` names (when given). */
const named = (clientId: string | null) =>
  clientId == null ? sql`1` : sql`json_extract(${conversations.pending_draft}, '$.card.body.client_id') = ${clientId}`;

/** Keeps `card` as the pending draft (replacing any other); a client_id is set if the card had none. Its client_id. */
export async function offerDraft(
  db: Db,
  conversationId: number,
  org: RancherOrg,
  card: MovementDraftCard,
): Promise<string> {
  const clientId = card.body.client_id ?? `wa-${crypto.randomUUID()}`;
  const body = { ...card.body, client_id: clientId };
  const draft: PendingDraft = { organization_id: org.id, organization_name: org.name, card: { ...card, body } };
  await db
    .update(conversations)
    .set({
      pending_draft: draft,
      pending_draft_state: "pending",
      pending_draft_expires_at: new Date(Date.now() + DRAFT_TTL_MS).toISOString(),
    })
    .where(eq(conversations.id, conversationId));
  return clientId;
}

/** Claims the live pending draft (only the one `clientId` names, when given): only one caller gets it. */
export async function claimDraft(
  db: Db,
  conversationId: number,
  clientId: string | null = null,
): Promise<PendingDraft | null> {
  const [row] = await db
    .update(conversations)
    .set({ pending_draft_state: "claimed" })
    .where(
      and(
        eq(conversations.id, conversationId),
        eq(conversations.pending_draft_state, "pending"),
        gt(conversations.pending_draft_expires_at, new Date().toISOString()),
        named(clientId),
      ),
    )
    .returning({ draft: conversations.pending_draft });
  return row?.draft ?? null;
}

/** Drops the draft (pending or claimed; only the one `clientId` names, when given); true when one was dropped. */
export async function dropDraft(
  db: Db,
  conversationId: number,
  onlyPending = false,
  clientId: string | null = null,
): Promise<boolean> {
  const rows = await db
    .update(conversations)
    .set({ pending_draft: null, pending_draft_state: null, pending_draft_expires_at: null })
    .where(
      and(
        eq(conversations.id, conversationId),
        onlyPending
          ? sql`${conversations.pending_draft_state} = 'pending' AND ${conversations.pending_draft_expires_at} > ${new Date().toISOString()}`
          : sql`${conversations.pending_draft_state} IS NOT NULL`,
        named(clientId),
      ),
    )
    .returning({ id: conversations.id });
  return rows.length > 0;
}

/** The draft's movement once recorded (a second "sí" after the first was claimed). */
export async function recordedMovement(db: Db, draft: PendingDraft) {
  const clientId = draft.card.body.client_id;
  return clientId ? findByClientId(db, draft.organization_id, clientId) : null;
}

/** Records the draft as `userId` with `org`'s role, through the ordinary movement creation. */
export async function recordDraft(rt: Runtime, userId: number, org: RancherOrg, draft: PendingDraft) {
  const schema = movementBodySchemas[draft.card.kind];
  const parsed = schema.safeParse(draft.card.body);
  if (!parsed.success) throw badRequest(parsed.error.issues[0]?.message ?? "El borrador no es válido");
  const scope = {
    db: rt.db,
    orgId: org.id,
    userId,
    role: org.role,
    publish: roomPublisher(rt, org.id),
  };
  const body = parsed.data as MovementBody<typeof draft.card.kind>;
  return createMovement(scope, draft.card.kind, body, { source: "whatsapp" });
}
