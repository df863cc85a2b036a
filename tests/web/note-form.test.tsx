// The note form (docs/tasks-and-notes.md): the shared schema's Spanish messages (nothing sent), the parsed body with the
// lot and rodeo it is about, the photos picked (images only, five at most), the API's field issues on their
// fields; the body's rendering: line breaks kept, http(s) links clickable and safe, never HTML; and the
// live cache marking note lists stale.
import { fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { QueryClient } from "@tanstack/react-query";
import type { NoteCreateBody } from "@shared/note-schemas";
import type { Note } from "@shared/note-types";
import { describe, expect, it, vi } from "vitest";
import { bodyParts, NoteBody } from "../../web/src/features/notes/note-body";
import { NoteForm } from "../../web/src/features/notes/note-form";
import { fitWithin } from "../../web/src/features/notes/photo-resize";
import { ApiError } from "../../web/src/lib/api/client";
import { noteKeys } from "../../web/src/data/notes";
import { applyLiveMessage, flushInvalidations, type LiveHooks } from "../../web/src/data/live/apply-live-message";

const lots = [
  { id: 7, name: "La Loma" },
  { id: 8, name: "El Bajo" },
];
const rodeos = [{ id: 3, name: "Cría General" }];

type Save = (body: NoteCreateBody, files: File[]) => Promise<unknown>;

function setup(props: { note?: Note; about?: { lotId?: number }; onSave?: Save } = {}) {
  const onSave = vi.fn<Save>(props.onSave ?? (async () => undefined));
  render(<NoteForm lots={lots} rodeos={rodeos} {...props} onSave={onSave} />);
  return onSave;
}

const save = () => userEvent.click(screen.getByRole("button", { name: "Guardar" }));
const png = (name: string) => new File([new Uint8Array([0x89, 0x50])], name, { type: "image/png" });

describe("NoteForm", () => {
  it("shows the schema's Spanish messages and sends nothing when the title is missing or too long", async () => {
    const onSave = setup();
    await save();
    expect(await screen.findByText("Ingresá un título")).toBeInTheDocument();
    // maxLength stops typing at 120; a paste from elsewhere or a script may still bring more.
    fireEvent.change(screen.getByLabelText("Título"), { target: { value: "x".repeat(121) } });
    await save();
    expect(await screen.findByText("Máximo 120 caracteres")).toBeInTheDocument();
    expect(onSave).not.toHaveBeenCalled();
  });

  it("sends the parsed body (text with its line breaks, pinned, lot and rodeo) and the picked photos", async () => {
    const onSave = setup({ about: { lotId: 8 } });
    expect(screen.getByLabelText("Lote")).toHaveValue("8");
    await userEvent.type(screen.getByLabelText("Título"), "  Aguada rota  ");
    await userEvent.type(screen.getByLabelText("Texto"), "Flotante trabado{enter}Cambiar");
    await userEvent.selectOptions(screen.getByLabelText("Rodeo"), "3");
    await userEvent.click(screen.getByLabelText("Fijar arriba de todo"));
    await userEvent.upload(screen.getByLabelText("Agregar fotos"), [png("a.png"), png("b.png")]);
    expect(screen.getByText("a.png")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Quitar la foto 1" }));
    expect(screen.queryByText("a.png")).toBeNull();
    await save();
    expect(onSave).toHaveBeenCalledTimes(1);
    const [body, files] = onSave.mock.calls[0]!;
    expect(body).toEqual({
      title: "Aguada rota",
      body: "Flotante trabado\nCambiar",
      pinned: true,
      lot_id: 8,
      rodeo_id: 3,
    });
    expect(files.map((f) => f.name)).toEqual(["b.png"]);
  });

  it("keeps five photos at most and refuses what is not an image", async () => {
    setup();
    const input = screen.getByLabelText("Agregar fotos");
    await userEvent.upload(
      input,
      [1, 2, 3, 4, 5, 6].map((n) => png(`${n}.png`)),
    );
    expect(screen.getByText("Una nota puede tener hasta 5 fotos")).toBeInTheDocument();
    expect(screen.getByText("5.png")).toBeInTheDocument();
    expect(screen.queryByText("6.png")).toBeNull();
    // userEvent.upload honours `accept`; a drop or a picker that ignores it is checked by the form too.
    await userEvent.upload(input, new File(["x"], "virus.exe", { type: "application/x-msdownload" }), {
      applyAccept: false,
    });
    expect(screen.getByText("virus.exe no es una imagen JPEG, PNG o WebP")).toBeInTheDocument();
    expect(screen.queryByText("virus.exe")).toBeNull();
  });

  it("puts the API's field issues on their fields", async () => {
    const refusal = new ApiError(400, {
      ok: false,
      message: "Datos inválidos",
      issues: [{ path: "lot_id", message: "El lote no existe en esta organización" }],
    });
    setup({ onSave: () => Promise.reject(refusal) });
    await userEvent.type(screen.getByLabelText("Título"), "Nota");
    await userEvent.selectOptions(screen.getByLabelText("Lote"), "7");
    await save();
    expect(await screen.findByText("El lote no existe en esta organización")).toBeInTheDocument();
    expect(screen.getByLabelText("Lote")).toHaveAttribute("aria-invalid", "true");
  });
});

describe("NoteBody", () => {
  it("keeps line breaks and turns http(s) links into safe links, trailing punctuation left out", () => {
    const { container } = render(<NoteBody body={"Ver https://example.com/a?b=1.\nY http://campo.test/x, listo"} />);
    const links = screen.getAllByRole("link");
    expect(links.map((a) => a.getAttribute("href"))).toEqual(["https://example.com/a?b=1", "http://campo.test/x"]);
    for (const a of links) {
      expect(a).toHaveAttribute("rel", "noopener noreferrer");
      expect(a).toHaveAttribute("target", "_blank");
    }
    expect(container.querySelector("p")!.textContent).toBe(
      "Ver https://example.com/a?b=1.\nY http://campo.test/x, listo",
    );
  });

  it("never renders HTML nor links other schemes", () => {
    const hostile =
      '<img src=x onerror="alert(1)"><a href="javascript:alert(1)">x</a> javascript:alert(1) data:text/html,hi';
    const { container } = render(<NoteBody body={hostile} />);
    expect(container.querySelector("img")).toBeNull();
    expect(screen.queryByRole("link")).toBeNull();
    expect(container.textContent).toBe(hostile);
    // A URL with a quote or angle bracket stops there: no attribute can be smuggled in.
    expect(bodyParts('https://a.test/"onmouseover=x')).toEqual([
      { text: "https://a.test/", href: "https://a.test/" },
      { text: '"onmouseover=x' },
    ]);
  });
});

describe("fitWithin", () => {
  it("shrinks the long side to 1600 px keeping proportions, never enlarges", () => {
    expect(fitWithin(4000, 3000)).toEqual({ width: 1600, height: 1200 });
    expect(fitWithin(3000, 4000)).toEqual({ width: 1200, height: 1600 });
    expect(fitWithin(800, 600)).toEqual({ width: 800, height: 600 });
  });
});

describe("notes in the live cache", () => {
  it("a note message marks this organization's note lists stale, never another's", () => {
    const client = new QueryClient();
    const mine = noteKeys.list(1, { lot_id: 7 });
    const theirs = noteKeys.list(2, {});
    client.setQueryData(mine, { pages: [], pageParams: [] });
    client.setQueryData(theirs, { pages: [], pageParams: [] });
    const fx = { refetchOrganizations: vi.fn() } satisfies LiveHooks;
    applyLiveMessage({ action: "note-deleted", noteId: 3 }, 1, client, fx);
    // Invalidations of one burst are merged and run at the end of the task: run them now.
    flushInvalidations(client);
    expect(client.getQueryState(mine)?.isInvalidated).toBe(true);
    expect(client.getQueryState(theirs)?.isInvalidated).toBe(false);
  });
});
