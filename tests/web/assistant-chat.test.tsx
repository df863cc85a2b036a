// /asistente-ai on a stubbed API: suggestions on a first visit, a streamed answer (text as it
// arrives, figures, links, the model that answered), draft cards (Confirmar posts the ordinary
// movement route with the draft's client id; Editar checks the shared schema), and the notices
// (quota 429, Spanish 400, unavailable 503, offline). Threads: open one, delete one.
import "fake-indexeddb/auto";
import type { AssistantEvent, AssistantThread, MovementDraftCard } from "@shared/assistant-schemas";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Provider } from "jotai";
import { MemoryRouter } from "react-router-dom";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import AssistantPage from "../../web/src/features/assistant/assistant-page";
import { pendingFor } from "../../web/src/lib/offline/outbox";
import { queryClient } from "../../web/src/lib/query/query-client";
import {
  appStore,
  currentUserAtom,
  selectedOrganizationIdAtom,
  STORAGE_KEYS,
  type CurrentUser,
} from "../../web/src/lib/session";
import { tokenExpiringIn } from "./jwt-helpers";

const ORG = 4;
const LOCAL = { kind: "local", id: "tropero-local", label: "Modelo local (sin IA)" } as const;
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status });
const sse = (events: AssistantEvent[]) =>
  events.map(({ type, ...rest }) => `event: ${type}\ndata: ${JSON.stringify(rest)}\n\n`).join("");

/** A streamed answer the test feeds piece by piece. */
function controlledStream() {
  let push!: (text: string) => void;
  let close!: () => void;
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      const encoder = new TextEncoder();
      push = (text) => controller.enqueue(encoder.encode(text));
      close = () => controller.close();
    },
  });
  return { response: new Response(body, { status: 200 }), push: (t: string) => push(t), close: () => close() };
}

const headCount: AssistantEvent[] = [
  { type: "start", thread_id: 11, model: LOCAL },
  {
    type: "tool",
    id: "t1",
    name: "head_count",
    input: {},
    result: {
      summary: "Tenés 1520 cabezas.",
      figures: [{ label: "Cabezas", value: 1520 }],
      links: [
        { label: "Stock", path: "/stock" },
        { label: "Afuera", path: "https://example.com" },
      ],
    },
  },
  { type: "end", message_id: 5, steps: 2, finish: "stop" },
];

const rainDraft: MovementDraftCard = {
  id: "d1",
  kind: "RAIN",
  body: { date: "2026-11-25", mm: 12, lot_id: null, client_id: "draft-abc-12345" } as MovementDraftCard["body"],
  title: "Lluvia de 12 mm hoy",
  lines: [
    { label: "Fecha", value: "25/11/2026" },
    { label: "Milímetros", value: "12 mm" },
  ],
};

let requests: Array<{ method: string; path: string; body: unknown }>;
let chatAnswer: (body: unknown) => Response | Promise<Response>;
let threads: unknown[];

