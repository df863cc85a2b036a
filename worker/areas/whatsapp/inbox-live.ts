// The super admins' inbox, live: after a webhook delivery (and again once its media is stored and
// transcribed, a reaction changes a message, or a location finds its lot) and after a reply, the messages
// travel to the super_admin room with their conversation as the list shows it, media URLs signed. Runs after
// the response (waitUntil); never throws.
import { inArray, sql, type SQL } from "drizzle-orm";
import type { Runtime } from "../../env";
import { conversationMessages } from "../../db/schema";
import { SUPER_ADMIN_ROOM } from "../../shared/socket-messages";
import { broadcast } from "../live/broadcast";
import { messagesWithConversations } from "./conversations";
import { signMessages } from "./media-signature";
import { downloadMedia } from "./wa-media";
import { transcribeAudio } from "./transcription";
import { placeLocations } from "./location-lot";
import type { StoredMedia } from "./webhook-store";

/** Sends the messages matching `where` to the super admins; statuses as `conversation-status`. */
export async function announce(rt: Runtime, where: SQL, kind: "message" | "status" = "message"): Promise<void> {
  try {
    const found = await messagesWithConversations(rt.db, where);
    const signed = await signMessages(
      rt.env,
      found.map((f) => f.message),
    );
    for (const [i, { conversation }] of found.entries()) {
      const message = signed[i]!;
      await broadcast(
        rt,
        SUPER_ADMIN_ROOM,
        kind === "message"
          ? { action: "conversation-message", conversation, message }
          : { action: "conversation-status", conversation_id: conversation.id, message },
      );
    }
  } catch (err) {
    console.error("[whatsapp] live announce failed", err);
  }
}

const byWaIds = (ids: string[]) => inArray(conversationMessages.wa_message_id, ids);

/**
 * After a stored delivery: announce its messages (a retry announces them again, harmless: the client
 * replaces by id), the messages its reactions name (ours included; one we do not have finds nothing) and
 * statuses; then place its locations in their lots, download the media, transcribe the audio and announce
 * those again.
 */
export async function afterDelivery(
  rt: Runtime,
  events: {
    messages: { waId: string; type: string }[];
    reactions?: { targetWaId: string }[];
    statuses: { waId: string }[];
  },
  media: StoredMedia[],
): Promise<void> {
  const messageIds = events.messages.map((m) => m.waId);
  const reacted = (events.reactions ?? []).map((r) => r.targetWaId);
  const statusIds = events.statuses.map((s) => s.waId);
  if (messageIds.length) await announce(rt, sql`${byWaIds(messageIds)} AND direction = 'in'`);
  if (reacted.length) await announce(rt, byWaIds(reacted));
  if (statusIds.length) await announce(rt, sql`${byWaIds(statusIds)} AND direction = 'out'`, "status");
  const locations = events.messages.filter((m) => m.type === "location").map((m) => m.waId);
  if (locations.length) {
    try {
      const placed = await placeLocations(rt.db, locations);
      if (placed.length) await announce(rt, inArray(conversationMessages.id, placed));
    } catch (err) {
      console.error("[whatsapp] placing locations failed", err);
    }
  }
  if (!media.length) return;
  await downloadMedia(rt, media);
  const ids = media.map((m) => m.id);
  await announce(rt, inArray(conversationMessages.id, ids));
  const transcribed = await transcribeAudio(rt, ids);
  if (transcribed.length) await announce(rt, inArray(conversationMessages.id, transcribed));
}
