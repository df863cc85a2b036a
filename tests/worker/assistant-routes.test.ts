// /api/assistant: the chat's server-sent events, threads private to their author, the door, bad input and
// the daily quota.
import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { ASSISTANT_DAILY_QUOTA, ASSISTANT_MESSAGE_MAX } from "../../worker/shared/assistant-schemas";
import { argentinaDay } from "../../worker/shared/task-dates";
import { api, makeUser } from "./fixtures";
import { ranch } from "./herd-helpers";
import { answerText, chat } from "./assistant-helpers";

type Ranch = Awaited<ReturnType<typeof ranch>>;
let r: Ranch;

beforeAll(async () => {
  r = await ranch();
});

describe("POST /api/assistant/{org}/chat", () => {
  it("streams start, tool, text and end, and says the local model answered", async () => {
    const res = await chat(r.org.id, r.user.token, { message: "¿cuántas cabezas tengo?" });
    expect(res.status).toBe(200);
    expect(res.names[0]).toBe("start");
    expect(res.names.at(-1)).toBe("end");
    const tool = res.names.indexOf("tool");
    const text = res.names.indexOf("text");
    expect(tool).toBeGreaterThan(0);
    expect(text).toBeGreaterThan(tool);
    const start = res.events[0]!;
    expect(start.type === "start" && start.model).toEqual({
      kind: "local",
      id: "tropero-local",
      label: "Modelo local (sin IA)",
    });
    expect(answerText(res.events)).toContain("82 cabezas");
    const end = res.events.at(-1)!;
    expect(end.type === "end" && end.finish).toBe("stop");
  });

  it("turns a rain command into a draft card and records nothing", async () => {
    const before = await env.DB.prepare("SELECT count(*) AS n FROM movements WHERE organization_id = ?")
      .bind(r.org.id)
      .first<{ n: number }>();
    const res = await chat(r.org.id, r.user.token, { message: "registrá 25 mm de lluvia hoy en Potrero 1" });
    const draft = res.events.find((e) => e.type === "draft");
    expect(draft?.type === "draft" && draft.draft.kind).toBe("RAIN");
    if (draft?.type !== "draft") return;
    expect(draft.draft.body).toMatchObject({
      date: `${argentinaDay()}T00:00:00.000Z`,
      mm: 25,
      lot_id: r.lotId,
      client_id: draft.draft.id,
    });
    const after = await env.DB.prepare("SELECT count(*) AS n FROM movements WHERE organization_id = ?")
      .bind(r.org.id)
      .first<{ n: number }>();
    expect(after!.n).toBe(before!.n);
    // Confirmar: the ordinary route records it once, however many times it is sent.
    for (let i = 0; i < 2; i++) {
      const saved = await api(`/movement/weather/rain/${r.org.id}`, {
        method: "POST",
        token: r.user.token,
        body: draft.draft.body,
      });
      expect([200, 201]).toContain(saved.status);
    }
    const rains = await env.DB.prepare(
      "SELECT count(*) AS n FROM movements WHERE organization_id = ? AND type = 'RAIN'",
    )
      .bind(r.org.id)
      .first<{ n: number }>();
    expect(rains!.n).toBe(1);
  });

  it("refuses outsiders (403), bad input and too long messages (400 in Spanish)", async () => {
    expect((await chat(r.org.id, r.outsider.token, { message: "hola" })).status).toBe(403);
    const empty = await chat(r.org.id, r.user.token, { message: "  " });
    expect(empty.status).toBe(400);
    expect(empty.body?.issues?.[0]?.message).toBe("Escribí una pregunta");
    const long = await chat(r.org.id, r.user.token, { message: "a".repeat(ASSISTANT_MESSAGE_MAX + 1) });
    expect(long.status).toBe(400);
    expect(long.body?.issues?.[0]?.message).toBe(`Máximo ${ASSISTANT_MESSAGE_MAX} caracteres`);
    expect((await chat(r.org.id, r.user.token, { message: "hola", organization_id: r.otherOrg.id })).status).toBe(200);
    expect((await chat("abc", r.user.token, { message: "hola" })).status).toBe(400);
  });
});

