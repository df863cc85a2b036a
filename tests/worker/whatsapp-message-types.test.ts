// Every WhatsApp message type kept as what it is (docs/whatsapp.md), through the signed webhook in Meta's exact
// shapes: each type's row and how the thread shows it, a duplicate delivery of all of them storing nothing twice,
// two entries out of order stored in time order, reactions on the message they name, a location placed in its
// lot, and statuses on the outbound message they name.
import { eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { conversationMessages, conversations, lots, users } from "../../worker/db/schema";
import { SUPER_ADMIN_ROOM, type SocketMessageOf } from "../../worker/shared/socket-messages";
import type { ConversationMessage } from "../../worker/shared/whatsapp-schemas";
import { placeLocations } from "../../worker/areas/whatsapp/location-lot";
import { api, db, makeOrg, makeUser } from "./fixtures";
import { openSocket, waitFor } from "./live-helpers";
import {
  deliver,
  deliveryOf,
  localMedia,
  messagesEntry,
  metaMessage,
  randomFrom,
  statusPayload,
  waId,
} from "./whatsapp-helpers";

type Arrived = SocketMessageOf<"conversation-message">;

const rowOf = async (id: string) =>
  (await db().select().from(conversationMessages).where(eq(conversationMessages.wa_message_id, id)))[0];
const conversationOf = async (phone: string) =>
  (await db().select().from(conversations).where(eq(conversations.phone, phone)))[0]!;
const inbound = async (conversationId: number) =>
  db()
    .select()
    .from(conversationMessages)
    .where(eq(conversationMessages.conversation_id, conversationId))
    .then((rows) => rows.filter((r) => r.direction === "in"));

/** A message in a timeline: `n` seconds after a common start, so a delivery's order is known. */
const at = (start: number, n: number) => String(start + n);

describe("every message type", () => {
  it("is stored and shown as what it is, and a second delivery of all of them stores nothing twice", async () => {
    const admin = await makeUser({ superAdmin: true });
    const from = randomFrom();
    const t0 = Math.floor(Date.now() / 1000) - 600;
    const files = {
      image: [await localMedia(new Uint8Array(10), "image/jpeg"), 10],
      audio: [await localMedia(new Uint8Array(20), "audio/ogg"), 20],
      video: [await localMedia(new Uint8Array(30), "video/mp4"), 30],
      sticker: [await localMedia(new Uint8Array(40), "image/webp"), 40],
      document: [await localMedia(new Uint8Array(50), "application/pdf"), 50],
    } as const;
    const cases: { fields: Record<string, unknown>; type: string; expect: Partial<ConversationMessage> }[] = [
      { type: "text", fields: { text: { body: "Hola" } }, expect: { type: "text", body: "Hola" } },
      {
        type: "image",
        fields: { image: { id: files.image[0], mime_type: "image/jpeg", sha256: "x", caption: "El molino" } },
        expect: { type: "image", body: "El molino" },
      },
      {
        type: "audio",
        fields: { audio: { id: files.audio[0], mime_type: "audio/ogg; codecs=opus", voice: true } },
        expect: { type: "audio", body: "" },
      },
      {
        type: "video",
        fields: { video: { id: files.video[0], mime_type: "video/mp4", caption: "La manga" } },
        expect: { type: "video", body: "La manga" },
      },
      {
        type: "sticker",
        fields: { sticker: { id: files.sticker[0], mime_type: "image/webp", animated: false } },
        expect: { type: "sticker", body: "" },
      },
      {
        type: "document",
        fields: {
          document: { id: files.document[0], mime_type: "application/pdf", filename: "guia.pdf", caption: "La guía" },
        },
        expect: { type: "document", body: "La guía", details: { kind: "document", filename: "guia.pdf" } },
      },
      {
        type: "location",
        fields: { location: { latitude: -37.1, longitude: -58.4, name: "La tranquera", address: "Ruta 50 km 3" } },
        expect: {
          type: "location",
          body: "La tranquera",
          details: {
            kind: "location",
            latitude: -37.1,
            longitude: -58.4,
            name: "La tranquera",
            address: "Ruta 50 km 3",
            lot: null,
          },
        },
      },
      {
        type: "contacts",
        fields: {
          contacts: [
            {
              name: { formatted_name: "Andrés Peralta", first_name: "Andrés", last_name: "Peralta" },
              phones: [{ phone: "+54 9 2314 45-6789", wa_id: "5492314456789", type: "CELL" }],
            },
          ],
        },
        expect: {
          type: "contacts",
          body: "Andrés Peralta",
          details: { kind: "contacts", contacts: [{ name: "Andrés Peralta", phones: ["+54 9 2314 45-6789"] }] },
        },
      },
      {
        type: "interactive",
        fields: { interactive: { type: "button_reply", button_reply: { id: "confirm_yes", title: "Sí" } } },
        expect: { type: "interactive", body: "Sí", details: { kind: "reply", id: "confirm_yes" } },
      },
      {
        type: "interactive",
        fields: {
          interactive: { type: "list_reply", list_reply: { id: "lot-3", title: "La Aguada", description: "150 ha" } },
        },
        expect: { type: "interactive", body: "La Aguada", details: { kind: "reply", id: "lot-3" } },
      },
      {
        type: "button",
        fields: {
          context: { from: "5491100000000", id: "wamid.template" },
          button: { payload: "seguimiento_cargado", text: "Ya la cargué" },
        },
        expect: { type: "button", body: "Ya la cargué", details: { kind: "reply", id: "seguimiento_cargado" } },
      },
      {
        type: "system",
        fields: {
          system: { body: "Don Pedro cambió su número", wa_id: "5491100000001", type: "user_changed_number" },
        },
        expect: {
          type: "system",
          body: "Don Pedro cambió su número",
          details: { kind: "system", system_type: "user_changed_number" },
        },
      },
      {
        type: "order",
        fields: {
          order: {
            catalog_id: "1",
            text: "Para el lunes",
            product_items: [
              { product_retailer_id: "a", quantity: "2", item_price: "10", currency: "ARS" },
              { product_retailer_id: "b", quantity: "1", item_price: "5", currency: "ARS" },
            ],
          },
        },
        expect: { type: "order", body: "Para el lunes", details: { kind: "order", items: 2 } },
      },
      {
        type: "unsupported",
        fields: {
          errors: [
            {
              code: 131051,
              title: "Message type unknown",
              message: "Message type unknown",
              error_data: { details: "Message type is currently not supported." },
            },
          ],
        },
        expect: {
          type: "unsupported",
          body: "unsupported",
          error: "(#131051) Message type unknown Message type is currently not supported.",
        },
      },
      // A type newer than this code: kept with its name, no error of Meta's.
      {
        type: "poll",
        fields: { poll: { question: "¿Vacunamos el martes?" } },
        expect: { type: "unsupported", body: "poll", error: null },
      },
    ];
    const ids = cases.map(() => waId());
    const payload = deliveryOf(
      messagesEntry(
        from,
        cases.map((c, i) => metaMessage(from, c.type, c.fields, { id: ids[i], timestamp: at(t0, i) })),
      ),
    );
    expect(await deliver(payload)).toEqual({ status: 200, body: { ok: true, stored: cases.length, stale: 0 } });

    const conversation = await conversationOf(`+${from}`);
    // Each file is "downloaded" after the answer, with its size.
    await expect
      .poll(async () => (await inbound(conversation.id)).filter((r) => r.media_key).length, { timeout: 3_000 })
      .toBe(5);
    for (const [type, [, size]] of Object.entries(files)) {
      const row = (await inbound(conversation.id)).find((r) => r.type === type)!;
      expect(row, type).toMatchObject({ media_size: size, error: null });
    }

    const thread = await api<{ messages: ConversationMessage[] }>(`/conversation/${conversation.id}`, {
      token: admin.token,
    });
    const shown = new Map(thread.body.messages.map((m) => [m.id, m]));
    for (const [i, c] of cases.entries()) {
      const row = (await rowOf(ids[i]!))!;
      expect(shown.get(row.id), `${c.type} #${i}`).toMatchObject({ direction: "in", details: null, ...c.expect });
    }
    const route = async (i: number) => shown.get((await rowOf(ids[i]!))!.id)!.media_url;
    expect(await route(1)).toMatch(/^\/api\/image\/\d+\?exp=\d+&sig=/);
    expect(await route(3)).toMatch(/^\/api\/video\/\d+\?exp=\d+&sig=/);
    expect(await route(4)).toMatch(/^\/api\/image\/\d+\?exp=\d+&sig=/);
    expect(await route(5)).toMatch(/^\/api\/document\/\d+\?exp=\d+&sig=/);
    expect(await route(6)).toBeNull();

    // Meta retries the whole delivery: 200, nothing stored, nothing counted again.
    const before = { rows: (await inbound(conversation.id)).length, unread: conversation.unread_count };
    expect(before).toEqual({ rows: cases.length, unread: cases.length });
    expect(await deliver(payload)).toEqual({ status: 200, body: { ok: true, stored: 0, stale: 0 } });
    expect((await inbound(conversation.id)).length).toBe(before.rows);
    expect((await conversationOf(`+${from}`)).unread_count).toBe(before.unread);
  });

  it("stores two entries delivered out of order in the order of their timestamps", async () => {
    const from = randomFrom();
    const t0 = Math.floor(Date.now() / 1000) - 300;
    const [later, earlier] = [waId(), waId()];
    const payload = deliveryOf(
      messagesEntry(from, [
        metaMessage(from, "text", { text: { body: "segundo" } }, { id: later, timestamp: at(t0, 60) }),
      ]),
      messagesEntry(from, [
        metaMessage(from, "text", { text: { body: "primero" } }, { id: earlier, timestamp: at(t0, 0) }),
      ]),
    );
    expect((await deliver(payload)).body).toMatchObject({ stored: 2 });
    const [first, second] = [(await rowOf(earlier))!, (await rowOf(later))!];
    expect(first.id).toBeLessThan(second.id);
    expect(first.created_at < second.created_at).toBe(true);
    expect((await conversationOf(`+${from}`)).last_message_at).toBe(second.created_at);
  });
});

describe("reactions", () => {
  it("set, replace and remove the reaction of the message they name; a late older one or an unknown target change nothing", async () => {
    const admin = await makeUser({ superAdmin: true });
    const { socket } = await openSocket(SUPER_ADMIN_ROOM, admin.token);
    const from = randomFrom();
    const other = randomFrom();
    const t0 = Math.floor(Date.now() / 1000) - 600;
    await deliver(deliveryOf(messagesEntry(from, [metaMessage(from, "text", { text: { body: "Hola" } })])));
    await deliver(deliveryOf(messagesEntry(other, [metaMessage(other, "text", { text: { body: "Hola" } })])));
    const conversation = await conversationOf(`+${from}`);
    // Our own message, the one they react to (Meta names it by the id it gave when we sent it).
    const target = `wamid.out${Date.now()}`;
    const [ours] = await db()
      .insert(conversationMessages)
      .values({
        conversation_id: conversation.id,
        direction: "out",
        type: "text",
        body: "¿Llovió?",
        wa_message_id: target,
      })
      .returning();
    const react = (who: string, emoji: string, seconds: number, messageId = target) =>
      deliver(
        deliveryOf(
          messagesEntry(who, [
            metaMessage(
              who,
              "reaction",
              { reaction: { message_id: messageId, emoji } },
              { timestamp: at(t0, seconds) },
            ),
          ]),
        ),
      );
    const reactionOf = async () => (await rowOf(target))!.reaction;
    const count = async () =>
      (await db().select().from(conversationMessages).where(eq(conversationMessages.conversation_id, conversation.id)))
        .length;
    const rows = await count();

    expect(await react(from, "👍", 10)).toEqual({ status: 200, body: { ok: true, stored: 0, stale: 0 } });
    expect(await reactionOf()).toBe("👍");
    // The SPA replaces the message by id: it arrives again with its reaction.
    await waitFor(
      () =>
        socket!.messages.some(
          (m): m is Arrived =>
            m.action === "conversation-message" && m.message.id === ours!.id && m.message.reaction === "👍",
        ),
      3_000,
      "the reacted message",
    );
    await react(from, "❤️", 20);
    expect(await reactionOf()).toBe("❤️");
    // An older event delivered late, or a retry of one already applied: nothing changes.
    await react(from, "😮", 15);
    await react(from, "❤️", 20);
    expect(await reactionOf()).toBe("❤️");
    // Someone else's reaction cannot touch this conversation's message.
    await react(other, "😡", 30);
    expect(await reactionOf()).toBe("❤️");
    // An empty emoji removes it.
    await react(from, "", 40);
    expect(await reactionOf()).toBeNull();
    // A message we do not have: answered 200, nothing stored.
    expect(await react(from, "👍", 50, "wamid.unknown")).toEqual({
      status: 200,
      body: { ok: true, stored: 0, stale: 0 },
    });
    expect(await reactionOf()).toBeNull();
    // No reaction is a message of its own.
    expect(await count()).toBe(rows);
    const thread = await api<{ messages: ConversationMessage[] }>(`/conversation/${conversation.id}`, {
      token: admin.token,
    });
    expect(thread.body.messages.find((m) => m.id === ours!.id)).toMatchObject({ reaction: null });
    socket!.ws.close(1000, "bye");
  });
});

describe("a shared location", () => {
  const square = (lon: number, lat: number, d: number) => ({
    type: "Polygon" as const,
    coordinates: [
      [
        [lon, lat],
        [lon + d, lat],
        [lon + d, lat + d],
        [lon, lat + d],
        [lon, lat],
      ] as [number, number][],
    ],
  });

  it("from a rancher's verified phone is placed in the lot whose boundary holds it, and announced again", async () => {
    const admin = await makeUser({ superAdmin: true });
    const { socket } = await openSocket(SUPER_ADMIN_ROOM, admin.token);
    const rancher = await makeUser();
    const from = randomFrom();
    await db()
      .update(users)
      .set({ phone: `+${from}`, phone_verified: true })
      .where(eq(users.id, rancher.id));
    const org = await makeOrg(rancher, "La Aguada de prueba");
    const outsider = await makeUser();
    const foreign = await makeOrg(outsider, "Campo ajeno");
    const [, inside, , ,] = await db()
      .insert(lots)
      .values([
        { organization_id: org.id, name: "Sin dibujar" },
        // With a hole: a lagoon in the middle is outside the lot.
        {
          organization_id: org.id,
          name: "Potrero del Molino",
          boundary: {
            type: "Polygon",
            coordinates: [square(-58.5, -37.2, 0.1).coordinates[0]!, square(-58.46, -37.16, 0.02).coordinates[0]!],
          },
        },
        { organization_id: org.id, name: "Otro", boundary: square(-58.3, -37.2, 0.1) },
        { organization_id: org.id, name: "Borrado", deleted: true, boundary: square(-58.5, -37.2, 0.1) },
        // Another establecimiento's lot over the same ground: not the rancher's.
        { organization_id: foreign.id, name: "Ajeno", boundary: square(-58.6, -37.3, 0.5) },
      ])
      .returning();
    const [placed, lagoon, nowhere] = [waId(), waId(), waId()];
    const point = (id: string, latitude: number, longitude: number) =>
      metaMessage(from, "location", { location: { latitude, longitude } }, { id });
    await deliver(
      deliveryOf(
        messagesEntry(from, [point(placed, -37.17, -58.48), point(lagoon, -37.15, -58.45), point(nowhere, -30, -60)]),
      ),
    );
    const lot = {
      id: inside!.id,
      name: "Potrero del Molino",
      organization_id: org.id,
      organization_name: "La Aguada de prueba",
    };
    await expect.poll(async () => (await rowOf(placed))!.details, { timeout: 3_000 }).toMatchObject({ lot });
    const row = (await rowOf(placed))!;
    await waitFor(
      () =>
        socket!.messages.some(
          (m): m is Arrived =>
            m.action === "conversation-message" &&
            m.message.id === row.id &&
            m.message.details?.kind === "location" &&
            m.message.details.lot?.id === inside!.id,
        ),
      3_000,
      "the placed location",
    );
    for (const id of [lagoon, nowhere])
      expect((await rowOf(id))!.details).toMatchObject({ kind: "location", lot: null });
    socket!.ws.close(1000, "bye");
  });

  it("from a number that is nobody's verified phone stays without a lot", async () => {
    const owner = await makeUser();
    const from = randomFrom();
    // The phone is theirs but not verified: nobody's, for placing.
    await db()
      .update(users)
      .set({ phone: `+${from}`, phone_verified: false })
      .where(eq(users.id, owner.id));
    const org = await makeOrg(owner);
    await db()
      .insert(lots)
      .values({ organization_id: org.id, name: "Todo", boundary: square(-60, -40, 10) });
    const id = waId();
    await deliver(
      deliveryOf(
        messagesEntry(from, [metaMessage(from, "location", { location: { latitude: -37, longitude: -58 } }, { id })]),
      ),
    );
    // Placing it (what runs after the answer) finds no lot for a phone nobody verified.
    expect(await placeLocations(db(), [id])).toEqual([]);
    expect((await rowOf(id))!.details).toMatchObject({ lot: null });
  });
});

describe("statuses", () => {
  it("move the outbound message they name (delivered, read; failed keeps Meta's code); an unknown one is ignored", async () => {
    const from = randomFrom();
    await deliver(deliveryOf(messagesEntry(from, [metaMessage(from, "text", { text: { body: "Hola" } })])));
    const conversation = await conversationOf(`+${from}`);
    const [read, failed] = [`wamid.s${Date.now()}a`, `wamid.s${Date.now()}b`];
    await db()
      .insert(conversationMessages)
      .values([
        {
          conversation_id: conversation.id,
          direction: "out",
          type: "text",
          body: "uno",
          wa_message_id: read,
          status: "sent",
        },
        {
          conversation_id: conversation.id,
          direction: "out",
          type: "text",
          body: "dos",
          wa_message_id: failed,
          status: "sent",
        },
      ]);
    expect((await deliver(statusPayload(read, "delivered"))).status).toBe(200);
    expect((await rowOf(read))!.status).toBe("delivered");
    await deliver(statusPayload(read, "read"));
    expect((await rowOf(read))!.status).toBe("read");
    const error = {
      code: 131047,
      title: "Re-engagement message",
      message: "Re-engagement message",
      error_data: { details: "Message failed to send because more than 24 hours have passed" },
    };
    await deliver(statusPayload(failed, "failed", [error]));
    expect(await rowOf(failed)).toMatchObject({
      status: "failed",
      type: "error",
      error: "(#131047) Re-engagement message Message failed to send because more than 24 hours have passed",
    });
    const before = await db()
      .select()
      .from(conversationMessages)
      .where(inArray(conversationMessages.wa_message_id, [read, failed]));
    const unknown = await deliver(statusPayload(`wamid.never${Date.now()}`, "delivered"));
    expect(unknown).toEqual({ status: 200, body: { ok: true, stored: 0, stale: 0 } });
    expect((await deliver(statusPayload(`wamid.never${Date.now()}`, "failed", [error]))).status).toBe(200);
    const after = await db()
      .select()
      .from(conversationMessages)
      .where(inArray(conversationMessages.wa_message_id, [read, failed]));
    expect(after).toEqual(before);
  });
});
