// A note's card (docs/tasks-and-notes.md): its author, owners and admins get pin, edit and delete; a plain user only on
// their own notes (the API answers 403 otherwise); the text keeps its line breaks and links.
import { render, screen } from "@testing-library/react";
import type { Note } from "@shared/note-types";
import { Provider } from "jotai";
import { MemoryRouter } from "react-router-dom";
import { describe, expect, it } from "vitest";
import { NoteCard, useMayEditNote } from "../../web/src/features/notes/note-card";
import {
  appStore,
  currentUserAtom,
  organizationsAtom,
  selectedOrganizationIdAtom,
  type CurrentUser,
} from "../../web/src/lib/session";

const me = { id: 5, first_name: "Lucía", last_name: "Peón" } as CurrentUser;

const note = (id: number, authorId: number): Note => ({
  id,
  title: `Nota ${id}`,
  body: "Línea 1\nhttps://example.com/x",
  pinned: id === 1,
  lot_id: 7,
  rodeo_id: null,
  movement_id: null,
  author: { id: authorId, name: authorId === me.id ? "Lucía Peón" : "Otro" },
  photos: [],
  created_at: "2026-11-20T11:30:00.000Z",
  updated_at: "2026-11-20T11:30:00.000Z",
});

function Card({ value }: { value: Note }) {
  const may = useMayEditNote()(value);
  const act = may ? () => undefined : undefined;
  return <NoteCard note={value} lotName="La Loma" onEdit={act} onDelete={act} onTogglePin={act} />;
}

function setup(role: "owner" | "admin" | "user") {
  appStore.set(currentUserAtom, me);
  appStore.set(organizationsAtom, [{ id: 4, name: "La Esperanza", role, members: [] }]);
  appStore.set(selectedOrganizationIdAtom, 4);
  render(
    <Provider store={appStore}>
      <MemoryRouter>
        <Card value={note(1, me.id)} />
        <Card value={note(2, 99)} />
      </MemoryRouter>
    </Provider>,
  );
}

const actions = (title: string) =>
  ["Fijar", "Desfijar", "Editar", "Eliminar"].filter((verb) =>
    screen.queryByRole("button", { name: `${verb} la nota ${title}` }),
  );

describe("NoteCard", () => {
  it("a plain user edits, pins and deletes only their own notes", () => {
    setup("user");
    expect(actions("Nota 1")).toEqual(["Desfijar", "Editar", "Eliminar"]);
    expect(actions("Nota 2")).toEqual([]);
  });

  it("owners and admins act on anyone's note", () => {
    for (const role of ["owner", "admin"] as const) {
      setup(role);
      expect(actions("Nota 2")).toEqual(["Fijar", "Editar", "Eliminar"]);
      document.body.innerHTML = "";
    }
  });

  it("shows the pinned badge, author, what it is about and a safe link", () => {
    setup("user");
    const card = screen.getByRole("article", { name: "Nota 1" });
    expect(card).toHaveTextContent("Fijada");
    expect(card).toHaveTextContent("por Lucía Peón");
    expect(screen.getAllByRole("link", { name: "La Loma" })[0]).toHaveAttribute("href", "/lots/7");
    const link = screen.getAllByRole("link", { name: "https://example.com/x" })[0]!;
    expect(link).toHaveAttribute("rel", "noopener noreferrer");
  });
});
