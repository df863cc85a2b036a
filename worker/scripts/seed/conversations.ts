// The demo's WhatsApp inbox (issue #14), so /conversations shows something real on `npm start`: the owner
// (verified phone, linked) with text, a template reply from the local outbox and an unread question; an
// unknown number with an audio and an image (their files go to the local R2 bucket); and an old conversation
// whose template failed with Meta's reason. Plus the templates the reply box offers.
import { fillTemplate, GREETING_TEMPLATE, GREETING_TEMPLATE_BODY } from "../../shared/whatsapp-schemas";
import { WHATSAPP_TEMPLATE } from "../../shared/notification-schemas";
import { landscapePng } from "./png";
import type { SeedSql } from "./sql";
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
  const template = (name: string, body: string, example_values: string[]) =>
    sql.insert("whatsapp_templates", {
      name,
      language: "es_AR",
      category: "UTILITY",
      body,
      example_values,
      status: "approved",
      created_at: at(24 * 30),
      updated_at: at(24 * 30),
    });
  // The ones the app sends by itself: the organization greeting and the notifications (outbox).
  template(GREETING_TEMPLATE, GREETING_TEMPLATE_BODY, ["Estancia La Esperanza"]);
  template(WHATSAPP_TEMPLATE, "Tropero: {{1}}\n{{2}}", ["Vacunación aftosa", "Mañana a las 8 en la manga"]);
  template("seguimiento", "Hola {{1}}, ¿pudiste cargar los datos de {{2}}?", ["Juan", "la lluvia"]);

  const conversation = (phone: string, row: Record<string, string | number | null>) =>
    sql.insert("conversations", { phone, created_at: row.last_message_at ?? null, ...row });
  const message = (conversation_id: number, row: Record<string, string | number | string[] | null>) =>
    sql.insert("conversation_messages", { conversation_id, ...row });

  // The demo owner: linked through their verified phone, one question still unread.
  const owner = conversation("+5492914567890", {
    user_id: ids.ownerId,
    profile_name: "Juan Pérez",
    last_message_at: at(1),
    last_inbound_at: at(1),
    unread_count: 1,
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
    body: "Hola Juan, ¿pudiste cargar los datos de la lluvia?",
    template_name: "seguimiento",
    template_params: ["Juan", "la lluvia"],
    status: "logged",
    sent_by: ids.superAdminId,
    created_at: at(4),
  });
  message(owner, {
    direction: "in",
    type: "text",
    body: "Sí, gracias. ¿Y cuántas vacas preñadas tengo?",
    status: "delivered",
    wa_message_id: "wamid.seed.2",
    created_at: at(1),
  });

  // An unknown number: an audio and a photo of the field.
  const audioKey = `whatsapp/${crypto.randomUUID()}`;
  const imageKey = `whatsapp/${crypto.randomUUID()}`;
  const stranger = conversation("+5491155551234", {
    profile_name: "Marta Gómez",
    last_message_at: at(3),
    last_inbound_at: at(3),
    unread_count: 2,
  });
  message(stranger, {
    direction: "in",
    type: "audio",
    media_key: audioKey,
    media_type: "audio/wav",
    status: "delivered",
    wa_message_id: "wamid.seed.3",
    created_at: at(3.2),
  });
  message(stranger, {
    direction: "in",
    type: "image",
    body: "El potrero después de la lluvia",
    media_key: imageKey,
    media_type: "image/png",
    status: "delivered",
    wa_message_id: "wamid.seed.4",
    created_at: at(3),
  });

  // Outside the 24-hour window: the template Meta refused, with its reason.
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
    body: fillTemplate(GREETING_TEMPLATE_BODY, ["Campo Ruiz"]),
    template_name: GREETING_TEMPLATE,
    template_params: ["Campo Ruiz"],
    status: "failed",
    error: "(#132001) Template name does not exist in the translation",
    sent_by: ids.superAdminId,
    created_at: at(72),
  });

  return [
    { key: audioKey, bytes: toneWav(), contentType: "audio/wav" },
    { key: imageKey, bytes: landscapePng(96, 64, [135, 190, 230], [90, 150, 70]), contentType: "image/png" },
  ];
}
