// Property: any sequence of invoice file and note photo uploads (alone or two at once), and deletes of files,
// photos and notes, keeps organizations.storage_bytes equal to the sum of the live rows' sizes, within the
// quota, with exactly one R2 object per row. Uploads done one at a time are predicted by a model: one passes
// exactly when it fits (and its note is live with fewer than 5 photos).
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { NOTE_MAX_PHOTOS } from "../../worker/shared/note-values";
import { api, makeTeam } from "./fixtures";
import { createNote } from "./note-helpers";
import { pngOf, storageOf, uploadFile, uploadNotePhoto } from "./storage-helpers";

const QUOTA = 6000;
const size = fc.integer({ min: 8, max: 2500 });
const step = fc.oneof(
  { weight: 4, arbitrary: fc.record({ op: fc.constant("file" as const), size }) },
  { weight: 4, arbitrary: fc.record({ op: fc.constant("photo" as const), note: fc.nat(3), size }) },
  { weight: 2, arbitrary: fc.record({ op: fc.constant("race" as const), a: size, b: size, note: fc.nat(3) }) },
  { weight: 2, arbitrary: fc.record({ op: fc.constant("deleteFile" as const), target: fc.nat(20) }) },
  { weight: 2, arbitrary: fc.record({ op: fc.constant("deletePhoto" as const), target: fc.nat(20) }) },
  { weight: 1, arbitrary: fc.record({ op: fc.constant("deleteNote" as const), note: fc.nat(3) }) },
);

interface Photo {
  note: number;
  path: string;
  size: number;
}

describe("storage count", () => {
  it("always equals the sum of the live files' and photos' sizes, within the quota, one object each", async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 5, maxLength: 14 }), async (steps) => {
        const { owner, org } = await makeTeam();
        const t = owner.token;
        const notes = await Promise.all([0, 1, 2, 3].map(() => createNote(t, org.id)));
        const live = new Set(notes.map((n) => n.id));
        let files: { id: number; size: number }[] = [];
        let photos: Photo[] = [];
        const used = () => files.reduce((s, f) => s + f.size, 0) + photos.reduce((s, p) => s + p.size, 0);
        // Uploads answered 201 are added to the model from the answer (the one after a race too).
        const recordPhoto = (
          note: number,
          body: { note: { photos: { id: number; url: string }[] } },
          bytes: number,
        ) => {
          const known = new Set(photos.map((p) => p.path));
          const added = body.note.photos.map((p) => p.url.replace(/^\/api/, "")).filter((u) => !known.has(u));
          photos.push({ note, path: added[0]!, size: bytes });
        };

        for (const s of steps) {
          if (s.op === "file") {
            const res = await uploadFile(t, org.id, pngOf(s.size), QUOTA);
            const fits = used() + s.size <= QUOTA;
            expect(res.status).toBe(fits ? 201 : 413);
            if (fits) files.push({ id: res.body.file.id, size: s.size });
          } else if (s.op === "photo") {
            const note = notes[s.note]!.id;
            const res = await uploadNotePhoto(t, note, pngOf(s.size), QUOTA);
            const count = photos.filter((p) => p.note === note).length;
            const expected = !live.has(note)
              ? 404
              : count >= NOTE_MAX_PHOTOS
                ? 409
                : used() + s.size <= QUOTA
                  ? 201
                  : 413;
            expect(res.status).toBe(expected);
            if (expected === 201) recordPhoto(note, res.body, s.size);
          } else if (s.op === "race") {
            const note = notes[s.note]!.id;
            const [file, photo] = await Promise.all([
              uploadFile(t, org.id, pngOf(s.a), QUOTA),
              uploadNotePhoto(t, note, pngOf(s.b), QUOTA),
            ]);
            expect([201, 413]).toContain(file.status);
            expect([201, 404, 409, 413]).toContain(photo.status);
            if (file.status === 201) files.push({ id: file.body.file.id, size: s.a });
            if (photo.status === 201) {
              // The photo's answer lists the note's photos; the new one is the one the model lacks.
              recordPhoto(note, photo.body, s.b);
            }
          } else if (s.op === "deleteFile") {
            const file = files[s.target % Math.max(files.length, 1)];
            if (!file) continue;
            const res = await api(`/file/${org.id}/${file.id}`, { method: "DELETE", token: t });
            expect(res.status).toBe(200);
            files = files.filter((f) => f !== file);
          } else if (s.op === "deletePhoto") {
            const photo = photos[s.target % Math.max(photos.length, 1)];
            if (!photo) continue;
            const res = await api(photo.path, { method: "DELETE", token: t });
            expect(res.status).toBe(200);
            photos = photos.filter((p) => p !== photo);
          } else {
            const note = notes[s.note]!.id;
            const res = await api(`/note/delete/${note}`, { method: "DELETE", token: t });
            expect(res.status).toBe(live.has(note) ? 200 : 404);
            live.delete(note);
            photos = photos.filter((p) => p.note !== note);
          }

          const stored = await storageOf(org.id);
          expect(stored.stored).toBe(stored.sum);
          expect(stored.sum).toBe(used());
          expect(stored.sum).toBeLessThanOrEqual(QUOTA);
          expect(stored.objects).toEqual(stored.keys);
        }
      }),
      { numRuns: 12 },
    );
  });
});
