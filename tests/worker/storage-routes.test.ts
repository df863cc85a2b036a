// GET /api/organization/{id}/storage (owners and admins) and the members' hourly uploads (60, files and photos
// together, reserved before the body is read).
import { describe, expect, it } from "vitest";
import { RULES } from "../../worker/lib/rate-limit";
import { DEFAULT_STORAGE_QUOTA_BYTES, type StorageUsage } from "../../worker/shared/storage-values";
import { addMember, makeTeam } from "./fixtures";
import { createNote } from "./note-helpers";
import { call, pngOf, storageOf, uploadFile, uploadNotePhoto } from "./storage-helpers";

const storage = (token: string | undefined, id: number | string, quota?: number) =>
  call<{ storage: StorageUsage }>(`/organization/${id}/storage`, { token }, quota);

describe("GET /organization/{id}/storage", () => {
  it("owners and admins read the use and the quota of wrangler.toml (1 GB), or the var's value", async () => {
    const { owner, admin, org } = await makeTeam();
    const empty = await storage(owner.token, org.id);
    expect(empty.status).toBe(200);
    expect(empty.body.storage).toEqual({ used_bytes: 0, quota_bytes: DEFAULT_STORAGE_QUOTA_BYTES });
    await uploadFile(owner.token, org.id, pngOf(1500));
    expect((await storage(admin.token, org.id, 5000)).body.storage).toEqual({ used_bytes: 1500, quota_bytes: 5000 });
    // A var that is no positive whole number falls back to 1 GB.
    expect((await storage(admin.token, org.id, -1)).body.storage.quota_bytes).toBe(DEFAULT_STORAGE_QUOTA_BYTES);
    // The session, then the membership and the count in one statement.
    expect(empty.headers.get("x-db-queries")).toBe("2");
  });

  it("no token is a 401, a plain user and a non-member 403, a bad id 400; two reads at once agree", async () => {
    const { owner, user, outsider, org } = await makeTeam();
    expect((await storage(undefined, org.id)).status).toBe(401);
    const plain = await storage(user.token, org.id);
    expect(plain.status).toBe(403);
    expect(plain.body.message).toBe("Tu rol no permite esta acción");
    const stranger = await storage(outsider.token, org.id);
    expect(stranger.status).toBe(403);
    expect(stranger.body.message).toBe("No tenés acceso a esta organización");
    expect((await storage(outsider.token, org.id + 100_000)).status).toBe(403);
    for (const bad of ["abc", "0", "-3", "1.5"]) {
      const res = await storage(owner.token, bad);
      expect(res.status, bad).toBe(400);
      expect(res.body.ok).toBe(false);
    }
    await uploadFile(owner.token, org.id, pngOf(700));
    const both = await Promise.all([storage(owner.token, org.id), storage(owner.token, org.id)]);
    expect(both.map((r) => r.body.storage.used_bytes)).toEqual([700, 700]);
  });
});

describe("uploads per member per hour", () => {
  it("an upload past the member's hourly limit is a 429 that stores nothing; other members are not affected", async () => {
    const { owner, admin, org } = await makeTeam();
    const note = await createNote(owner.token, org.id);
    const limit = RULES.uploadMember.limit;
    // Files and photos count together: five photos, the rest files (a few at once).
    for (let i = 0; i < 5; i++) expect((await uploadNotePhoto(owner.token, note.id, pngOf(64))).status).toBe(201);
    for (let i = 5; i < limit; i += 5) {
      const batch = await Promise.all(Array.from({ length: 5 }, () => uploadFile(owner.token, org.id, pngOf(64))));
      expect(batch.map((r) => r.status)).toEqual([201, 201, 201, 201, 201]);
    }
    const before = await storageOf(org.id);
    expect(before.keys).toHaveLength(limit);

    const file = await uploadFile(owner.token, org.id, pngOf(64));
    expect(file.status).toBe(429);
    expect(file.body.message).toBe(
      `Llegaste al límite de ${limit} archivos o fotos por hora. Probá de nuevo más tarde.`,
    );
    const other = await createNote(owner.token, org.id);
    expect((await uploadNotePhoto(owner.token, other.id, pngOf(64))).status).toBe(429);
    expect(await storageOf(org.id)).toEqual(before);

    // Another member of the same organization, and the same user in another organization, still upload.
    expect((await uploadFile(admin.token, org.id, pngOf(64))).status).toBe(201);
    const { org: second } = await makeTeam();
    await addMember(second.id, owner, "admin");
    expect((await uploadFile(owner.token, second.id, pngOf(64))).status).toBe(201);
  });
});
