// The WhatsApp inbox screens (docs/whatsapp.md) against a stubbed API: the list (previews per type, unread badges,
// "Cargar más", search), the thread (bubbles per type, marking read, older pages, the reply box switching
// to the template picker outside the 24-hour window) and the live messages applied to the cache (a reaction
// replacing its message by id). Each bubble alone: conversation-bubbles.test.tsx.
import { act, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter, Route, Routes } from "react-router-dom";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { SocketMessage } from "../../worker/shared/socket-messages";
import type { ConversationMessage, ConversationSummary, WaTemplate } from "../../worker/shared/whatsapp-schemas";
import ConversationsPage, { SEARCH_DEBOUNCE_MS } from "../../web/src/features/conversations/conversations-page";
import ConversationDetailPage from "../../web/src/features/conversations/conversation-detail-page";
import { conversationKeys } from "../../web/src/data/conversations";
import { lastMessagePreview } from "../../web/src/features/conversations/conversation-text";
import { applyLiveMessage } from "../../web/src/data/live/apply-live-message";
import { queryClient } from "../../web/src/lib/query/query-client";
import { STORAGE_KEYS } from "../../web/src/lib/session";
import { tokenExpiringIn } from "./jwt-helpers";
import { ago, HOUR, msg } from "./conversation-fixtures";

/** What the inbox socket does with a message (use-inbox-live.ts). */
const applyInbox = (message: SocketMessage) =>
  applyLiveMessage(message, null, queryClient, { refetchOrganizations: () => undefined });

// The socket is the worker tests' business (tests/worker/whatsapp-live.test.ts); here its messages are
// applied to the cache directly.
vi.mock("../../web/src/features/conversations/use-inbox-live", () => ({ useInboxLive: () => undefined }));

const conv = (id: number, over: Partial<ConversationSummary> = {}): ConversationSummary => ({
  id,
  phone: `+54911555500${String(id).padStart(2, "0")}`,
  profile_name: `Perfil ${id}`,
  user: null,
  unread_count: 0,
  last_message_at: ago(HOUR),
  last_inbound_at: ago(HOUR),
  last_message: { direction: "in", type: "text", body: `Hola ${id}`, template_name: null },
  ...over,
});

const template: WaTemplate = {
  id: 7,
  name: "seguimiento",
  language: "es_AR",
  category: "UTILITY",
  body: "Hola {{1}}, ¿cómo sigue {{2}}?",
  params: [
    { name: "Nombre de la persona", example: "Juan" },
    { name: "Lugar", example: "el campo" },
  ],
  status: "approved",
  status_reason: null,
  created_at: ago(HOUR),
  updated_at: ago(HOUR),
};

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status });

type Handler = (url: URL, method: string, body: unknown) => Response | undefined;
let requests: { method: string; url: URL; body: unknown }[];
let handler: Handler;

beforeEach(() => {
  localStorage.setItem(STORAGE_KEYS.token, tokenExpiringIn(900, Date.now()));
  localStorage.setItem(STORAGE_KEYS.refreshToken, tokenExpiringIn(86_400, Date.now()));
  requests = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: string, init: RequestInit) => {
      const method = init.method ?? "GET";
      const url = new URL(input, "http://tropero.test");
      const body = init.body ? JSON.parse(String(init.body)) : undefined;
      requests.push({ method, url, body });
      if (url.pathname === "/api/whatsapp/templates") return json(200, { ok: true, templates: [template] });
      return handler(url, method, body) ?? json(404, { ok: false, message: "No", code: "NOT_FOUND" });
    }),
  );
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  queryClient.clear();
});

