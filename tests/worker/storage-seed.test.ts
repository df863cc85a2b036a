// Where the storage count starts from the truth: the demo ranch (worker/scripts/seed/ranch.ts) counts its note
// photos and its invoice PDF, and migration 0014 counts the uploads that existed before it.
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { RANCH_TABLES, seedRanch } from "../../worker/scripts/seed/ranch";
import { SeedSql } from "../../worker/scripts/seed/sql";
import { makeTeam } from "./fixtures";
import { categoryIds } from "./herd-helpers";
import { createNote } from "./note-helpers";
import { pngOf, storageOf, uploadFile, uploadNotePhoto } from "./storage-helpers";

const TABLES = [
  ...RANCH_TABLES,
  "notes",
  "note_photos",
  "tasks",
  "files",
  "invoices",
  "invoice_lines",
  "purchases",
  "purchase_lines",
];

describe("demo ranch storage", () => {
  it("stores the sum of its photos' and files' sizes", async () => {
    const { owner, user, org } = await makeTeam();
    const maxIds: Record<string, number> = {};
    for (const t of TABLES) {
      const row = await env.DB.prepare(`SELECT coalesce(max(id), 0) AS m FROM "${t}"`).first<{ m: number }>();
      maxIds[t] = row!.m;
    }
    const sql = new SeedSql(maxIds);
    const categories = new Map(Object.entries(await categoryIds(org.id, owner.token)));
    const ranch = seedRanch(sql, { organizationId: org.id, ownerId: owner.id, userId: user.id, categories });
    await env.DB.batch(sql.statements.map((s) => env.DB.prepare(s)));

    const stored = await storageOf(org.id);
    expect(ranch.notePhotos!.length).toBeGreaterThan(0);
    expect(ranch.moneyFiles).toHaveLength(1);
    expect(stored.keys).toHaveLength(ranch.notePhotos!.length + 1);
    expect(stored.sum).toBeGreaterThan(0);
    expect(stored.stored).toBe(stored.sum);
  });

  it("migration 0014 counts each organization's existing files and photos", async () => {
    const { owner, org, otherOrg } = await makeTeam();
    const note = await createNote(owner.token, org.id);
    await uploadFile(owner.token, org.id, pngOf(1200));
    await uploadNotePhoto(owner.token, note.id, pngOf(300));
    // As before the migration: rows without a count.
    await env.DB.prepare("UPDATE organizations SET storage_bytes = 0 WHERE id IN (?, ?)")
      .bind(org.id, otherOrg.id)
      .run();
    const migration = env.TEST_MIGRATIONS.find((m) => m.name.startsWith("0014_"))!;
    const backfill = migration.queries.find((q) => q.includes("UPDATE"))!;
    await env.DB.prepare(backfill).run();
    expect(await storageOf(org.id)).toMatchObject({ stored: 1500, sum: 1500 });
    expect(await storageOf(otherOrg.id)).toMatchObject({ stored: 0, sum: 0 });
  });
});