beforeEach(() => {
  localStorage.setItem(STORAGE_KEYS.token, tokenExpiringIn(900, Date.now()));
  localStorage.setItem(STORAGE_KEYS.refreshToken, tokenExpiringIn(86_400, Date.now()));
  queryClient.clear();
  appStore.set(currentUserAtom, { id: 10, first_name: "Martín", last_name: "Echeverría" } as CurrentUser);
  appStore.set(selectedOrganizationIdAtom, ORG);
  // Chromium's scrollIntoView returns a promise: an effect returning it crashed the screen once.
  Element.prototype.scrollIntoView = vi.fn(() => Promise.resolve()) as unknown as Element["scrollIntoView"];
  requests = [];
  threads = [];
  chatAnswer = () => new Response(sse(headCount), { status: 200 });
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: string, init?: RequestInit) => {
      const path = new URL(input, "http://x").pathname;
      const method = init?.method ?? "GET";
      const body = typeof init?.body === "string" ? (JSON.parse(init.body) as unknown) : undefined;
      requests.push({ method, path, body });
      if (path === `/api/assistant/${ORG}/chat`) return chatAnswer(body);
      if (path === `/api/assistant/${ORG}/threads`) return json(200, { ok: true, threads });
      if (path === `/api/assistant/${ORG}/threads/7` && method === "DELETE") return json(200, { ok: true });
      if (path === `/api/assistant/${ORG}/threads/7`) return json(200, { ok: true, thread: storedThread });
      if (path === `/api/movement/weather/rain/${ORG}`)
        return json(201, { ok: true, movement: { id: 77, organization_id: ORG, type: "RAIN", animals: [] } });
      return json(404, { ok: false, message: "No encontrado" });
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const renderPage = () =>
  render(
    <Provider store={appStore}>
      <MemoryRouter initialEntries={["/asistente-ai"]}>
        <AssistantPage />
      </MemoryRouter>
    </Provider>,
  );

const chatRequests = () => requests.filter((r) => r.path === `/api/assistant/${ORG}/chat`);

describe("/asistente-ai chat", () => {
  it("shows suggestions on a first visit and answers one with streamed text, figures, links and the model", async () => {
    const stream = controlledStream();
    chatAnswer = () => stream.response;
    const user = userEvent.setup();
    renderPage();
    const list = await screen.findByRole("list", { name: "Preguntas sugeridas" });
    expect(
      within(list)
        .getAllByRole("button")
        .map((b) => b.textContent),
    ).toContain("¿Cuántas cabezas tengo?");

    await user.click(within(list).getByRole("button", { name: "¿Cuántas cabezas tengo?" }));
    const log = screen.getByRole("log", { name: "Conversación con el asistente" });
    expect(log).toHaveAttribute("aria-live", "polite");
    expect(within(log).getByText("¿Cuántas cabezas tengo?")).toBeInTheDocument();
    expect(within(log).getByText("El asistente está pensando…")).toBeInTheDocument();
    expect(chatRequests()[0]!.body).toEqual({ message: "¿Cuántas cabezas tengo?" });

    stream.push(sse([headCount[0]!, { type: "text", delta: "Tenés 1.520 " }]));
    expect(await within(log).findByText("Tenés 1.520")).toBeInTheDocument();
    stream.push('event: text\ndata: {"delta":"cabe');
    stream.push('zas."}\n\n');
    expect(await within(log).findByText("Tenés 1.520 cabezas.")).toBeInTheDocument();
    stream.push(sse(headCount.slice(1)));
    stream.close();

    const figures = await within(log).findByLabelText("Cifras");
    expect(within(figures).getByText("Cabezas")).toBeInTheDocument();
    expect(within(figures).getByText("1.520")).toBeInTheDocument();
    expect(within(log).getByRole("link", { name: "Stock →" })).toHaveAttribute("href", "/stock");
    expect(within(log).queryByRole("link", { name: /Afuera/ })).toBeNull();
    expect(await within(log).findByText("Respondió: Modelo local (sin IA)")).toBeInTheDocument();
    expect(screen.queryByText("El asistente está pensando…")).toBeNull();

    // The next question continues the thread the answer started.
    chatAnswer = () => new Response(sse([{ type: "text", delta: "Sí" }, headCount[2]!]), { status: 200 });
    await user.type(screen.getByLabelText("Escribí tu pregunta"), "¿Y en La Aguada?{Enter}");
    await waitFor(() => expect(chatRequests()).toHaveLength(2));
    expect(chatRequests()[1]!.body).toEqual({ message: "¿Y en La Aguada?", thread_id: 11 });
  });

  it("Detener stops a streaming answer and says so; the next question can go", async () => {
    const stream = controlledStream();
    chatAnswer = () => stream.response;
    const user = userEvent.setup();
    renderPage();
    await user.type(screen.getByLabelText("Escribí tu pregunta"), "¿Cuántas cabezas tengo?{Enter}");
    stream.push(sse([headCount[0]!, { type: "text", delta: "Tenés" }]));
    const log = screen.getByRole("log");
    expect(await within(log).findByText("Tenés")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Detener" }));
    expect(await within(log).findByText("Respuesta interrumpida.")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Enviar" })).toBeInTheDocument();
  });

  it("Enter sends, Shift+Enter adds a line, and a counter shows near the length limit", async () => {
    const user = userEvent.setup();
    renderPage();
    const box = screen.getByLabelText("Escribí tu pregunta");
    expect(box).toHaveAttribute("maxLength", "1000");
    await user.type(box, "Hola{Shift>}{Enter}{/Shift}che");
    expect(box).toHaveValue("Hola\nche");
    expect(chatRequests()).toHaveLength(0);
    await user.clear(box);
    await user.click(box);
    await user.paste("x".repeat(950));
    expect(screen.getByText("Quedan 50 caracteres")).toBeInTheDocument();
    await user.type(box, "{Enter}");
    await waitFor(() => expect(chatRequests()).toHaveLength(1));
    await waitFor(() => expect(box).toHaveValue(""));
  });

  it("hides the mic without speech recognition and shows it where the browser offers it", async () => {
    const first = renderPage();
    expect(screen.queryByRole("button", { name: "Dictar la pregunta" })).toBeNull();
    first.unmount();
    const started: string[] = [];
    class FakeRecognition {
      lang = "";
      interimResults = true;
      continuous = true;
      onresult: ((e: { results: Array<Array<{ transcript: string }>> }) => void) | null = null;
      onend: (() => void) | null = null;
      onerror: (() => void) | null = null;
      start() {
        started.push(this.lang);
        this.onresult?.({ results: [[{ transcript: "cuánto llovió" }]] });
        this.onend?.();
      }
      stop() {}
    }
    vi.stubGlobal("webkitSpeechRecognition", FakeRecognition);
    const user = userEvent.setup();
    renderPage();
    await user.click(screen.getByRole("button", { name: "Dictar la pregunta" }));
    expect(started).toEqual(["es-AR"]);
    expect(screen.getByLabelText("Escribí tu pregunta")).toHaveValue("cuánto llovió");
  });
});

describe("draft cards", () => {
  const ask = async (user: ReturnType<typeof userEvent.setup>) => {
    chatAnswer = () =>
      new Response(
        sse([
          { type: "start", thread_id: 12, model: LOCAL },
          { type: "text", delta: "Preparé el registro; confirmalo." },
          { type: "draft", draft: rainDraft },
          { type: "end", message_id: 6, steps: 1, finish: "stop" },
        ]),
        { status: 200 },
      );
    renderPage();
    await user.type(screen.getByLabelText("Escribí tu pregunta"), "registrá 12 mm de lluvia hoy{Enter}");
    return screen.findByRole("article", { name: "Lluvia de 12 mm hoy" });
  };

  it("Confirmar records the draft through the movement route with its client id, then links to it", async () => {
    const user = userEvent.setup();
    const card = await ask(user);
    expect(within(card).getByText("12 mm")).toBeInTheDocument();
    expect(requests.some((r) => r.path.startsWith("/api/movement"))).toBe(false);
    await user.click(within(card).getByRole("button", { name: "Confirmar" }));
    expect(await within(card).findByText("Registrado")).toBeInTheDocument();
    const posted = requests.filter((r) => r.path === `/api/movement/weather/rain/${ORG}`);
    expect(posted).toHaveLength(1);
    expect(posted[0]!.method).toBe("POST");
    expect(posted[0]!.body).toEqual({ date: "2026-11-25", mm: 12, lot_id: null, client_id: "draft-abc-12345" });
    expect(within(card).getByRole("link", { name: "Ver el movimiento" })).toHaveAttribute("href", "/data/77");
    expect(within(card).queryByRole("button", { name: "Confirmar" })).toBeNull();
  });

  it("Editar changes the values, checked with the shared schema, before confirming", async () => {
    const user = userEvent.setup();
    const card = await ask(user);
    await user.click(within(card).getByRole("button", { name: "Editar" }));
    const mm = within(card).getByLabelText("Milímetros");
    await user.clear(mm);
    await user.type(mm, "2000");
    expect(within(card).getByText("Máximo 1000 mm")).toBeInTheDocument();
    expect(within(card).getByRole("button", { name: "Confirmar" })).toBeDisabled();
    await user.clear(mm);
    await user.type(mm, "30");
    await user.click(within(card).getByRole("button", { name: "Listo" }));
    expect(within(card).getByText("30 mm")).toBeInTheDocument();
    await user.click(within(card).getByRole("button", { name: "Confirmar" }));
    await within(card).findByText("Registrado");
    const posted = requests.find((r) => r.path === `/api/movement/weather/rain/${ORG}`)!;
    expect(posted.body).toMatchObject({ mm: 30, client_id: "draft-abc-12345" });
  });

  it("without signal Confirmar keeps the draft in the outbox, with its client id", async () => {
    const user = userEvent.setup();
    const card = await ask(user);
    vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
    await user.click(within(card).getByRole("button", { name: "Confirmar" }));
    expect(await within(card).findByText("Guardado sin conexión: se enviará al volver la señal")).toBeInTheDocument();
    expect(requests.some((r) => r.path.startsWith("/api/movement"))).toBe(false);
    const queued = await pendingFor(10);
    expect(queued.map((r) => [r.path, r.body.client_id])).toEqual([
      [`/movement/weather/rain/${ORG}`, "draft-abc-12345"],
    ]);
  });

  it("shows the route's refusal on the card and keeps Confirmar", async () => {
    const user = userEvent.setup();
    const card = await ask(user);
    const fetchMock = vi.mocked(fetch);
    const original = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation(async (input, init) =>
      String(input).includes("/movement/")
        ? json(409, { ok: false, message: "El lote ya no existe" })
        : original(input as string, init),
    );
    await user.click(within(card).getByRole("button", { name: "Confirmar" }));
    expect(await within(card).findByText("El lote ya no existe")).toBeInTheDocument();
    expect(within(card).getByRole("button", { name: "Confirmar" })).toBeEnabled();
  });
});

describe("notices", () => {
  const send = async (text: string) => {
    const user = userEvent.setup();
    renderPage();
    await user.type(screen.getByLabelText("Escribí tu pregunta"), `${text}{Enter}`);
    return user;
  };

  it("shows the quota message (429) and keeps the question in the box", async () => {
    chatAnswer = () => json(429, { ok: false, message: "Llegaste al límite de 60 preguntas por día" });
    await send("¿Cuántas cabezas tengo?");
    expect(await screen.findByRole("alert")).toHaveTextContent("Llegaste al límite de 60 preguntas por día");
    expect(screen.getByLabelText("Escribí tu pregunta")).toHaveValue("¿Cuántas cabezas tengo?");
    expect(within(screen.getByRole("log")).queryByText("¿Cuántas cabezas tengo?")).toBeNull();
  });

  it("shows the API's Spanish message for a refused question (400)", async () => {
    chatAnswer = () => json(400, { ok: false, message: "Máximo 1000 caracteres" });
    await send("hola");
    expect(await screen.findByRole("alert")).toHaveTextContent("Máximo 1000 caracteres");
  });

  it("says the assistant is unavailable on a 503 or when the request fails", async () => {
    chatAnswer = () => json(503, { ok: false, message: "upstream" });
    await send("hola");
    expect(await screen.findByRole("alert")).toHaveTextContent("El asistente no está disponible en este momento");
    chatAnswer = () => Promise.reject(new TypeError("Failed to fetch"));
    await userEvent.setup().type(screen.getByLabelText("Escribí tu pregunta"), "{Enter}");
    await waitFor(() => expect(chatRequests()).toHaveLength(2));
    expect(await screen.findByRole("alert")).toHaveTextContent("El asistente no está disponible en este momento");
  });

  it("says so without signal, and does not call the API", async () => {
    vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
    renderPage();
    expect(screen.getByRole("alert")).toHaveTextContent("Sin conexión: el asistente no está disponible");
    await userEvent.setup().type(screen.getByLabelText("Escribí tu pregunta"), "hola{Enter}");
    expect(chatRequests()).toHaveLength(0);
  });

  it("shows an error event inside the answer", async () => {
    chatAnswer = () =>
      new Response(
        sse([
          { type: "start", thread_id: 1, model: LOCAL },
          { type: "error", message: "No pude terminar la respuesta" },
          { type: "end", message_id: 2, steps: 1, finish: "error" },
        ]),
      );
    await send("hola");
    expect(await within(screen.getByRole("log")).findByText("No pude terminar la respuesta")).toBeInTheDocument();
  });
});

const storedThread: AssistantThread = {
  id: 7,
  title: "Lluvia de noviembre",
  updated_at: "2026-11-20T12:00:00.000Z",
  messages: 2,
  items: [
    {
      id: 1,
      role: "user",
      text: "¿Cuánto llovió?",
      tools: [],
      drafts: [],
      model: null,
      created_at: "2026-11-20T12:00:00.000Z",
    },
    {
      id: 2,
      role: "assistant",
      text: "Llovieron 80 mm este mes.",
      tools: [
        {
          name: "rain_by_month",
          result: {
            summary: "Lluvia por mes",
            figures: [{ label: "Este mes", value: 80, unit: "mm" }],
            links: [{ label: "Lluvias", path: "/data?type=RAIN" }],
          },
        },
      ],
      drafts: [],
      model: LOCAL,
      created_at: "2026-11-20T12:00:01.000Z",
    },
  ],
};

describe("threads", () => {
  beforeEach(() => {
    threads = [{ id: 7, title: "Lluvia de noviembre", updated_at: "2026-11-20T12:00:00.000Z", messages: 2 }];
  });

  it("lists the user's threads (no suggestions then), opens one and continues it", async () => {
    const user = userEvent.setup();
    renderPage();
    const list = await screen.findByRole("list", { name: "Conversaciones" });
    expect(screen.queryByRole("list", { name: "Preguntas sugeridas" })).toBeNull();
    await user.click(within(list).getByRole("button", { name: /^Lluvia de noviembre/ }));
    const log = screen.getByRole("log");
    expect(await within(log).findByText("Llovieron 80 mm este mes.")).toBeInTheDocument();
    expect(within(log).getByRole("link", { name: "Lluvias →" })).toHaveAttribute("href", "/data?type=RAIN");
    expect(within(log).getByText("Respondió: Modelo local (sin IA)")).toBeInTheDocument();
    await user.type(screen.getByLabelText("Escribí tu pregunta"), "¿Y el año pasado?{Enter}");
    await waitFor(() => expect(chatRequests()[0]?.body).toEqual({ message: "¿Y el año pasado?", thread_id: 7 }));

    await user.click(screen.getByRole("button", { name: "Nueva conversación" }));
    expect(within(screen.getByRole("log")).queryByText("Llovieron 80 mm este mes.")).toBeNull();
  });

  it("opens the conversations drawer from its button and closes it with Escape", async () => {
    const user = userEvent.setup();
    renderPage();
    const toggle = screen.getByRole("button", { name: "Conversaciones" });
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    await user.click(toggle);
    expect(toggle).toHaveAttribute("aria-expanded", "true");
    expect(document.getElementById(toggle.getAttribute("aria-controls")!)).toHaveClass("is-open");
    await user.click(await screen.findByRole("button", { name: /^Lluvia de noviembre/ }));
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    await user.click(toggle);
    await user.keyboard("{Escape}");
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    expect(toggle).toHaveFocus();
  });

  it("deletes a thread after confirming", async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole("button", { name: "Eliminar la conversación Lluvia de noviembre" }));
    const dialog = await screen.findByRole("dialog");
    threads = [];
    await user.click(within(dialog).getByRole("button", { name: "Eliminar" }));
    await waitFor(() =>
      expect(requests.some((r) => r.method === "DELETE" && r.path === `/api/assistant/${ORG}/threads/7`)).toBe(true),
    );
    expect(await screen.findByText("Todavía no hay conversaciones.")).toBeInTheDocument();
  });
});