describe("Conversaciones (list)", () => {
  const all = [
    conv(1, {
      unread_count: 2,
      last_message: { direction: "in", type: "audio", body: "", template_name: null },
      user: { id: 5, name: "Rosa Díaz", organizations: ["La Esperanza", "El Ombú"] },
    }),
    conv(2, { last_message: { direction: "in", type: "image", body: "", template_name: null } }),
    conv(3, { last_message: { direction: "out", type: "template", body: "Hola", template_name: "saludo" } }),
    conv(4, { last_message: { direction: "out", type: "error", body: "x", template_name: null } }),
    ...Array.from({ length: 31 }, (_, i) => conv(10 + i)),
  ];

  beforeEach(() => {
    handler = (url) => {
      if (url.pathname !== "/api/conversation") return undefined;
      const q = url.searchParams.get("q") ?? "";
      const page = Number(url.searchParams.get("page"));
      const matches = all.filter((c) => c.profile_name.includes(q) || c.phone.includes(q) || c.user?.name.includes(q));
      const conversations = matches.slice((page - 1) * 30, page * 30);
      return json(200, { ok: true, conversations, total: matches.length, unread: 2, page, limit: 30 });
    };
  });

  const row = (id: number) =>
    screen.getAllByRole("link").find((a) => a.getAttribute("href") === `/conversations/${id}`)!;
  const renderList = () =>
    render(
      <MemoryRouter>
        <ConversationsPage />
      </MemoryRouter>,
    );

  it("shows names, linked users and organizations, previews per type and unread badges", async () => {
    renderList();
    const rosa = await screen.findByRole("link", { name: /Rosa Díaz/ });
    expect(rosa).toHaveAttribute("href", "/conversations/1");
    expect(rosa).toHaveTextContent("La Esperanza · El Ombú");
    expect(rosa).toHaveTextContent("🎤 Audio");
    expect(within(rosa).getByLabelText("2 mensajes sin leer")).toHaveTextContent("2");
    expect(row(2)).toHaveTextContent("📷 Imagen");
    expect(row(3)).toHaveTextContent("Vos: 📋 Plantilla saludo");
    expect(row(4)).toHaveTextContent("Vos: ⚠️ No se pudo enviar");
    expect(row(2)).toHaveTextContent("Sin usuario vinculado");
  });

  it("loads the next page with Cargar más, and searches on the server", async () => {
    // The search waits for a pause in the typing (SEARCH_DEBOUNCE_MS). The test makes that pause on a fake
    // clock instead of sleeping through it: in real time the pause used up most of a waitFor's 1 s, and a
    // loaded CPU (late timers, slow renders) the rest. The clock still runs, so fetches and renders proceed.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const pauseTyping = () =>
      act(() => {
        vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS);
      });
    renderList();
    // The first page (the rows' contents are the test above's; naming 30 links costs ~1 s of a loaded CPU).
    await waitFor(() => expect(screen.getAllByRole("link")).toHaveLength(30));
    await user.click(screen.getByRole("button", { name: "Cargar más" }));
    await waitFor(() => expect(screen.getAllByRole("link")).toHaveLength(35));
    expect(screen.queryByRole("button", { name: "Cargar más" })).not.toBeInTheDocument();
    await user.type(screen.getByRole("searchbox", { name: "Buscar conversaciones" }), "Rosa");
    pauseTyping();
    await waitFor(() => expect(screen.getAllByRole("link")).toHaveLength(1));
    expect(requests.at(-1)!.url.searchParams.get("q")).toBe("Rosa");
    await user.clear(screen.getByRole("searchbox"));
    await user.type(screen.getByRole("searchbox"), "nadie");
    pauseTyping();
    expect(await screen.findByText('No se encontraron conversaciones que coincidan con "nadie"')).toBeInTheDocument();
  });

  it("moves a conversation with a live message to the top", async () => {
    renderList();
    await screen.findByRole("link", { name: /Rosa Díaz/ });
    const updated = conv(3, {
      unread_count: 1,
      last_message: { direction: "in", type: "text", body: "Llovieron 20 mm", template_name: null },
    });
    applyInbox({ action: "conversation-message", conversation: updated, message: msg() });
    await waitFor(() => expect(screen.getAllByRole("link")[0]).toHaveTextContent("Llovieron 20 mm"));
    expect(screen.getAllByRole("link").filter((a) => a.getAttribute("href") === "/conversations/3")).toHaveLength(1);
  });
});

