// /api/note (docs/tasks-and-notes.md): list, create, edit and soft delete, with the outsider, the plain user, bad input,
// another organization's lot/rodeo/movement ids, paging and search, and the live messages.
import { describe, expect, it } from "vitest";
import type { Note } from "../../worker/shared/note-types";
import type { SocketMessage } from "../../worker/shared/socket-messages";
import { api, makeTeam } from "./fixtures";
import { createLot, createRodeo } from "./herd-helpers";
import { openSocket, settle, waitFor } from "./live-helpers";
import { createNote, listNotes, PNG, storedCounts, uploadPhoto } from "./note-helpers";

const put = (token: string, id: number, body: unknown) =>
  api<{ note: Note }>(`/note/update/${id}`, { method: "PUT", token, body });
const del = (token: string, id: number) => api(`/note/delete/${id}`, { method: "DELETE", token });

describe("note routes", () => {
  it("any member writes; the author, owners and admins edit and delete; a plain user only their own", async () => {
    const { owner, admin, user, org } = await makeTeam();
    const mine = await createNote(user.token, org.id, { title: "Mía" });
    const admins = await createNote(admin.token, org.id, { title: "Del admin" });
    expect(mine).toMatchObject({
      title: "Mía",
      pinned: false,
      author: { id: user.id, name: "Juan Pérez" },
      photos: [],
    });

    const own = await put(user.token, mine.id, { title: "Mía, editada", pinned: true });
    expect(own.status).toBe(200);
    expect(own.body.note).toMatchObject({ title: "Mía, editada", pinned: true, body: "Revisar el flotante" });

    const other = await put(user.token, admins.id, { title: "Ajena" });
    expect(other.status).toBe(403);
    expect(other.body).toMatchObject({
      code: "NOT_YOUR_NOTE",
      message: "Solo podés modificar las notas que escribiste",
    });
    expect((await del(user.token, admins.id)).status).toBe(403);

    expect((await put(owner.token, mine.id, { body: "El dueño corrige" })).status).toBe(200);
    expect((await put(admin.token, mine.id, { pinned: false })).status).toBe(200);
    const listed = (await listNotes(user.token, org.id)).body.notes;
    expect(listed.find((n) => n.id === admins.id)!.title).toBe("Del admin");
    expect(listed.find((n) => n.id === mine.id)).toMatchObject({ body: "El dueño corrige", pinned: false });

    expect((await del(owner.token, admins.id)).status).toBe(200);
    expect((await del(user.token, mine.id)).status).toBe(200);
    expect((await listNotes(user.token, org.id)).body.notes).toEqual([]);
    // Soft: the rows stay, a second delete or an edit of a deleted note is a 404.
    expect(await storedCounts(org.id)).toMatchObject({ notes: 2 });
    expect((await del(owner.token, mine.id)).status).toBe(404);
    expect((await put(owner.token, mine.id, { title: "x" })).status).toBe(404);
  });

  it("an outsider learns nothing and writes nothing; no token is a 401", async () => {
    const { owner, outsider, org } = await makeTeam();
    const note = await createNote(owner.token, org.id);
    const list = await listNotes(outsider.token, org.id);
    expect(list.status).toBe(403);
    expect(list.body.message).toBe("No tenés acceso a esta organización");
    expect(
      (await api(`/note/create/${org.id}`, { method: "POST", token: outsider.token, body: { title: "Intrusa" } }))
        .status,
    ).toBe(403);
    // Another organization's note id answers like a missing one.
    const edit = await put(outsider.token, note.id, { title: "Cambiada" });
    expect(edit.status).toBe(404);
    expect(edit.body.message).toBe("La nota no existe o fue eliminada");
    expect((await put(outsider.token, 999_999, { title: "Cambiada" })).body).toEqual(edit.body);
    expect((await del(outsider.token, note.id)).status).toBe(404);
    expect((await uploadPhoto(outsider.token, note.id, PNG)).status).toBe(404);
    expect((await api(`/note/all/${org.id}`)).status).toBe(401);
    expect(await storedCounts(org.id)).toEqual({ notes: 1, photos: 0 });
    expect((await listNotes(owner.token, org.id)).body.notes[0]).toMatchObject({ title: "Aguada rota" });
  });

  it("bad input is a Spanish 400 and writes nothing", async () => {
    const { owner, user, org } = await makeTeam();
    const note = await createNote(user.token, org.id);
    const cases: Array<[unknown, string, string]> = [
      [{ title: "" }, "title", "Ingresá un título"],
      [{ title: "   " }, "title", "Ingresá un título"],
      [{ title: "x".repeat(121) }, "title", "Máximo 120 caracteres"],
      [{ title: "Ok", body: "x".repeat(10_001) }, "body", "Máximo 10.000 caracteres"],
      [{ title: "Ok", pinned: "sí" }, "pinned", "Indicá si la nota está fijada (sí o no)"],
      [{ title: "Ok", lot_id: "abc" }, "lot_id", "Debe ser un número"],
      [{ title: "Ok", rodeo_id: -1 }, "rodeo_id", "Debe ser un número positivo"],
    ];
    for (const [body, path, message] of cases) {
      const res = await api(`/note/create/${org.id}`, { method: "POST", token: owner.token, body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.issues).toContainEqual({ path, message });
    }
    const notJson = await api(`/note/create/${org.id}`, { method: "POST", token: owner.token, body: "{no" });
    expect(notJson.status).toBe(400);
    const edit = await put(user.token, note.id, { title: "" });
    expect(edit.status).toBe(400);
    expect((await put(user.token, note.id, {})).body.message).toBe("Datos inválidos");
    expect((await api(`/note/update/abc`, { method: "PUT", token: owner.token, body: { title: "x" } })).status).toBe(
      400,
    );
    expect(await storedCounts(org.id)).toEqual({ notes: 1, photos: 0 });
    expect((await listNotes(owner.token, org.id)).body.notes[0]!.title).toBe("Aguada rota");
  });

  it("another organization's lot, rodeo or movement is refused on create and edit, nothing written", async () => {
    const { owner, outsider, org, otherOrg } = await makeTeam();
    const lot = await createLot(owner.token, org.id);
    const rodeo = await createRodeo(owner.token, org.id, { name: "Cría", lot_id: lot });
    const theirLot = await createLot(outsider.token, otherOrg.id, "Ajeno");
    const theirRodeo = await createRodeo(outsider.token, otherOrg.id, { name: "Ajeno" });
    const before = await storedCounts(org.id);

    const create = await api(`/note/create/${org.id}`, {
      method: "POST",
      token: owner.token,
      body: { title: "Ajena", lot_id: theirLot, rodeo_id: theirRodeo, movement_id: 999_999 },
    });
    expect(create.status).toBe(400);
    expect(create.body.issues).toEqual([
      { path: "lot_id", message: "El lote no existe en esta organización" },
      { path: "rodeo_id", message: "El rodeo no existe en esta organización" },
      { path: "movement_id", message: "El registro no existe en esta organización" },
    ]);
    expect(await storedCounts(org.id)).toEqual(before);

    const note = await createNote(owner.token, org.id, { lot_id: lot, rodeo_id: rodeo });
    expect(note).toMatchObject({ lot_id: lot, rodeo_id: rodeo, movement_id: null });
    const edit = await put(owner.token, note.id, { title: "Cambiada", rodeo_id: theirRodeo });
    expect(edit.status).toBe(400);
    expect(edit.body.issues).toEqual([{ path: "rodeo_id", message: "El rodeo no existe en esta organización" }]);
    const [unchanged] = (await listNotes(owner.token, org.id)).body.notes;
    expect(unchanged).toMatchObject({ title: "Aguada rota", rodeo_id: rodeo });
    // null clears what the note was about.
    expect((await put(owner.token, note.id, { lot_id: null })).body.note).toMatchObject({
      lot_id: null,
      rodeo_id: rodeo,
    });
  });

  it("lists pinned first then newest, in cursor pages, searched and filtered, in one statement", async () => {
    const { owner, user, org } = await makeTeam();
    const lot = await createLot(owner.token, org.id);
    const rodeo = await createRodeo(owner.token, org.id, { name: "Cría" });
    const first = await createNote(owner.token, org.id, { title: "Vacuna aftosa 50%", lot_id: lot });
    const pinned = await createNote(user.token, org.id, { title: "Fijada", pinned: true, rodeo_id: rodeo });
    const created: Note[] = [];
    for (let i = 0; i < 5; i++)
      created.push(await createNote(owner.token, org.id, { title: `Nota ${i}`, body: `Línea\nhttps://a.b/${i}` }));
    await uploadPhoto(owner.token, created[4]!.id, PNG);

    const all = await listNotes(user.token, org.id);
    expect(all.body.notes.map((n) => n.id)).toEqual([pinned.id, ...created.map((n) => n.id).reverse(), first.id]);
    expect(all.body.notes[1]!.photos).toHaveLength(1);
    expect(all.body.notes[1]!.body).toBe("Línea\nhttps://a.b/4");
    // The session, the door and one statement for the page, photos and authors included.
    expect(all.headers.get("x-db-queries")).toBe("3");

    const seen: number[] = [];
    let cursor: string | null = "";
    while (cursor !== null) {
      const page = await listNotes(user.token, org.id, `?limit=3${cursor ? `&cursor=${cursor}` : ""}`);
      expect(page.body.notes.length).toBeLessThanOrEqual(3);
      seen.push(...page.body.notes.map((n) => n.id));
      cursor = page.body.next_cursor;
    }
    expect(seen).toEqual(all.body.notes.map((n) => n.id));

    const ids = async (query: string) => (await listNotes(user.token, org.id, query)).body.notes.map((n) => n.id);
    expect(await ids("?q=50%25")).toEqual([first.id]);
    expect(await ids("?q=%25")).toEqual([first.id]);
    expect(await ids("?q=_")).toEqual([]);
    expect(await ids("?q=VACUNA")).toEqual([first.id]);
    expect(await ids("?q=a.b%2F3")).toEqual([created[3]!.id]);
    expect(await ids(`?lot_id=${lot}`)).toEqual([first.id]);
    expect(await ids(`?rodeo_id=${rodeo}`)).toEqual([pinned.id]);
    expect(await ids(`?author_id=${user.id}`)).toEqual([pinned.id]);

    for (const query of ["?cursor=nope", "?limit=51", "?limit=0", `?q=${"x".repeat(101)}`, "?lot_id=abc"]) {
      const res = await listNotes(user.token, org.id, query);
      expect(res.status, query).toBe(400);
      expect(res.body.message).toMatch(/inválid/);
    }
  });

  it("creates, edits and deletes reach another member's socket shaped as the list", async () => {
    const { owner, user, org } = await makeTeam();
    const { socket } = await openSocket(org.id, user.token);
    const s = socket!;
    const notes = () =>
      s.messages.filter((m): m is Extract<SocketMessage, { action: `note-${string}` }> => m.action.startsWith("note-"));
    const note = await createNote(owner.token, org.id, { title: "En vivo" });
    await waitFor(() => notes().length >= 1, 2_000, "note-created");
    const listed = async () => (await listNotes(owner.token, org.id)).body.notes[0];
    expect(notes()[0]).toEqual({ action: "note-created", note: await listed() });

    await put(owner.token, note.id, { pinned: true });
    await waitFor(() => notes().length >= 2, 2_000, "note-updated");
    expect(notes()[1]).toEqual({ action: "note-updated", note: await listed() });

    // Refused writes announce nothing.
    await put(user.token, note.id, { title: "No" });
    await put(owner.token, note.id, { title: "" });
    await del(owner.token, note.id);
    await waitFor(() => notes().length >= 3, 2_000, "note-deleted");
    expect(notes()[2]).toEqual({ action: "note-deleted", noteId: note.id });
    await settle();
    expect(notes()).toHaveLength(3);
    s.ws.close();
  });
});