describe("threads", () => {
  it("lists, reads and deletes the caller's own threads; another member gets 404", async () => {
    const first = await chat(r.org.id, r.admin.token, { message: "¿cuántas cabezas tengo?" });
    const start = first.events[0]!;
    const threadId = start.type === "start" ? start.thread_id : 0;
    await chat(r.org.id, r.admin.token, { message: "stock por categoría", thread_id: threadId });

    const list = await api<{ threads: Array<{ id: number; messages: number }> }>(`/assistant/${r.org.id}/threads`, {
      token: r.admin.token,
    });
    expect(list.status).toBe(200);
    expect(list.body.threads[0]).toMatchObject({ id: threadId, messages: 4 });

    const read = await api<{ thread: { items: Array<{ role: string; tools: unknown[]; model: unknown }> } }>(
      `/assistant/${r.org.id}/threads/${threadId}`,
      { token: r.admin.token },
    );
    expect(read.body.thread.items.map((i) => i.role)).toEqual(["user", "assistant", "user", "assistant"]);
    expect(read.body.thread.items[1]!.tools).toHaveLength(1);
    // Each stored tool call keeps what it was asked (the evaluation judges WhatsApp answers from it).
    expect(read.body.thread.items[3]!.tools[0]).toMatchObject({ name: "stock", input: { by: "category" } });

    // Private to its author: another member of the same organization sees nothing.
    expect((await api(`/assistant/${r.org.id}/threads/${threadId}`, { token: r.owner.token })).status).toBe(404);
    expect((await api(`/assistant/${r.org.id}/threads`, { token: r.owner.token })).body.threads).toEqual([]);
    expect((await chat(r.org.id, r.owner.token, { message: "hola", thread_id: threadId })).status).toBe(404);
    expect(
      (await api(`/assistant/${r.org.id}/threads/${threadId}`, { method: "DELETE", token: r.owner.token })).status,
    ).toBe(404);
    expect((await api(`/assistant/${r.org.id}/threads`, { token: r.outsider.token })).status).toBe(403);
    expect((await api(`/assistant/${r.otherOrg.id}/threads/${threadId}`, { token: r.outsider.token })).status).toBe(
      404,
    );

    expect(
      (await api(`/assistant/${r.org.id}/threads/${threadId}`, { method: "DELETE", token: r.admin.token })).status,
    ).toBe(200);
    expect((await api(`/assistant/${r.org.id}/threads/${threadId}`, { token: r.admin.token })).status).toBe(404);
    const left = await env.DB.prepare("SELECT count(*) AS n FROM assistant_messages WHERE thread_id = ?")
      .bind(threadId)
      .first<{ n: number }>();
    expect(left!.n).toBe(0);
  });
});

describe("daily quota", () => {
  it("counts questions asked at the same time once each (one upsert per question)", async () => {
    const user = await makeUser();
    await env.DB.prepare("INSERT INTO user_organizations (user_id, organization_id, role) VALUES (?, ?, 'user')")
      .bind(user.id, r.org.id)
      .run();
    await env.DB.prepare("INSERT INTO assistant_usage (user_id, day, count) VALUES (?, ?, ?)")
      .bind(user.id, argentinaDay(), ASSISTANT_DAILY_QUOTA - 3)
      .run();
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => chat(r.org.id, user.token, { message: "¿cuántas cabezas tengo?" })),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 200, 429, 429, 429]);
    const usage = await env.DB.prepare("SELECT count FROM assistant_usage WHERE user_id = ?")
      .bind(user.id)
      .first<{ count: number }>();
    expect(usage!.count).toBe(ASSISTANT_DAILY_QUOTA);
  });

  it("answers 429 in Spanish past the quota, without storing the question", async () => {
    const user = await makeUser();
    await env.DB.prepare("INSERT INTO user_organizations (user_id, organization_id, role) VALUES (?, ?, 'user')")
      .bind(user.id, r.org.id)
      .run();
    await env.DB.prepare("INSERT INTO assistant_usage (user_id, day, count) VALUES (?, ?, ?)")
      .bind(user.id, argentinaDay(), ASSISTANT_DAILY_QUOTA - 1)
      .run();
    expect((await chat(r.org.id, user.token, { message: "¿cuántas cabezas tengo?" })).status).toBe(200);
    const over = await chat(r.org.id, user.token, { message: "¿cuántas cabezas tengo?" });
    expect(over.status).toBe(429);
    expect(over.body?.message).toMatch(/^Llegaste al límite diario de preguntas al asistente/);
    const threads = await api<{ threads: unknown[] }>(`/assistant/${r.org.id}/threads`, { token: user.token });
    expect(threads.body.threads).toHaveLength(1);
  });
});
