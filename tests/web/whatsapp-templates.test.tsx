// The super admins' Plantillas de WhatsApp screen against a stubbed API: Meta's statuses in Spanish, the text
// with parameters by name, the live preview as the admin types, what the form sends (Meta's numbered body and
// each position's name), the API's refusals on their fields, delete after confirming, and a paused or rejected
// template's reason. Plus the pure conversions between named and numbered text and Meta's reasons in Spanish.
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import WhatsappTemplatesPage from "../../web/src/features/whatsapp-templates/whatsapp-templates-page";
import { formValuesOf, toTemplateInput } from "../../web/src/features/whatsapp-templates/template-form-values";
import { queryClient } from "../../web/src/lib/query/query-client";
import { STORAGE_KEYS } from "../../web/src/lib/session";
import { fillNamed, namedParams, toNamed, toNumbered } from "../../worker/shared/template-params";
import type { WaTemplate } from "../../worker/shared/whatsapp-schemas";
import { templateReasonEs } from "../../worker/shared/whatsapp-template-reasons";
import { tokenExpiringIn } from "./jwt-helpers";

const at = "2026-11-20T10:00:00.000Z";
const template = (over: Partial<WaTemplate>): WaTemplate => ({
  id: 1,
  name: "bienvenida_organizacion",
  language: "es_AR",
  category: "UTILITY",
  body: '¡Hola {{1}}! Te damos la bienvenida a "{{2}}".',
  params: [
    { name: "Nombre de la persona", example: "Martín" },
    { name: "Nombre de la organización", example: "Estancia La Esperanza" },
  ],
  status: "approved",
  status_reason: null,
  created_at: at,
  updated_at: at,
  ...over,
});

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status });

let templates: WaTemplate[];
let requests: { method: string; path: string; body: unknown }[];
/** The answer to the next write; the default echoes it as saved and approved. */
let nextWrite: ((method: string, body: unknown) => Response) | null;

beforeEach(() => {
  localStorage.setItem(STORAGE_KEYS.token, tokenExpiringIn(900, Date.now()));
  localStorage.setItem(STORAGE_KEYS.refreshToken, tokenExpiringIn(86_400, Date.now()));
  templates = [
    template({ id: 1 }),
    template({ id: 2, name: "aviso_vacunacion", body: "Hola {{1}}", params: [{ name: "Rodeo", example: "Cría" }] }),
    template({ id: 3, name: "oferta_campana", category: "MARKETING", body: "¡Promo!", params: [], status: "rejected" }),
  ];
  templates[1]!.status = "pending";
  requests = [];
  nextWrite = null;
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init: RequestInit) => {
      const method = init.method ?? "GET";
      const path = new URL(url, "http://localhost").pathname;
      const body = init.body ? (JSON.parse(String(init.body)) as unknown) : undefined;
      requests.push({ method, path, body });
      if (method === "GET") return json(200, { ok: true, templates });
      if (nextWrite) return nextWrite(method, body);
      if (method === "DELETE") return json(200, { ok: true });
      const id = method === "POST" ? 9 : Number(path.split("/").pop());
      return json(method === "POST" ? 201 : 200, {
        ok: true,
        template: { ...(body as object), id, status: "approved", created_at: at, updated_at: at },
      });
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  queryClient.clear();
});

const card = (name: string) => screen.findByRole("listitem", { name: `${name} · es_AR` });

