// The thread's bubbles per message type (docs/whatsapp.md), rendered alone: each shows what its type carries
// (a location's link and potrero, contacts' numbers, a document's name, size and download, video, sticker, taps,
// our reply buttons, system notices, orders, what Meta could not read), the contact's reaction as a badge, and
// the basics axe checks in the e2e run (images with alt, links and lists with names).
import { fireEvent, render, screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import type { ConversationMessage } from "../../worker/shared/whatsapp-schemas";
import { MessageBubble } from "../../web/src/features/conversations/message-bubble";
import { formatFileSize } from "../../web/src/features/conversations/file-size";
import { msg } from "./conversation-fixtures";

const renderBubble = (m: ConversationMessage, onMediaError = vi.fn()) => {
  const view = render(
    <ol aria-label="Mensajes">
      <MessageBubble message={m} speechRecognition={false} onMediaError={onMediaError} />
    </ol>,
  );
  // The bubble itself (a contacts' or buttons' bubble holds lists of its own).
  const bubble = view.container.querySelector<HTMLElement>("li.bubble")!;
  return { ...view, bubble, onMediaError };
};

const lot = { id: 4, name: "La Loma", organization_id: 2, organization_name: "Estancia La Esperanza" };
const location = (over: Partial<{ name: string | null; address: string | null; lot: typeof lot | null }> = {}) =>
  msg({
    type: "location",
    body: "Aguada vieja",
    details: {
      kind: "location",
      latitude: -34.603121,
      longitude: -58.381574,
      name: "Aguada vieja",
      address: "Ruta 5 km 212, Bolívar",
      lot: null,
      ...over,
    },
  });

describe("location", () => {
  it("shows the name, address, coordinates, the potrero it falls in and a map link in a new tab", () => {
    const { bubble } = renderBubble(location({ lot }));
    expect(bubble).toHaveTextContent("Aguada vieja");
    expect(bubble).toHaveTextContent("Ruta 5 km 212, Bolívar");
    expect(bubble).toHaveTextContent("-34.60312, -58.38157");
    expect(bubble).toHaveTextContent("En el potrero La Loma · Estancia La Esperanza");
    const link = within(bubble).getByRole("link", { name: "Abrir en el mapa" });
    expect(link).toHaveAttribute(
      "href",
      "https://www.openstreetmap.org/?mlat=-34.60312&mlon=-58.38157#map=16/-34.60312/-58.38157",
    );
    expect(link).toHaveAttribute("target", "_blank");
    expect(link).toHaveAttribute("rel", "noreferrer");
  });

  it("without a potrero or a name says only what it has", () => {
    const { bubble } = renderBubble(location({ name: null, address: null }));
    expect(bubble).not.toHaveTextContent("En el potrero");
    expect(bubble).not.toHaveTextContent("Aguada vieja");
    expect(bubble).toHaveTextContent("-34.60312, -58.38157");
    expect(within(bubble).getByRole("link", { name: "Abrir en el mapa" })).toBeInTheDocument();
  });
});

describe("contacts", () => {
  it("lists each contact's name and numbers as tel: links", () => {
    const { bubble } = renderBubble(
      msg({
        type: "contacts",
        body: "Rosa Díaz, Veterinaria",
        details: {
          kind: "contacts",
          contacts: [
            { name: "Rosa Díaz", phones: ["+54 9 11 5555-1234", "+54 2314 44-1020"] },
            { name: "Veterinaria", phones: ["+5492314400000"] },
          ],
        },
      }),
    );
    expect(bubble).toHaveTextContent("👤 2 contactos");
    const rosa = within(bubble).getByRole("list", { name: "Rosa Díaz" });
    expect(within(rosa).getByRole("link", { name: "+54 9 11 5555-1234" })).toHaveAttribute(
      "href",
      "tel:+5491155551234",
    );
    expect(within(rosa).getByRole("link", { name: "+54 2314 44-1020" })).toHaveAttribute("href", "tel:+542314441020");
    const vet = within(bubble).getByRole("list", { name: "Veterinaria" });
    expect(within(vet).getByRole("link")).toHaveAttribute("href", "tel:+5492314400000");
  });
});

describe("document", () => {
  const doc = (over: Partial<ConversationMessage> = {}) =>
    msg({
      type: "document",
      body: "informe-de-sanidad-rodeo-cria-noviembre-2026-final.pdf",
      details: { kind: "document", filename: "informe-de-sanidad-rodeo-cria-noviembre-2026-final.pdf" },
      media_url: "/api/document/9?exp=1&sig=d",
      media_size: 1_234_567,
      ...over,
    });

  it("shows the file name and size and downloads it from the signed URL", () => {
    const { bubble } = renderBubble(doc());
    const link = within(bubble).getByRole("link", {
      name: "Descargar informe-de-sanidad-rodeo-cria-noviembre-2026-final.pdf",
    });
    expect(link).toHaveAttribute("href", "/api/document/9?exp=1&sig=d");
    expect(link).toHaveAttribute("download", "informe-de-sanidad-rodeo-cria-noviembre-2026-final.pdf");
    expect(bubble).toHaveTextContent("1,2 MB");
    // Without a caption the body is the file name: shown once.
    expect(within(bubble).getAllByText(/informe-de-sanidad/)).toHaveLength(1);
  });

  it("shows a caption under it, and while downloading or failed says so with the name", () => {
    const { bubble, unmount } = renderBubble(doc({ body: "el de noviembre" }));
    expect(within(bubble).getByText("el de noviembre")).toHaveClass("bubble-text");
    unmount();
    const pending = renderBubble(doc({ media_url: null }));
    expect(pending.bubble).toHaveTextContent(
      "📄 informe-de-sanidad-rodeo-cria-noviembre-2026-final.pdf (descargando...)",
    );
    expect(within(pending.bubble).queryByRole("link")).not.toBeInTheDocument();
    pending.unmount();
    const failed = renderBubble(doc({ media_url: null, details: null, error: "El archivo supera los 16 MB." }));
    expect(within(failed.bubble).getByRole("note")).toHaveTextContent("📄 Documento: El archivo supera los 16 MB.");
  });

  it("sizes read in Spanish: whole bytes and kilobytes, one decimal beyond", () => {
    expect(formatFileSize(512)).toBe("512 B");
    expect(formatFileSize(850_400)).toBe("850 KB");
    expect(formatFileSize(1_234_567)).toBe("1,2 MB");
    expect(formatFileSize(16_000_000)).toBe("16 MB");
    expect(formatFileSize(2_500_000_000)).toBe("2,5 GB");
  });
});

describe("video and sticker", () => {
  it("plays a video like the audio, asking for fresh URLs when it fails, with its caption", () => {
    const { bubble, container, onMediaError } = renderBubble(
      msg({ type: "video", body: "la parición", media_url: "/api/video/5?exp=1&sig=v" }),
    );
    const video = container.querySelector("video")!;
    expect(video).toHaveAttribute("src", "/api/video/5?exp=1&sig=v");
    expect(video).toHaveAttribute("controls");
    expect(video).toHaveAttribute("preload", "metadata");
    expect(video).toHaveAccessibleName("Video recibido");
    expect(bubble).toHaveTextContent("la parición");
    fireEvent.error(video);
    expect(onMediaError).toHaveBeenCalledOnce();
  });

  it("a video not stored yet is downloading, or says why it was not kept", () => {
    const { bubble, unmount, container } = renderBubble(msg({ type: "video" }));
    expect(bubble).toHaveTextContent("🎬 Video (descargando...)");
    expect(container.querySelector("video")).toBeNull();
    unmount();
    const failed = renderBubble(msg({ type: "video", error: "El archivo supera los 16 MB: no se guardó." }));
    expect(within(failed.bubble).getByRole("note")).toHaveTextContent(
      "🎬 Video: El archivo supera los 16 MB: no se guardó.",
    );
  });

  it("shows a sticker as a small image with its alt", () => {
    const { bubble, onMediaError } = renderBubble(msg({ type: "sticker", media_url: "/api/image/6?exp=1&sig=s" }));
    const img = within(bubble).getByRole("img", { name: "Sticker" });
    expect(img).toHaveAttribute("src", "/api/image/6?exp=1&sig=s");
    expect(img).toHaveClass("bubble-sticker");
    fireEvent.error(img);
    expect(onMediaError).toHaveBeenCalledOnce();
  });
});

describe("buttons", () => {
  it("a contact's tap says so with the button's text, from a reply button or a template's quick reply", () => {
    const tap = renderBubble(
      msg({ type: "interactive", body: "Sí, registrar", details: { kind: "reply", id: "confirm:12" } }),
    );
    expect(within(tap.bubble).getByText("Tocó el botón")).toBeInTheDocument();
    expect(within(tap.bubble).getByText("Sí, registrar")).toBeInTheDocument();
    expect(within(tap.bubble).queryByRole("list")).not.toBeInTheDocument();
    tap.unmount();
    const quick = renderBubble(msg({ type: "button", body: "Ver lotes", details: { kind: "reply", id: "lots" } }));
    expect(quick.bubble).toHaveTextContent("Tocó el botónVer lotes");
  });

  it("our message with reply buttons shows its text and the buttons as a named list", () => {
    const { bubble } = renderBubble(
      msg({
        direction: "out",
        type: "interactive",
        status: "read",
        body: "Llovieron 20 mm en La Loma. ¿Lo registro?",
        details: {
          kind: "buttons",
          buttons: [
            { id: "confirm:12", title: "Sí, registrar" },
            { id: "discard:12", title: "No" },
          ],
        },
      }),
    );
    expect(bubble).toHaveTextContent("Llovieron 20 mm en La Loma. ¿Lo registro?");
    expect(bubble).not.toHaveTextContent("Tocó el botón");
    const buttons = within(bubble).getByRole("list", { name: "Botones de respuesta" });
    expect(
      within(buttons)
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual(["Sí, registrar", "No"]);
    expect(within(bubble).getByLabelText("Estado: ✓✓ Leído")).toBeInTheDocument();
  });
});

describe("notices", () => {
  it("a system notice in Spanish by its type, with Meta's sentence under it", () => {
    const { bubble, unmount } = renderBubble(
      msg({
        type: "system",
        body: "User A changed from +5491155550001 to +5491155550002",
        details: { kind: "system", system_type: "user_changed_number" },
      }),
    );
    expect(within(bubble).getByText("Cambió de número")).toHaveClass("bubble-muted");
    expect(bubble).toHaveTextContent("User A changed from +5491155550001 to +5491155550002");
    unmount();
    const other = renderBubble(
      msg({ type: "system", body: "", details: { kind: "system", system_type: "new_thing" } }),
    );
    expect(other.bubble).toHaveTextContent("Aviso de WhatsApp");
  });

  it("an order counts its products and shows its text", () => {
    const { bubble, unmount } = renderBubble(
      msg({ type: "order", body: "Para el lunes", details: { kind: "order", items: 3 } }),
    );
    expect(bubble).toHaveTextContent("Pedido: 3 productos");
    expect(bubble).toHaveTextContent("Para el lunes");
    unmount();
    expect(renderBubble(msg({ type: "order", details: { kind: "order", items: 1 } })).bubble).toHaveTextContent(
      "Pedido: 1 producto",
    );
  });

  it("what Meta could not read shows its error in Spanish and Meta's words as the detail", () => {
    const { bubble } = renderBubble(
      msg({ type: "unsupported", body: "unsupported", error: "(#131051) Message type unknown" }),
    );
    const note = within(bubble).getByRole("note");
    expect(note).toHaveTextContent("WhatsApp no admite este tipo de mensaje.");
    expect(note.querySelector(".bubble-reason-detail")).toHaveTextContent("Detalle: (#131051) Message type unknown");
    expect(bubble).not.toHaveClass("bubble-error");
  });

  it("an inbound error with a code we do not know reads as unread, not as a failed send", () => {
    const { bubble } = renderBubble(msg({ type: "unsupported", body: "unknown", error: "(#999) Something new" }));
    const note = within(bubble).getByRole("note");
    expect(note).toHaveTextContent("WhatsApp no pudo leer este mensaje.");
    expect(note).not.toHaveTextContent("no pudo enviar");
  });

  it("a type newer than this code, without an error, says it is not supported and names it", () => {
    expect(renderBubble(msg({ type: "unsupported", body: "ephemeral" })).bubble).toHaveTextContent(
      "Mensaje no admitido (mensaje temporal)",
    );
  });
});

describe("every type Meta names", () => {
  const named: ConversationMessage[] = [
    msg({ body: "hola" }),
    msg({ type: "image", body: "el potrero", media_url: "/api/image/1?s" }),
    msg({ type: "sticker", media_url: "/api/image/2?s" }),
    msg({ type: "video", media_url: "/api/video/3?s" }),
    msg({ type: "audio", media_url: "/api/audio/4?s" }),
    msg({
      type: "document",
      body: "a.pdf",
      media_url: "/api/document/5?s",
      details: { kind: "document", filename: "a.pdf" },
    }),
    location({ lot }),
    msg({
      type: "contacts",
      body: "Rosa",
      details: { kind: "contacts", contacts: [{ name: "Rosa", phones: ["+541"] }] },
    }),
    msg({ type: "interactive", body: "Sí", details: { kind: "reply", id: "x" } }),
    msg({ type: "button", body: "Ver", details: { kind: "reply", id: "y" } }),
    msg({ type: "system", body: "", details: { kind: "system", system_type: "customer_changed_number" } }),
    msg({ type: "order", body: "", details: { kind: "order", items: 2 } }),
  ];

  it.each(named.map((m) => [m.type, m] as const))("%s shows as itself, never as not supported", (_type, m) => {
    const { bubble } = renderBubble(m);
    expect(bubble).not.toHaveTextContent(/no admitido/i);
    expect(bubble).toHaveAttribute("data-type", m.type);
  });

  it("images carry alt texts and links carry names (the axe basics)", () => {
    render(
      <ol aria-label="Mensajes">
        {named.map((m) => (
          <MessageBubble key={m.id} message={m} speechRecognition={false} onMediaError={() => undefined} />
        ))}
      </ol>,
    );
    for (const img of screen.getAllByRole("img"))
      expect(img.getAttribute("alt") ?? img.getAttribute("aria-label")).toBeTruthy();
    for (const link of screen.getAllByRole("link")) expect(link).toHaveAccessibleName(/\S/);
    expect(screen.getAllByRole("link").length).toBeGreaterThanOrEqual(4);
  });
});

describe("reactions", () => {
  it("the contact's emoji is a badge on the message, replaced or removed with it", () => {
    const m = msg({ direction: "out", body: "¿Llovió?", reaction: "👍" });
    const { bubble, rerender } = renderBubble(m);
    expect(within(bubble).getByRole("img", { name: "Reacción: 👍" })).toHaveTextContent("👍");
    expect(bubble).toHaveClass("bubble-reacted");
    const again = (reaction: string | null) =>
      rerender(
        <ol aria-label="Mensajes">
          <MessageBubble message={{ ...m, reaction }} speechRecognition={false} onMediaError={() => undefined} />
        </ol>,
      );
    again("❤️");
    expect(screen.getByRole("img", { name: "Reacción: ❤️" })).toBeInTheDocument();
    expect(screen.queryByRole("img", { name: "Reacción: 👍" })).not.toBeInTheDocument();
    again(null);
    expect(screen.queryByRole("img", { name: /Reacción/ })).not.toBeInTheDocument();
    expect(bubble).not.toHaveClass("bubble-reacted");
  });
});
