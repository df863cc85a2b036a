// The demo's WhatsApp inbox (docs/whatsapp.md), so /conversations shows something real on `npm start`: the
// owner (verified phone, linked) greeted by name, with text, a template reply from the local outbox that they
// reacted to, a quick-reply tap, a location inside one of their lots and an unread question; an unknown
// number with a transcribed audio, a shared contact, a PDF and an image (their files go to the local R2
// bucket); and an old conversation whose greeting failed with Meta's reason. Plus the templates, each
// parameter named, one in each of Meta's statuses with its reason (the reply box offers them;
// /dashboard/whatsapp-templates lists them).
import {
  fillTemplate,
  GREETING_TEMPLATE,
  GREETING_TEMPLATE_BODY,
  GREETING_TEMPLATE_PARAMS,
  type TemplateParam,
  type WaTemplateStatus,
} from "../../shared/whatsapp-schemas";
import { WHATSAPP_TEMPLATE } from "../../shared/notification-schemas";
import { DEMO_ORGANIZATION, DEMO_USERS } from "./accounts";
import { invoicePdf } from "./invoice-pdf";
import { landscapePng } from "./png";
import { ranchBoundaries } from "./ranch-boundaries";
import { LOTS } from "./ranch-plan";
import { literal, type SeedSql } from "./sql";
import { toneWav } from "./wav";

const HOUR_MS = 60 * 60 * 1000;

export interface SeedMediaFile {
  key: string;
  bytes: Uint8Array;
  contentType: string;
}

