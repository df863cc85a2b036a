// Composing a notification (docs/administration.md): one schema for POST /api/notification and the admin form, and the
// list queries of the history and of a user's own notifications.
import * as z from "./zod";
import { paginationSchema } from "./auth-schemas";

export const NOTIFICATION_TITLE_MAX = 120;
export const NOTIFICATION_BODY_MAX = 1000;
export const NOTIFICATION_LINK_MAX = 500;
/** Chosen organizations or users per notification. */
export const AUDIENCE_IDS_MAX = 100;
/** Most recipients one notification resolves to: outside channels are sent inline, so it is bounded. */
export const NOTIFICATION_RECIPIENTS_MAX = 5000;
/** WhatsApp only delivers approved templates to users who did not write first: this one, with title and body. */
export const WHATSAPP_TEMPLATE = "notificacion_general";
export const AUDIENCE_ROLES = ["owner", "admin", "user"] as const;
export const CHANNELS = ["in_app", "email", "whatsapp"] as const;

const positiveId = z
  .number({ error: "Debe ser un número" })
  .int("Debe ser un número entero")
  .positive("Debe ser un número positivo")
  .max(2 ** 31, "Número demasiado grande");

const idList = (what: string) =>
  z
    .array(positiveId, { error: `Elegí ${what}` })
    .min(1, `Elegí al menos ${what === "usuarios" ? "un usuario" : "una organización"}`)
    .max(AUDIENCE_IDS_MAX, `Como máximo ${AUDIENCE_IDS_MAX} ${what}`)
    .transform((ids) => [...new Set(ids)]);

/** Who gets it. Ids that do not exist (any more) are ignored: the audience is resolved when it is sent. */
export const audienceSchema = z.discriminatedUnion(
  "kind",
  [
    z.object({ kind: z.literal("all") }),
    z.object({ kind: z.literal("organizations"), ids: idList("organizaciones") }),
    z.object({ kind: z.literal("users"), ids: idList("usuarios") }),
    z.object({ kind: z.literal("role"), role: z.enum(AUDIENCE_ROLES, { error: "Elegí un rol" }) }),
  ],
  { error: "Elegí a quién enviarla" },
);
export type Audience = z.infer<typeof audienceSchema>;
export type AudienceKind = Audience["kind"];

/** An in-app path ("/stock", not "//host") or an https URL; empty for none. */
export const isNotificationLink = (link: string) => {
  if (link === "") return true;
  if (link.startsWith("/")) return !link.startsWith("//") && !link.startsWith("/\\");
  try {
    return new URL(link).protocol === "https:";
  } catch {
    return false;
  }
};

export const notificationCreateSchema = z.object({
  title: z
    .string({ error: "Escribí un título" })
    .trim()
    .min(1, "Escribí un título")
    .max(NOTIFICATION_TITLE_MAX, `Como máximo ${NOTIFICATION_TITLE_MAX} caracteres`),
  body: z.string().trim().max(NOTIFICATION_BODY_MAX, `Como máximo ${NOTIFICATION_BODY_MAX} caracteres`).default(""),
  link: z
    .string()
    .trim()
    .max(NOTIFICATION_LINK_MAX, "El enlace es demasiado largo")
    .refine(isNotificationLink, "El enlace debe empezar con / o ser una dirección https://")
    .default(""),
  audience: audienceSchema,
  channels: z
    .array(z.enum(CHANNELS, { error: "Canal desconocido" }), { error: "Elegí los canales" })
    .min(1, "Elegí al menos un canal")
    .max(CHANNELS.length)
    .transform((list) => CHANNELS.filter((c) => list.includes(c))),
  /** Omitted (or past) sends now; a later instant is sent by the every-5-minutes cron. */
  send_at: z.iso
    .datetime({ offset: true, error: "La fecha y hora no son válidas" })
    .transform((s) => new Date(s).toISOString())
    .optional(),
});
export type NotificationCreate = z.input<typeof notificationCreateSchema>;
export type NotificationCreateParsed = z.output<typeof notificationCreateSchema>;

/** GET /api/notification/admin and /mine: docs/architecture.md pages (10 by default, at most 100). */
export const notificationListQuerySchema = paginationSchema;