describe("the inbox preview per type", () => {
  type Last = NonNullable<ConversationSummary["last_message"]>;
  const preview = (last: Partial<Last>, locale: "es" | "en" = "es") =>
    lastMessagePreview(
      conv(1, { last_message: { direction: "in", type: "text", body: "", template_name: null, ...last } }),
      locale,
    );

  it.each<[Partial<Last>, string]>([
    [{ type: "location", body: "Aguada vieja" }, "📍 Ubicación: Aguada vieja"],
    [{ type: "location", body: "" }, "📍 Ubicación"],
    [{ type: "contacts", body: "Rosa Díaz" }, "👤 Contacto: Rosa Díaz"],
    [{ type: "document", body: "informe.pdf" }, "📄 Documento: informe.pdf"],
    [{ type: "video", body: "" }, "🎬 Video"],
    [{ type: "video", body: "la parición" }, "🎬 Video: la parición"],
    [{ type: "image", body: "" }, "📷 Imagen"],
    [{ type: "sticker", body: "" }, "Sticker"],
    [{ type: "interactive", body: "Sí, registrar" }, "🔘 Sí, registrar"],
    [{ type: "button", body: "Ver lotes" }, "🔘 Ver lotes"],
    [{ direction: "out", type: "interactive", body: "¿Lo registro?" }, "Vos: ¿Lo registro?"],
    [{ type: "system", body: "User A changed number" }, "ℹ️ Aviso de WhatsApp"],
    [{ type: "order", body: "Para el lunes" }, "🛒 Pedido: Para el lunes"],
    [{ type: "unsupported", body: "unsupported" }, "Mensaje no admitido (tipo desconocido)"],
  ])("%o reads %s", (last, text) => {
    expect(preview(last)).toBe(text);
  });

  it("reads the same types in English", () => {
    expect(preview({ type: "location", body: "Aguada vieja" }, "en")).toBe("📍 Location: Aguada vieja");
    expect(preview({ type: "document", body: "" }, "en")).toBe("📄 Document");
    expect(preview({ type: "button", body: "Yes" }, "en")).toBe("🔘 Yes");
    expect(preview({ direction: "out", type: "interactive", body: "Record it?" }, "en")).toBe("You: Record it?");
  });
});

