// Each organization's storage quota (docs/storage.md): uploads past it are a Spanish 413 that writes nothing
// and leaves no object, two at once cannot pass it together, deletes free their bytes and objects, and the
// count always equals the sum of the live rows' sizes.
import { describe, expect, it } from "vitest";
import { api, makeTeam, TEST_PASSWORD } from "./fixtures";
import { createNote } from "./note-helpers";
import { call, pngOf, storageOf, uploadFile, uploadNotePhoto } from "./storage-helpers";

const KB = 1024;

describe("storage quota", () => {
  it("an upload past the quota is a 413 saying the use and the quota, with no row and no object", async () => {
    const { owner, user, org } = await makeTeam();
    const quota = 10 * KB;
    expect((await uploadFile(owner.token, org.id, pngOf(6 * KB), quota)).status).toBe(201);

    const file = await uploadFile(owner.token, org.id, pngOf(5 * KB), quota);
    expect(file.status).toBe(413);
    expect(file.body).toMatchObject({
      code: "STORAGE_FULL",
      message:
        "Se alcanzó el espacio de la organización: 6 KB de 10 KB usados, y el archivo ocupa 5 KB. " +
        "Para subir más, eliminá fotos o archivos que ya no necesiten.",
    });
    // A plain user's note photo meets the same quota.
    const note = await createNote(user.token, org.id);
    const photo = await uploadNotePhoto(user.token, note.id, pngOf(5 * KB), quota);
    expect(photo.status).toBe(413);
    expect(photo.body.message).toContain("6 KB de 10 KB usados, y la foto ocupa 5 KB");

    const after = await storageOf(org.id);
    expect(after).toMatchObject({ stored: 6 * KB, sum: 6 * KB });
    expect(after.objects).toEqual(after.keys);
    expect(after.keys).toHaveLength(1);

    // What still fits is taken, up to the byte.
    expect((await uploadNotePhoto(user.token, note.id, pngOf(4 * KB), quota)).status).toBe(201);
    expect((await uploadFile(owner.token, org.id, pngOf(8), quota)).status).toBe(413);
    expect(await storageOf(org.id)).toMatchObject({ stored: quota, sum: quota });
  });

  it("uploads at once near the limit: only as many as fit pass, whatever the mix", async () => {
    for (let round = 0; round < 4; round++) {
      const { owner, org } = await makeTeam();
      const note = await createNote(owner.token, org.id);
      // Room for two of the six uploads racing (three files and three photos of 4 KB each).
      const quota = 9 * KB;
      const answers = await Promise.all(
        Array.from({ length: 6 }, (_, i) =>
          i % 2
            ? uploadFile(owner.token, org.id, pngOf(4 * KB), quota)
            : uploadNotePhoto(owner.token, note.id, pngOf(4 * KB), quota),
        ),
      );
      const statuses = answers.map((a) => a.status).sort();
      expect(statuses).toEqual([201, 201, 413, 413, 413, 413]);
      const after = await storageOf(org.id);
      expect(after).toMatchObject({ stored: 8 * KB, sum: 8 * KB });
      expect(after.objects).toEqual(after.keys);
    }
  });

  it("deleting a file, a photo or a note frees its bytes and deletes its objects", async () => {
    const { owner, user, org } = await makeTeam();
    const quota = 12 * KB;
    const file = await uploadFile(owner.token, org.id, pngOf(4 * KB), quota);
    const note = await createNote(user.token, org.id);
    await uploadNotePhoto(user.token, note.id, pngOf(3 * KB), quota);
    const two = await uploadNotePhoto(user.token, note.id, pngOf(2 * KB), quota);
    expect((await storageOf(org.id)).stored).toBe(9 * KB);
    // Full: a 4 KB photo does not fit until something goes.
    expect((await uploadNotePhoto(user.token, note.id, pngOf(4 * KB), quota)).status).toBe(413);

    expect((await api(`/file/${org.id}/${file.body.file.id}`, { method: "DELETE", token: owner.token })).status).toBe(
      200,
    );
    let after = await storageOf(org.id);
    expect(after).toMatchObject({ stored: 5 * KB, sum: 5 * KB });
    expect(after.objects).toEqual(after.keys);

    const photoPath = two.body.note.photos[1]!.url.replace(/^\/api/, "");
    expect((await api(photoPath, { method: "DELETE", token: user.token })).status).toBe(200);
    after = await storageOf(org.id);
    expect(after).toMatchObject({ stored: 3 * KB, sum: 3 * KB });
    expect(after.objects).toEqual(after.keys);
    expect((await uploadNotePhoto(user.token, note.id, pngOf(4 * KB), quota)).status).toBe(201);

    // The note goes with its photos: rows, bytes and objects.
    expect((await api(`/note/delete/${note.id}`, { method: "DELETE", token: user.token })).status).toBe(200);
    expect(await storageOf(org.id)).toEqual({ stored: 0, sum: 0, keys: [], objects: [] });
    // A second delete of the note changes nothing.
    expect((await api(`/note/delete/${note.id}`, { method: "DELETE", token: owner.token })).status).toBe(404);
    expect((await storageOf(org.id)).stored).toBe(0);
  });

  it("a file a live purchase names is not deleted and keeps its bytes", async () => {
    const { owner, org } = await makeTeam();
    const file = await uploadFile(owner.token, org.id, pngOf(2 * KB));
    const purchase = await api<{ purchase: { id: number } }>(`/purchase/${org.id}`, {
      token: owner.token,
      body: {
        supplier_name: "Forrajera del Sur",
        supplier_cuit: "30-71234567-1",
        date: "2026-10-01",
        invoice_type: "A",
        invoice_number: "0003-00012345",
        file_id: file.body.file.id,
        lines: [{ category: "alimento", description: "Rollo", quantity: 1, unit_price: 100, iva_rate: 21 }],
      },
    });
    expect(purchase.status).toBe(201);
    const refused = await api(`/file/${org.id}/${file.body.file.id}`, { method: "DELETE", token: owner.token });
    expect(refused.status).toBe(409);
    const after = await storageOf(org.id);
    expect(after).toMatchObject({ stored: 2 * KB, sum: 2 * KB });
    expect(after.objects).toEqual(after.keys);
  });

  it("deleting the organization, or the account of its only member, deletes its objects", async () => {
    const { owner, org } = await makeTeam();
    const note = await createNote(owner.token, org.id);
    await uploadFile(owner.token, org.id, pngOf(KB));
    await uploadNotePhoto(owner.token, note.id, pngOf(KB));
    expect((await storageOf(org.id)).objects).toHaveLength(2);
    expect((await call(`/organization/${org.id}`, { method: "DELETE", token: owner.token })).status).toBe(200);
    expect(await storageOf(org.id)).toEqual({ stored: null, sum: 0, keys: [], objects: [] });

    const { outsider, otherOrg } = await makeTeam();
    await uploadFile(outsider.token, otherOrg.id, pngOf(KB));
    const deleted = await call(`/auth/delete-account`, {
      method: "DELETE",
      token: outsider.token,
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ password: TEST_PASSWORD }),
    });
    expect(deleted.status).toBe(200);
    expect(await storageOf(otherOrg.id)).toEqual({ stored: null, sum: 0, keys: [], objects: [] });
  });
});