export function seedConversations(
  sql: SeedSql,
  ids: { ownerId: number; superAdminId: number },
  now = new Date(),
): SeedMediaFile[] {
  const at = (hoursAgo: number) => new Date(now.getTime() - hoursAgo * HOUR_MS).toISOString();
  const template = (
    name: string,
    body: string,
    params: TemplateParam[],
    {
      status = "approved",
      category = "UTILITY",
      reason = null,
    }: { status?: WaTemplateStatus; category?: string; reason?: string | null } = {},
  ) =>
    sql.insert("whatsapp_templates", {
      name,
      language: "es_AR",
      category,
      body,
      // The column keeps its first name (worker/db/schema-whatsapp.ts): it holds each parameter's name and example.
      example_values: params,
      status,
      status_reason: reason,
      created_at: at(24 * 30),
      updated_at: at(24 * 30),
    });
  const named = (names: readonly string[], examples: string[]) =>
    names.map((name, i) => ({ name, example: examples[i]! }));
  // The ones the app sends by itself: the organization greeting and the notifications (outbox).
  template(GREETING_TEMPLATE, GREETING_TEMPLATE_BODY, named(GREETING_TEMPLATE_PARAMS, ["Martín", DEMO_ORGANIZATION]));
  template(
    WHATSAPP_TEMPLATE,
    "Tropero: {{1}}\n{{2}}",
    named(["Título del aviso", "Texto del aviso"], ["Vacunación aftosa", "Mañana a las 8 en la manga"]),
  );
  template(
    "seguimiento",
    "Hola {{1}}, ¿pudiste cargar los datos de {{2}}?",
    named(["Nombre de la persona", "Dato pendiente"], ["Martín", "la lluvia"]),
  );
  // Still in Meta's review, one Meta refused (a promotion) and one it paused for low quality, with its reasons.
  template(
    "aviso_vacunacion",
    "Hola {{1}}, el {{2}} vacunamos el rodeo {{3}}. Avisanos si no podés estar.",
    named(["Nombre de la persona", "Fecha", "Rodeo"], ["Lucía", "martes 12", "Cría General"]),
    { status: "pending" },
  );
  template(
    "oferta_campana",
    "¡{{1}}, este mes tenés {{2}} de descuento en el plan anual de Tropero!",
    named(["Nombre de la persona", "Descuento"], ["Martín", "20 %"]),
    { status: "rejected", category: "MARKETING", reason: "PROMOTIONAL" },
  );
  template(
    "recordatorio_pesada",
    "Hola {{1}}, mañana pesamos {{2}}. ¿Confirmás?",
    named(["Nombre de la persona", "Rodeo"], ["Lucía", "la recría"]),
    { status: "paused", reason: "FIRST_PAUSE: Paused for 3 hours due to low quality" },
  );

  const conversation = (phone: string, row: Record<string, string | number | null>) =>
    sql.insert("conversations", { phone, created_at: row.last_message_at ?? null, ...row });
  const message = (conversation_id: number, row: Record<string, string | number | string[] | object | null>) =>
    sql.insert("conversation_messages", { conversation_id, ...row });

  // The demo owner: linked through their verified phone, greeted by their own name, one question still unread.
  const ownerName = DEMO_USERS.owner.first_name;
  const greeting = [ownerName, DEMO_ORGANIZATION];
  const owner = conversation("+5492914567890", {
    user_id: ids.ownerId,
    profile_name: `${ownerName} ${DEMO_USERS.owner.last_name}`,
    created_at: at(24 * 20),
    last_message_at: at(1),
    last_inbound_at: at(1),
    unread_count: 1,
  });
  message(owner, {
    direction: "out",
    type: "template",
    body: fillTemplate(GREETING_TEMPLATE_BODY, greeting),
    template_name: GREETING_TEMPLATE,
    template_params: greeting,
    status: "logged",
    sent_by: ids.superAdminId,
    created_at: at(24 * 20),
  });
  message(owner, {
    direction: "in",
    type: "text",
    body: "Hola, ¿cómo registro la lluvia?",
    status: "read",
    wa_message_id: "wamid.seed.1",
    created_at: at(5),
  });
  message(owner, {
    direction: "out",
    type: "template",
    body: `Hola ${ownerName}, ¿pudiste cargar los datos de la lluvia?`,
    template_name: "seguimiento",
    template_params: [ownerName, "la lluvia"],
    status: "logged",
    sent_by: ids.superAdminId,
    // The owner's 👍 on it (a reaction sets the message it names; it is no message of its own).
    reaction: "👍",
    reaction_at: at(3.9),
    created_at: at(4),
  });
  message(owner, {
    direction: "in",
    type: "button",
    body: "Ya la cargué",
    details: { kind: "reply", id: "seguimiento_cargado" },
    status: "read",
    wa_message_id: "wamid.seed.6",
    created_at: at(3.8),
  });
  // A pin in the middle of the first demo lot; the lot is found the way the webhook finds it after the answer
  // (location-lot.ts), here by name among the owner's establecimientos (none without the ranch: the lot stays empty).
  const corners = ranchBoundaries().lots[0]!.boundary.coordinates[0] as [number, number][];
  const [[west, south], [east, north]] = [corners[0]!, corners[2]!];
  const pin = message(owner, {
    direction: "in",
    type: "location",
    body: "Aguada del molino",
    details: {
      kind: "location",
      latitude: Math.round(((south + north) / 2) * 1e6) / 1e6,
      longitude: Math.round(((west + east) / 2) * 1e6) / 1e6,
      name: "Aguada del molino",
      address: null,
      lot: null,
    },
    status: "read",
    wa_message_id: "wamid.seed.7",
    created_at: at(3.5),
  });
  sql.statements.push(
    `UPDATE "conversation_messages" SET "details" = json_set("details", '$.lot', json((
       SELECT json_object('id', l.id, 'name', l.name, 'organization_id', o.id, 'organization_name', o.name)
       FROM lots l JOIN organizations o ON o.id = l.organization_id
       JOIN user_organizations uo ON uo.organization_id = o.id AND uo.user_id = ${literal(ids.ownerId)}
       WHERE l.name = ${literal(LOTS[0]!.name)} AND l.deleted = 0 ORDER BY l.id LIMIT 1)))
     WHERE "id" = ${literal(pin)};`,
  );
  message(owner, {
    direction: "in",
    type: "text",
    body: "Sí, gracias. ¿Y cuántas vacas preñadas tengo?",
    status: "delivered",
    wa_message_id: "wamid.seed.2",
    created_at: at(1),
  });

  // An unknown number: an audio (transcribed), their vet's contact, the vet's invoice and a photo of the field.
  const audioKey = `whatsapp/${crypto.randomUUID()}`;
  const imageKey = `whatsapp/${crypto.randomUUID()}`;
  const documentKey = `whatsapp/${crypto.randomUUID()}`;
  const audio = toneWav();
  const image = landscapePng(96, 64, [135, 190, 230], [90, 150, 70]);
  const pdf = invoicePdf({
    supplier_name: "Veterinaria San Roque",
    supplier_cuit: "30500010912",
    date: at(24).slice(0, 10),
    invoice_type: "B",
    point_of_sale: 3,
    number: 1842,
    lines: [{ description: "Vacuna aftosa (dosis)", quantity: 120, unit_price: 950 }],
    total: 114000,
  });
  const stranger = conversation("+5491155551234", {
    profile_name: "Marta Gómez",
    last_message_at: at(3),
    last_inbound_at: at(3),
    unread_count: 4,
  });
  message(stranger, {
    direction: "in",
    type: "audio",
    media_key: audioKey,
    media_type: "audio/wav",
    media_size: audio.byteLength,
    transcription: "Hola, les escribo por el campo de mi hermano, ¿me pasan los precios?",
    status: "delivered",
    wa_message_id: "wamid.seed.3",
    created_at: at(3.2),
  });
  message(stranger, {
    direction: "in",
    type: "contacts",
    body: "Dr. Andrés Peralta (veterinario)",
    details: { kind: "contacts", contacts: [{ name: "Dr. Andrés Peralta (veterinario)", phones: ["+5492314456789"] }] },
    status: "delivered",
    wa_message_id: "wamid.seed.8",
    created_at: at(3.15),
  });
  message(stranger, {
    direction: "in",
    type: "document",
    body: "factura_vacunas.pdf",
    details: { kind: "document", filename: "factura_vacunas.pdf" },
    media_key: documentKey,
    media_type: "application/pdf",
    media_size: pdf.byteLength,
    status: "delivered",
    wa_message_id: "wamid.seed.9",
    created_at: at(3.1),
  });
  message(stranger, {
    direction: "in",
    type: "image",
    body: "El potrero después de la lluvia",
    media_key: imageKey,
    media_type: "image/png",
    media_size: image.byteLength,
    status: "delivered",
    wa_message_id: "wamid.seed.4",
    created_at: at(3),
  });

  // Outside the 24-hour window: the greeting Meta refused, with its reason.
  const old = conversation("+5493415550000", {
    profile_name: "Carlos Ruiz",
    last_message_at: at(72),
    last_inbound_at: at(96),
  });
  message(old, {
    direction: "in",
    type: "text",
    body: "¿Tienen precio para la campaña?",
    status: "read",
    wa_message_id: "wamid.seed.5",
    created_at: at(96),
  });
  message(old, {
    direction: "out",
    type: "error_template",
    body: fillTemplate(GREETING_TEMPLATE_BODY, ["Carlos", "Campo Ruiz"]),
    template_name: GREETING_TEMPLATE,
    template_params: ["Carlos", "Campo Ruiz"],
    status: "failed",
    error: "(#132001) Template name does not exist in the translation",
    sent_by: ids.superAdminId,
    created_at: at(72),
  });

  return [
    { key: audioKey, bytes: audio, contentType: "audio/wav" },
    { key: imageKey, bytes: image, contentType: "image/png" },
    { key: documentKey, bytes: pdf, contentType: "application/pdf" },
  ];
}