// Typing drives the form key by key: a loaded machine needs more than the default 5 s.
describe("Plantillas de WhatsApp", { timeout: 20_000 }, () => {
  it("lists each template with Meta's status in Spanish and its text with parameters by name", async () => {
    render(<WhatsappTemplatesPage />);
    const greeting = await card("bienvenida_organizacion");
    expect(within(greeting).getByLabelText("Estado: Aprobada")).toBeInTheDocument();
    expect(greeting).toHaveTextContent(
      '¡Hola {{Nombre de la persona}}! Te damos la bienvenida a "{{Nombre de la organización}}".',
    );
    expect(greeting).toHaveTextContent("Parámetros: Nombre de la persona, Nombre de la organización");
    expect(greeting).not.toHaveTextContent("{{1}}");
    expect(within(await card("aviso_vacunacion")).getByLabelText("Estado: En revisión")).toBeInTheDocument();
    const offer = await card("oferta_campana");
    expect(within(offer).getByLabelText("Estado: Rechazada")).toBeInTheDocument();
    expect(offer).toHaveTextContent("es_AR · Marketing");
  });

  it("shows Pausada in its own style, and why Meta rejected or paused a template in Spanish with Meta's word", async () => {
    templates[0]!.status_reason = "INVALID_FORMAT"; // approved again: an old reason is not shown
    templates[2]!.status_reason = "INVALID_FORMAT";
    templates.push(
      template({
        id: 4,
        name: "recordatorio_vacunas",
        status: "paused",
        status_reason: "Calidad baja: Muchas personas bloquearon o reportaron este mensaje",
      }),
      template({ id: 5, name: "aviso_promo", status: "rejected", status_reason: "TAG_CONTENT_MISMATCH" }),
    );
    render(<WhatsappTemplatesPage />);
    const paused = await card("recordatorio_vacunas");
    const badge = within(paused).getByLabelText("Estado: Pausada");
    expect(badge).toHaveClass("template-status-paused");
    expect(badge).not.toHaveClass("template-status-pending");
    expect(paused).toHaveTextContent("Motivo: Calidad baja: Muchas personas bloquearon o reportaron este mensaje");
    expect(await card("oferta_campana")).toHaveTextContent("Motivo: formato inválido (INVALID_FORMAT)");
    expect(await card("aviso_promo")).toHaveTextContent(
      "Motivo: el contenido no coincide con la categoría (TAG_CONTENT_MISMATCH)",
    );
    expect(await card("bienvenida_organizacion")).not.toHaveTextContent("Motivo");
  });

  it("creates one: a parameter inserted by name, the preview following every keystroke, the numbered body sent", async () => {
    const user = userEvent.setup();
    render(<WhatsappTemplatesPage />);
    await card("bienvenida_organizacion");
    await user.click(screen.getByRole("button", { name: "Nueva plantilla" }));
    const dialog = await screen.findByRole("dialog", { name: "Nueva plantilla" });
    const preview = within(dialog).getByLabelText("Vista previa");
    expect(preview).toHaveTextContent("Escribí el texto para ver cómo llega.");
    await user.click(within(dialog).getByLabelText("Nombre"));
    await user.paste("aviso_lluvia");
    const text = within(dialog).getByLabelText("Texto del mensaje");
    await user.type(text, "Hola ");
    expect(preview).toHaveTextContent(/^Hola$/);
    await user.click(within(dialog).getByLabelText("Nombre del parámetro"));
    await user.paste("Nombre del cliente");
    await user.click(within(dialog).getByRole("button", { name: "Insertar parámetro" }));
    expect(text).toHaveValue("Hola {{Nombre del cliente}}");
    await user.type(text, ", llovieron 20 mm en {{{{Campo}}");
    expect(preview).toHaveTextContent("Hola [Nombre del cliente], llovieron 20 mm en [Campo]");
    await user.type(within(dialog).getByLabelText("Ejemplo de «Nombre del cliente»"), "Ro");
    expect(preview).toHaveTextContent("Hola Ro, llovieron 20 mm en [Campo]");
    await user.type(within(dialog).getByLabelText("Ejemplo de «Nombre del cliente»"), "sa");
    expect(preview).toHaveTextContent("Hola Rosa, llovieron 20 mm en [Campo]");
    // The same name again (any case) is the same parameter: one example, one number.
    await user.click(within(dialog).getByRole("button", { name: "Insertar Nombre del cliente" }));
    expect(text).toHaveValue("Hola {{Nombre del cliente}}, llovieron 20 mm en {{Campo}}{{Nombre del cliente}}");
    expect(within(dialog).getAllByLabelText(/^Ejemplo de/)).toHaveLength(2);
    await user.click(within(dialog).getByLabelText("Ejemplo de «Campo»"));
    await user.paste("El Bajo");
    expect(preview).toHaveTextContent("Hola Rosa, llovieron 20 mm en El BajoRosa");
    await user.click(within(dialog).getByRole("button", { name: "Crear plantilla" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(requests.find((r) => r.method === "POST")?.body).toEqual({
      name: "aviso_lluvia",
      language: "es_AR",
      category: "UTILITY",
      body: "Hola {{1}}, llovieron 20 mm en {{2}}{{1}}",
      params: [
        { name: "Nombre del cliente", example: "Rosa" },
        { name: "Campo", example: "El Bajo" },
      ],
    });
    // The answer joins the list in its place (by name), without another request.
    const created = await card("aviso_lluvia");
    expect(within(created).getByLabelText("Estado: Aprobada")).toBeInTheDocument();
    expect(created).toHaveTextContent("Parámetros: Nombre del cliente, Campo");
    const names = screen.getAllByRole("heading", { level: 2 }).map((h) => h.textContent);
    expect(names.slice(0, 2)).toEqual(["aviso_lluvia", "aviso_vacunacion"]);
    expect(requests.filter((r) => r.method === "GET")).toHaveLength(1);
  });

  it("checks with the API's schema before sending, and shows the API's refusals on their fields", async () => {
    const user = userEvent.setup();
    render(<WhatsappTemplatesPage />);
    await card("bienvenida_organizacion");
    await user.click(screen.getByRole("button", { name: "Nueva plantilla" }));
    const dialog = await screen.findByRole("dialog", { name: "Nueva plantilla" });
    await user.type(within(dialog).getByLabelText("Nombre"), "Con Mayúsculas");
    fireEvent.change(within(dialog).getByLabelText("Texto del mensaje"), { target: { value: "Hola {{1}}" } });
    await user.click(within(dialog).getByRole("button", { name: "Crear plantilla" }));
    expect(
      await within(dialog).findByText("Solo minúsculas, números y guion bajo (por ejemplo saludo_inicial)"),
    ).toBeInTheDocument();
    expect(
      within(dialog).getByText("El nombre del parámetro lleva letras (por ejemplo Nombre del cliente)"),
    ).toBeInTheDocument();
    expect(requests.some((r) => r.method === "POST")).toBe(false);

    const name = within(dialog).getByLabelText("Nombre");
    await user.clear(name);
    await user.type(name, "bienvenida_organizacion");
    fireEvent.change(within(dialog).getByLabelText("Texto del mensaje"), { target: { value: "Hola {{Persona}}" } });
    await user.type(await within(dialog).findByLabelText("Ejemplo de «Persona»"), "Rosa");
    nextWrite = () =>
      json(409, {
        ok: false,
        code: "TEMPLATE_EXISTS",
        message: "Ya existe una plantilla «bienvenida_organizacion» en es_AR",
      });
    await user.click(within(dialog).getByRole("button", { name: "Crear plantilla" }));
    expect(
      await within(dialog).findByText("Ya existe una plantilla «bienvenida_organizacion» en es_AR"),
    ).toBeInTheDocument();
    nextWrite = () =>
      json(400, {
        ok: false,
        code: "VALIDATION_ERROR",
        message: "Datos inválidos",
        issues: [{ path: "params.0.example", message: "El ejemplo tiene como máximo 200 caracteres" }],
      });
    await user.click(within(dialog).getByRole("button", { name: "Crear plantilla" }));
    const example = within(dialog).getByLabelText("Ejemplo de «Persona»");
    await waitFor(() => expect(example).toHaveAccessibleDescription("El ejemplo tiene como máximo 200 caracteres"));
  });

  it("edits one with its parameters by name and deletes another after confirming", async () => {
    const user = userEvent.setup();
    render(<WhatsappTemplatesPage />);
    await user.click(
      within(await card("bienvenida_organizacion")).getByRole("button", {
        name: "Editar bienvenida_organizacion · es_AR",
      }),
    );
    const dialog = await screen.findByRole("dialog", { name: "Editar bienvenida_organizacion" });
    expect(within(dialog).getByLabelText("Texto del mensaje")).toHaveValue(
      '¡Hola {{Nombre de la persona}}! Te damos la bienvenida a "{{Nombre de la organización}}".',
    );
    const preview = within(dialog).getByLabelText("Vista previa");
    expect(preview).toHaveTextContent('¡Hola Martín! Te damos la bienvenida a "Estancia La Esperanza".');
    const example = within(dialog).getByLabelText("Ejemplo de «Nombre de la persona»");
    await user.clear(example);
    await user.type(example, "Lucía");
    expect(preview).toHaveTextContent('¡Hola Lucía! Te damos la bienvenida a "Estancia La Esperanza".');
    await user.click(within(dialog).getByRole("button", { name: "Guardar" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    const put = requests.find((r) => r.method === "PUT");
    expect(put?.path).toBe("/api/whatsapp/templates/1");
    expect(put?.body).toMatchObject({
      body: '¡Hola {{1}}! Te damos la bienvenida a "{{2}}".',
      params: [
        { name: "Nombre de la persona", example: "Lucía" },
        { name: "Nombre de la organización", example: "Estancia La Esperanza" },
      ],
    });

    await user.click(
      within(await card("oferta_campana")).getByRole("button", { name: "Eliminar oferta_campana · es_AR" }),
    );
    const confirm = await screen.findByRole("dialog", { name: "Eliminar plantilla" });
    expect(confirm).toHaveTextContent("¿Eliminar la plantilla «oferta_campana»?");
    await user.click(within(confirm).getByRole("button", { name: "Eliminar" }));
    await waitFor(() =>
      expect(screen.queryByRole("listitem", { name: "oferta_campana · es_AR" })).not.toBeInTheDocument(),
    );
    expect(requests.find((r) => r.method === "DELETE")?.path).toBe("/api/whatsapp/templates/3");
  });
});

describe("named parameters", () => {
  it("number by first use, one number per name (spaces and case aside), and back", () => {
    const text = "Hola {{ Nombre del cliente }}, {{Campo}} y {{nombre  DEL cliente}}";
    expect(namedParams(text)).toEqual(["Nombre del cliente", "Campo"]);
    expect(toNumbered(text)).toEqual({ body: "Hola {{1}}, {{2}} y {{1}}", names: ["Nombre del cliente", "Campo"] });
    expect(toNamed("Hola {{1}}, {{2}} y {{1}}", ["Nombre del cliente", "Campo"])).toBe(
      "Hola {{Nombre del cliente}}, {{Campo}} y {{Nombre del cliente}}",
    );
    expect(toNamed("Hola {{1}}", [])).toBe("Hola {{Parámetro 1}}");
    expect(fillNamed(text, new Map([["campo", "El Bajo"]]))).toBe(
      "Hola [Nombre del cliente], El Bajo y [Nombre del cliente]",
    );
  });

  it("the form's values round-trip a stored template", () => {
    const stored = template({});
    expect(toTemplateInput(formValuesOf(stored))).toEqual({
      name: stored.name,
      language: stored.language,
      category: stored.category,
      body: stored.body,
      params: stored.params,
    });
  });
});

describe("Meta's template reasons in Spanish", () => {
  it("translates the ones Meta documents by their leading word, keeps any other as Meta wrote it", () => {
    expect(templateReasonEs("INVALID_FORMAT")).toBe("formato inválido");
    expect(templateReasonEs("INCORRECT_CATEGORY")).toBe("categoría incorrecta");
    expect(templateReasonEs("TAG_CONTENT_MISMATCH")).toBe("el contenido no coincide con la categoría");
    expect(templateReasonEs("ABUSIVE_CONTENT")).toBe("contenido abusivo");
    expect(templateReasonEs("SCAM")).toBe("posible estafa");
    expect(templateReasonEs("PROMOTIONAL")).toBe("contenido promocional");
    expect(templateReasonEs("SCAM: Revisión: parece un engaño")).toBe("posible estafa");
    expect(templateReasonEs("NEW_REASON")).toBe("NEW_REASON");
    expect(templateReasonEs("  ")).toBeNull();
    expect(templateReasonEs(null)).toBeNull();
  });
});
