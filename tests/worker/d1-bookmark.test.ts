// D1 read replication (docs/read-replication.md): every answer carries the session's bookmark; a client
// that sends back the newest one it has reads its own writes, bookmarks only move forward, a malformed
// one is ignored, and live messages carry the writer's bookmark so a refetch they cause is never older.
import { describe, expect, it } from "vitest";
import { BOOKMARK_HEADER, laterBookmark, validBookmark } from "../../worker/shared/d1-bookmark";
import { api, makeTeam } from "./fixtures";
import { openSocket, waitFor } from "./live-helpers";

type Lots = { lots: Array<{ id: number; name: string }> };

const bookmarkOf = (res: { headers: Headers }) => validBookmark(res.headers.get(BOOKMARK_HEADER));

describe("D1 bookmarks", () => {
  it("a write's bookmark, sent back, reads that write; bookmarks never go back", async () => {
    const { owner, org } = await makeTeam();
    const first = await api<Lots>(`/lot/info/${org.id}`, { token: owner.token });
    expect(first.status).toBe(200);
    const before = bookmarkOf(first);
    expect(before).not.toBeNull();

    const created = await api<{ lot: { id: number } }>(`/lot/create/${org.id}`, {
      method: "POST",
      token: owner.token,
      body: { name: "Bajo Nuevo", hectares: 40 },
    });
    expect(created.status).toBe(201);
    const written = bookmarkOf(created);
    expect(written).not.toBeNull();
    expect(laterBookmark(before, written)).toBe(written);
    expect(written).not.toBe(before);

    const read = await api<Lots>(`/lot/info/${org.id}`, {
      token: owner.token,
      headers: { [BOOKMARK_HEADER]: written! },
    });
    expect(read.body.lots.map((l) => l.id)).toContain(created.body.lot.id);
    const after = bookmarkOf(read);
    expect(laterBookmark(written, after)).toBe(after);
  });

  it("ignores a malformed or hostile bookmark and still answers with a valid one", async () => {
    const { owner, org } = await makeTeam();
    for (const value of ["nope", "'; DROP TABLE lots; --", "f".repeat(500), "00000000-0000000z-00000000-0"]) {
      const res = await api<Lots>(`/lot/info/${org.id}`, { token: owner.token, headers: { [BOOKMARK_HEADER]: value } });
      expect(res.status, value).toBe(200);
      expect(bookmarkOf(res), value).not.toBeNull();
    }
  });

  it("errors carry the bookmark too", async () => {
    const { outsider, org } = await makeTeam();
    const res = await api(`/lot/info/${org.id}`, { token: outsider.token });
    expect(res.status).toBe(403);
    expect(bookmarkOf(res)).not.toBeNull();
  });

  it("a live message carries its writer's bookmark", async () => {
    const { owner, user, org } = await makeTeam();
    const { socket } = await openSocket(org.id, user.token);
    const created = await api(`/lot/create/${org.id}`, {
      method: "POST",
      token: owner.token,
      body: { name: "Loma", hectares: 10 },
    });
    await waitFor(() => socket!.messages.some((m) => m.action === "lot-created"), 2_000, "lot-created");
    const index = socket!.messages.findIndex((m) => m.action === "lot-created");
    const carried = socket!.bookmarks[index]!;
    expect(validBookmark(carried)).toBe(carried);
    // The message left before the answer: its bookmark is the write's, never newer than the answer's.
    expect(laterBookmark(carried, bookmarkOf(created))).toBe(bookmarkOf(created));
  });
});
