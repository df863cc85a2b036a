// /api/note/photo (docs/tasks-and-notes.md): raw image uploads into R2, served to members only, deleted by the author,
// owners and admins. Refusals (not an image, over 5 MB, a sixth photo, an outsider) write nothing: no row
// and no object.
import { describe, expect, it } from "vitest";
import type { SocketMessage } from "../../worker/shared/socket-messages";
import { NOTE_PHOTO_MAX_BYTES } from "../../worker/shared/note-values";
import { api, makeTeam } from "./fixtures";
import { openSocket, waitFor } from "./live-helpers";
import {
  createNote,
  fetchPhoto,
  JPEG,
  listNotes,
  PNG,
  storedCounts,
  storedKeys,
  uploadPhoto,
  WEBP,
} from "./note-helpers";

describe("note photos", () => {
  it("a member's upload is stored and served to members only, with its type, private cache and nosniff", async () => {
    const { owner, user, outsider, org } = await makeTeam();
    const note = await createNote(user.token, org.id);
    const res = await uploadPhoto(user.token, note.id, PNG, { query: "?width=1&height=1" });
    expect(res.status).toBe(201);
    const [photo] = res.body.note.photos;
    expect(photo).toMatchObject({ content_type: "image/png", size: PNG.length, width: 1, height: 1 });
    expect(photo!.url).toBe(`/api/note/photo/${note.id}/${photo!.id}`);
    expect(await storedKeys(org.id, note.id)).toHaveLength(1);

    const got = await fetchPhoto(owner.token, photo!.url);
    expect(got.status).toBe(200);
    expect(got.bytes).toEqual(PNG);
    expect(got.headers.get("content-type")).toBe("image/png");
    expect(got.headers.get("x-content-type-options")).toBe("nosniff");
    expect(got.headers.get("cache-control")).toMatch(/^private, max-age=\d+$/);

    // An outsider, no token, a wrong note id: nothing is served or revealed.
    const theirs = await fetchPhoto(outsider.token, photo!.url);
    expect(theirs.status).toBe(404);
    expect(new TextDecoder().decode(theirs.bytes)).toContain("La foto no existe o fue eliminada");
    expect((await fetchPhoto(undefined, photo!.url)).status).toBe(401);
    expect((await fetchPhoto(owner.token, `/api/note/photo/${note.id + 1}/${photo!.id}`)).status).toBe(404);

    // JPEG and WebP are accepted too; a deleted note's photos are no longer served.
    expect((await uploadPhoto(user.token, note.id, JPEG, { type: "image/jpeg" })).status).toBe(201);
    expect((await uploadPhoto(user.token, note.id, WEBP, { type: "image/webp" })).status).toBe(201);
    await api(`/note/delete/${note.id}`, { method: "DELETE", token: user.token });
    expect((await fetchPhoto(owner.token, photo!.url)).status).toBe(404);
    expect((await uploadPhoto(user.token, note.id, PNG)).status).toBe(404);
  });

  it("what is not a JPEG, PNG or WebP is a 415 and writes nothing", async () => {
    const { owner, org } = await makeTeam();
    const note = await createNote(owner.token, org.id);
    const text = new TextEncoder().encode("<svg onload=alert(1)></svg>");
    for (const [bytes, type] of [
      [text, "image/png"],
      [text, "image/svg+xml"],
      [PNG, "text/html"],
      [PNG, "image/jpeg"],
      [JPEG, "image/png"],
      [new Uint8Array(), "image/png"],
    ] as const) {
      const res = await uploadPhoto(owner.token, note.id, bytes, { type });
      expect(res.status, type).toBe(415);
      expect(res.body).toMatchObject({ ok: false, message: "La foto debe ser una imagen JPEG, PNG o WebP" });
    }
    expect(await storedCounts(org.id)).toEqual({ notes: 1, photos: 0 });
    expect(await storedKeys(org.id, note.id)).toEqual([]);
  });

  it("over 5 MB is a 413, by its declared length or its real size, and writes nothing", async () => {
    const { owner, org } = await makeTeam();
    const note = await createNote(owner.token, org.id);
    const big = new Uint8Array(NOTE_PHOTO_MAX_BYTES + 1);
    big.set(PNG);
    const declared = await uploadPhoto(owner.token, note.id, big);
    expect(declared.status).toBe(413);
    expect(declared.body.message).toBe("La foto no puede superar 5 MB");
    // Without a Content-Length the body is counted as it arrives.
    const streamed = await uploadPhoto(owner.token, note.id, big, { stream: true });
    expect(streamed.status).toBe(413);
    expect(streamed.body.message).toBe("La foto no puede superar 5 MB");
    // Exactly the limit is accepted.
    const limit = await uploadPhoto(owner.token, note.id, big.slice(0, NOTE_PHOTO_MAX_BYTES));
    expect(limit.status).toBe(201);
    expect(await storedCounts(org.id)).toEqual({ notes: 1, photos: 1 });
    expect(await storedKeys(org.id, note.id)).toHaveLength(1);
  });

  it("a sixth photo is a 409 and writes nothing", async () => {
    const { owner, org } = await makeTeam();
    const note = await createNote(owner.token, org.id);
    for (let i = 0; i < 5; i++) expect((await uploadPhoto(owner.token, note.id, PNG)).status).toBe(201);
    const sixth = await uploadPhoto(owner.token, note.id, PNG);
    expect(sixth.status).toBe(409);
    expect(sixth.body).toMatchObject({ code: "TOO_MANY_PHOTOS", message: "Una nota puede tener hasta 5 fotos" });
    expect(await storedCounts(org.id)).toEqual({ notes: 1, photos: 5 });
    expect(await storedKeys(org.id, note.id)).toHaveLength(5);
    expect((await listNotes(owner.token, org.id)).body.notes[0]!.photos).toHaveLength(5);
  });

  it("the author, owners and admins add and delete photos; a plain user not on someone else's note", async () => {
    const { owner, admin, user, outsider, org } = await makeTeam();
    const ownersNote = await createNote(owner.token, org.id);
    const usersNote = await createNote(user.token, org.id);
    const refused = await uploadPhoto(user.token, ownersNote.id, PNG);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe("Solo podés modificar las notas que escribiste");

    const added = await uploadPhoto(owner.token, ownersNote.id, PNG);
    const url = added.body.note.photos[0]!.url;
    const path = url.replace(/^\/api/, "");
    expect((await api(path, { method: "DELETE", token: user.token })).status).toBe(403);
    expect((await api(path, { method: "DELETE", token: outsider.token })).status).toBe(404);
    expect(await storedKeys(org.id, ownersNote.id)).toHaveLength(1);

    const removed = await api<{ note: { photos: unknown[] } }>(path, { method: "DELETE", token: admin.token });
    expect(removed.status).toBe(200);
    expect(removed.body.note.photos).toEqual([]);
    expect(await storedKeys(org.id, ownersNote.id)).toEqual([]);
    expect((await fetchPhoto(owner.token, url)).status).toBe(404);
    expect((await api(path, { method: "DELETE", token: owner.token })).status).toBe(404);

    // The plain user manages the photos of their own note.
    const own = await uploadPhoto(user.token, usersNote.id, PNG);
    expect(own.status).toBe(201);
    const ownPath = own.body.note.photos[0]!.url.replace(/^\/api/, "");
    expect((await api(ownPath, { method: "DELETE", token: user.token })).status).toBe(200);
    expect((await uploadPhoto(user.token, "abc", PNG)).status).toBe(400);
  });

  it("adding and removing a photo reaches another member's socket as note-updated", async () => {
    const { owner, user, org } = await makeTeam();
    const note = await createNote(owner.token, org.id);
    const { socket } = await openSocket(org.id, user.token);
    const s = socket!;
    const updates = () =>
      s.messages.filter((m): m is Extract<SocketMessage, { action: "note-updated" }> => m.action === "note-updated");
    const added = await uploadPhoto(owner.token, note.id, PNG);
    await waitFor(() => updates().length >= 1, 2_000, "note-updated after upload");
    expect(updates()[0]!.note).toEqual(added.body.note);
    expect(updates()[0]!.note.photos).toHaveLength(1);
    await api(added.body.note.photos[0]!.url.replace(/^\/api/, ""), { method: "DELETE", token: owner.token });
    await waitFor(() => updates().length >= 2, 2_000, "note-updated after delete");
    expect(updates()[1]!.note.photos).toEqual([]);
    s.ws.close();
  });
});