describe("Conversación (thread)", () => {
  const renderThread = (id = 1) =>
    render(
      <MemoryRouter initialEntries={[`/conversations/${id}`]}>
        <Routes>
          <Route path="/conversations/:id" element={<ConversationDetailPage />} />
        </Routes>
      </MemoryRouter>,
    );

  const threadOf = (conversation: ConversationSummary, pages: ConversationMessage[][]) => {
    handler = (url, method) => {
      if (url.pathname.endsWith("/read") && method === "POST") return json(200, { ok: true });
      if (url.pathname.endsWith("/messages") && method === "POST") return undefined;
      if (url.pathname !== `/api/conversation/${conversation.id}`) return undefined;
      const before = url.searchParams.get("before");
      const index = before ? pages.findIndex((p) => p.at(-1)!.id < Number(before)) : 0;
      return json(200, {
        ok: true,
        conversation,
        messages: pages[index],
        has_more: index < pages.length - 1,
        speech_recognition: false,
      });
    };
  };

  it("shows each type's bubble, the statuses, and marks the conversation read", async () => {
    const c = conv(1, { unread_count: 3, user: { id: 5, name: "Rosa Díaz", organizations: ["La Esperanza"] } });
    threadOf(c, [
      [
        msg({ body: "¿Cuántas vacas?" }),
        msg({ type: "image", body: "el potrero", media_url: "/api/image/2?exp=1&sig=a" }),
        msg({ type: "audio", media_url: "/api/audio/3?exp=1&sig=b" }),
        msg({ type: "audio", media_url: "/api/audio/4?exp=1&sig=c", transcription: "llovieron veinte milímetros" }),
        msg({ direction: "out", type: "template", body: "Hola Rosa", template_name: "saludo", status: "logged" }),
        msg({
          direction: "out",
          type: "error_template",
          body: "Hola",
          template_name: "saludo",
          status: "failed",
          error: "(#131047) Re-engagement message",
        }),
        msg({ direction: "out", type: "text", body: "Listo", status: "read" }),
      ],
    ]);
    const { container } = renderThread();
    expect(await screen.findByRole("heading", { name: "Rosa Díaz" })).toBeInTheDocument();
    expect(screen.getByText("+5491155550001")).toBeInTheDocument();
    expect(screen.getByText("Rosa Díaz · La Esperanza")).toBeInTheDocument();
    const list = screen.getByRole("list", { name: "Mensajes" });
    expect(within(list).getByText("¿Cuántas vacas?")).toBeInTheDocument();
    expect(within(list).getByRole("img", { name: "el potrero" })).toHaveAttribute("src", "/api/image/2?exp=1&sig=a");
    const audios = container.querySelectorAll("audio");
    expect(audios).toHaveLength(2);
    expect(audios[0]).toHaveAttribute("src", "/api/audio/3?exp=1&sig=b");
    expect(within(list).getByText("Sin transcripción (no hay reconocimiento de voz configurado)")).toBeInTheDocument();
    expect(within(list).getByText("llovieron veinte milímetros")).toBeInTheDocument();
    expect(within(list).getByText("Hola Rosa")).toBeInTheDocument();
    expect(within(list).getAllByText("Plantilla saludo")).toHaveLength(2);
    expect(within(list).getByLabelText("Estado: registrado (local)")).toBeInTheDocument();
    expect(within(list).queryByText(/Enviado/)).not.toBeInTheDocument();
    const failed = container.querySelector(".bubble-error")!;
    // Meta's code in Spanish, and Meta's own words on the Detalle line.
    expect(failed).toHaveTextContent(
      "No se pudo enviar: Pasaron más de 24 horas desde el último mensaje del usuario: solo se puede enviar una plantilla.",
    );
    expect(failed.querySelector(".bubble-reason-detail")).toHaveTextContent("Detalle: (#131047) Re-engagement message");
    expect(within(list).getByLabelText("Estado: ✓✓ Leído")).toBeInTheDocument();
    await waitFor(() =>
      expect(requests.some((r) => r.method === "POST" && r.url.pathname === "/api/conversation/1/read")).toBe(true),
    );
  });

  it("an image or audio the worker could not keep says why instead of downloading forever", async () => {
    threadOf(conv(1), [
      [
        msg({ type: "image", error: "El archivo supera los 16 MB: no se guardó." }),
        msg({ type: "audio", error: "No se pudo descargar el archivo de WhatsApp." }),
        msg({ type: "audio" }),
      ],
    ]);
    renderThread();
    const list = await screen.findByRole("list", { name: "Mensajes" });
    expect(within(list).getByText("📷 Imagen: El archivo supera los 16 MB: no se guardó.")).toBeInTheDocument();
    expect(within(list).getByText("🎤 Audio: No se pudo descargar el archivo de WhatsApp.")).toBeInTheDocument();
    // Only the audio still downloading shows the pending text and its transcription line.
    expect(within(list).getAllByText("🎤 Audio (descargando...)")).toHaveLength(1);
    expect(within(list).getAllByText("Sin transcripción (no hay reconocimiento de voz configurado)")).toHaveLength(1);
    expect(within(list).queryByText("📷 Imagen (descargando...)")).not.toBeInTheDocument();
  });

  it("loads older messages with the before cursor", async () => {
    const newer = [msg({ body: "nuevo 1" }), msg({ body: "nuevo 2" })];
    const older = [msg({ body: "viejo 1" })];
    // Ids grow with time: the older page has the smaller ids.
    older[0]!.id = 1;
    threadOf(conv(2), [newer, older]);
    renderThread(2);
    await screen.findByText("nuevo 1");
    await userEvent.click(screen.getByRole("button", { name: "Cargar mensajes anteriores" }));
    expect(await screen.findByText("viejo 1")).toBeInTheDocument();
    expect(requests.some((r) => r.url.searchParams.get("before") === String(newer[0]!.id))).toBe(true);
    const bodies = [...document.querySelectorAll(".bubble-text")].map((e) => e.textContent);
    expect(bodies).toEqual(["viejo 1", "nuevo 1", "nuevo 2"]);
    expect(screen.queryByRole("button", { name: "Cargar mensajes anteriores" })).not.toBeInTheDocument();
  });

  it("inside the window sends text and shows the API's 409; outside it only offers templates", async () => {
    threadOf(conv(3), [[msg({ body: "hola" })]]);
    const base = handler;
    handler = (url, method, body) =>
      url.pathname.endsWith("/messages") && method === "POST"
        ? json(409, {
            ok: false,
            code: "OUTSIDE_WINDOW",
            message: "Pasaron más de 24 horas desde el último mensaje: solo se puede enviar una plantilla",
          })
        : base(url, method, body);
    renderThread(3);
    await userEvent.type(await screen.findByRole("textbox", { name: "Respuesta" }), "Ya va");
    await userEvent.click(screen.getByRole("button", { name: "Enviar" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Pasaron más de 24 horas desde el último mensaje: solo se puede enviar una plantilla",
    );
    // A template may be chosen inside the window too.
    await userEvent.click(screen.getByRole("button", { name: "Usar una plantilla" }));
    expect(await screen.findByRole("combobox", { name: "Plantilla" })).toBeInTheDocument();
  });

  it("outside the window switches to the template picker, labels each parameter by name, fills the preview and sends", async () => {
    threadOf(conv(4, { last_inbound_at: ago(25 * HOUR) }), [[msg({ body: "hola", created_at: ago(25 * HOUR) })]]);
    const base = handler;
    handler = (url, method, body) =>
      url.pathname.endsWith("/messages") && method === "POST"
        ? json(201, {
            ok: true,
            message: msg({
              direction: "out",
              type: "template",
              template_name: "seguimiento",
              body: "Hola Rosa, ¿cómo sigue la lluvia?",
              status: "logged",
            }),
          })
        : base(url, method, body);
    renderThread(4);
    expect(await screen.findByText(/Pasaron más de 24 horas desde el último mensaje del usuario/)).toBeInTheDocument();
    expect(screen.queryByRole("textbox", { name: "Respuesta" })).not.toBeInTheDocument();
    const picker = await screen.findByRole("combobox", { name: "Plantilla" });
    await waitFor(() => expect(within(picker).getAllByRole("option")).toHaveLength(2));
    await userEvent.selectOptions(picker, "7");
    expect(screen.queryByLabelText(/\{\{/)).not.toBeInTheDocument();
    expect(screen.getByLabelText("Nombre de la persona")).toHaveAttribute("placeholder", "Juan");
    await userEvent.type(screen.getByLabelText("Nombre de la persona"), "Rosa");
    expect(screen.getByText("Hola Rosa, ¿cómo sigue [Lugar]?")).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText("Lugar"), "la lluvia");
    await userEvent.click(screen.getByRole("button", { name: "Enviar plantilla" }));
    await waitFor(() =>
      expect(requests.find((r) => r.method === "POST" && r.url.pathname.endsWith("/messages"))?.body).toEqual({
        template_id: 7,
        params: ["Rosa", "la lluvia"],
      }),
    );
    const list = screen.getByRole("list", { name: "Mensajes" });
    expect(await within(list).findByText("Hola Rosa, ¿cómo sigue la lluvia?")).toBeInTheDocument();
    expect(within(list).getByLabelText("Estado: registrado (local)")).toBeInTheDocument();
  });

  it("applies live messages and statuses to the open thread", async () => {
    const c = conv(5);
    const out = msg({ direction: "out", body: "¿Llovió?", status: "queued" });
    threadOf(c, [[out]]);
    renderThread(5);
    const list = await screen.findByRole("list", { name: "Mensajes" });
    expect(within(list).getByLabelText("Estado: En cola")).toBeInTheDocument();
    applyInbox({
      action: "conversation-message",
      conversation: c,
      message: msg({ body: "Sí, 20 mm" }),
    });
    expect(await within(list).findByText("Sí, 20 mm")).toBeInTheDocument();
    applyInbox({
      action: "conversation-status",
      conversation_id: 5,
      message: { ...out, status: "delivered" },
    });
    expect(await within(list).findByLabelText("Estado: ✓✓ Entregado")).toBeInTheDocument();
    expect(queryClient.getQueryData(conversationKeys.thread(5))).toBeDefined();
  });
  it("sets, replaces and removes a reaction when a live update replaces the message by id", async () => {
    const c = conv(6);
    const out = msg({ direction: "out", body: "¿Llovió?", status: "read" });
    threadOf(c, [[msg({ body: "hola" }), out]]);
    renderThread(6);
    const list = await screen.findByRole("list", { name: "Mensajes" });
    expect(within(list).queryByRole("img", { name: /Reacción/ })).not.toBeInTheDocument();
    const react = (reaction: string | null) =>
      applyInbox({ action: "conversation-status", conversation_id: 6, message: { ...out, reaction } });
    react("👍");
    const badge = await within(list).findByRole("img", { name: "Reacción: 👍" });
    expect(badge.closest(".bubble")).toHaveTextContent("¿Llovió?");
    react("❤️");
    expect(await within(list).findByRole("img", { name: "Reacción: ❤️" })).toBeInTheDocument();
    expect(within(list).getAllByRole("img", { name: /Reacción/ })).toHaveLength(1);
    // The worker may also send it as a new message of the conversation: the same id replaces it all the same.
    applyInbox({ action: "conversation-message", conversation: c, message: { ...out, reaction: null } });
    await waitFor(() => expect(within(list).queryByRole("img", { name: /Reacción/ })).not.toBeInTheDocument());
    expect(within(list).getByText("¿Llovió?")).toBeInTheDocument();
  });
});
