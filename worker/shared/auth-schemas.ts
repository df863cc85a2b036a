// Bodies of the auth, user and organization calls: one set of zod schemas for the API and the SPA forms.
import { normalizePhone } from "./phone";
import { categoryBody } from "./herd-schemas";
import * as z from "./zod";

export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_MIN_MESSAGE = "La contraseña debe tener al menos 6 caracteres";
export const PHONE_INVALID_MESSAGE = "Número de teléfono inválido";

/** Emails are compared trimmed and in lower case everywhere. */
export const emailSchema = z
  .string({ error: "Ingresá un email" })
  .trim()
  .toLowerCase()
  .max(254, "El email es demasiado largo")
  .pipe(z.email("Email inválido"));

export const passwordSchema = z
  .string({ error: "Ingresá una contraseña" })
  .min(PASSWORD_MIN_LENGTH, PASSWORD_MIN_MESSAGE)
  .max(200, "La contraseña es demasiado larga");

/** An existing password is only checked against the stored hash, so any non-empty text is accepted. */
const currentPasswordSchema = z
  .string({ error: "Ingresá tu contraseña" })
  .min(1, "Ingresá tu contraseña")
  .max(200, "La contraseña es demasiado larga");

const nameSchema = (label: string) =>
  z
    .string({ error: `Ingresá ${label}` })
    .trim()
    .min(1, `Ingresá ${label}`)
    .max(80, "Es demasiado largo");

/** A phone in any writing; stored normalised (docs/client-rules.md). */
export const phoneSchema = z
  .string({ error: PHONE_INVALID_MESSAGE })
  .max(40, PHONE_INVALID_MESSAGE)
  .transform((value, ctx) => {
    const phone = normalizePhone(value);
    if (!phone) {
      ctx.addIssue({ code: "custom", message: PHONE_INVALID_MESSAGE });
      return z.NEVER;
    }
    return phone;
  });

/** Optional phone: missing, null or blank means "no phone" (null). */
export const optionalPhoneSchema = z
  .union([z.null(), z.literal(""), phoneSchema])
  .optional()
  .transform((value) => value || null);

export const codeSchema = z
  .string({ error: "Ingresá el código" })
  .trim()
  .regex(/^\d{6}$/, "El código debe tener 6 dígitos");

export const roleSchema = z.enum(["owner", "admin", "user"], { error: "Rol inválido" });

const id = z.coerce
  .number({ error: "Debe ser un número" })
  .int("Debe ser un número entero")
  .positive("Debe ser un número positivo")
  .max(2 ** 31, "Número demasiado grande");

// ── Auth ──────────────────────────────────────────────────────────────────

export const logInSchema = z.object({ email: emailSchema, password: currentPasswordSchema });

export const signUpSchema = z.object({
  email: emailSchema,
  password: passwordSchema,
  first_name: nameSchema("tu nombre"),
  last_name: nameSchema("tu apellido"),
  phone: optionalPhoneSchema,
});

export const refreshSchema = z.object({
  refresh_token: z.string({ error: "Falta el refresh token" }).min(1).max(4096),
});

export const emailOnlySchema = z.object({ email: emailSchema });
export const verifyRecoverySchema = z.object({ email: emailSchema, code: codeSchema });
export const resetPasswordSchema = z.object({ email: emailSchema, code: codeSchema, password: passwordSchema });
export const changePasswordSchema = z.object({ current_password: currentPasswordSchema, new_password: passwordSchema });
export const changeEmailSchema = z.object({ email: emailSchema, password: currentPasswordSchema });
export const deleteAccountSchema = z.object({ password: currentPasswordSchema });
export const validateCodeSchema = z.object({ code: codeSchema });
export const changePhoneSchema = z.object({ phone: phoneSchema });
/** The emailed invitation link's token (64 hex characters). */
export const acceptTokenSchema = z.object({
  token: z
    .string({ error: "Falta el enlace de invitación" })
    .trim()
    .regex(/^[0-9a-f]{64}$/, "El enlace de invitación no es válido"),
});
export const setInitialPasswordSchema = z.object({ email: emailSchema, password: passwordSchema });

// ── User ──────────────────────────────────────────────────────────────────

export const updateNameSchema = z.object({ first_name: nameSchema("el nombre"), last_name: nameSchema("el apellido") });

/** Super admin edit (docs/client-rules.md): the password is optional; if non-empty it needs 6 characters. */
export const adminUpdateUserSchema = z.object({
  first_name: nameSchema("el nombre"),
  last_name: nameSchema("el apellido"),
  email: emailSchema,
  phone: optionalPhoneSchema,
  password: z
    .union([z.null(), z.literal(""), passwordSchema])
    .optional()
    .transform((value) => value || undefined),
});

// ── Organization ──────────────────────────────────────────────────────────

export const organizationNameSchema = z.object({
  name: z
    .string({ error: "Ingresá el nombre de la organización" })
    .trim()
    .min(1, "Ingresá el nombre de la organización")
    .max(100, "El nombre es demasiado largo"),
});

export const addUserSchema = z.object({ organization_id: id, email: emailSchema, role: roleSchema.default("user") });

export const addUserAdminSchema = z.object({
  email: emailSchema,
  first_name: nameSchema("el nombre"),
  last_name: nameSchema("el apellido"),
  phone: optionalPhoneSchema,
  organization_id: id.optional(),
  role: roleSchema.default("user"),
});

export const removeMemberSchema = z.object({ organization_id: id });

export const changeRoleSchema = z.object({ organization_id: id, role: roleSchema, email: emailSchema.optional() });

// The type error is given per check: a schema-level `error` would also word "101" as "not a number".
const pageNumber = z.coerce
  .number({ error: (issue) => (issue.code === "invalid_type" ? "Debe ser un número" : undefined) })
  .int("Debe ser un número entero");

/** docs/architecture.md: page 1 and 10 rows unless asked, never more than 100 rows. */
export const paginationSchema = z.object({
  page: pageNumber.min(1, "La página debe ser 1 o más").max(100_000, "La página es demasiado alta").default(1),
  limit: pageNumber.min(1, "El límite debe ser 1 o más").max(100, "El límite máximo es 100").default(10),
});

/** A list's optional search term: trimmed, at most 100 characters; blank is no search. */
export const searchTermSchema = z
  .string()
  .trim()
  .max(100, "La búsqueda es demasiado larga")
  .optional()
  .transform((value) => value || undefined);

/** GET /user/all: a page of the users (docs/architecture.md defaults) and an optional search; blank q is none. */
export const userListQuerySchema = paginationSchema.extend({ q: searchTermSchema });

/** The greeting is a fixed template (no free text: it must not relay a caller's words); nothing to send. */
export const greetingSchema = z.object({});

/** POST /api/category/create/{orgId}: the same rules as the category editor (one schema, herd-schemas.ts). */
export const categoryCreateSchema = categoryBody;
