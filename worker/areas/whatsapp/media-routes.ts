// GET /api/{audio,image,video,document}/:id: a conversation's stored media, streamed from R2 to super admins
// with its content type and HTTP Range support (the players seek with ranges: 206 + Content-Range, 416 past
// the end). The Bearer token, or for <audio>/<img>/<video>/a link a signed URL (?exp&sig, media-signature.ts)
// that only super admins are given. Stickers are images; a document always downloads, with its own name.
import { and, eq, inArray, isNotNull } from "drizzle-orm";
import { Hono, type Context } from "hono";
import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../../env";
import type { WaMessageType } from "../../db/schema-whatsapp";
import type { MessageDetails } from "../../shared/whatsapp-schemas";
import { conversationMessages } from "../../db/schema";
import { forbidden, notFound } from "../../lib/errors";
import { idParam, validate } from "../../lib/validate";
import * as z from "../../shared/zod";
import { requireAuth, requireSuperAdmin } from "../account/require-auth";
import { contentDisposition } from "../money/files/file-names";
import { validMediaSignature } from "./media-signature";

const params = z.object({ id: idParam });

export type ByteRange = { offset: number; length: number } | "unsatisfiable" | null;

/** One byte range of a `size`-byte object (null: no or unreadable Range header → the whole object). */
export function parseRange(header: string | undefined, size: number): ByteRange {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header?.trim() ?? "");
  if (!match || (match[1] === "" && match[2] === "")) return null;
  if (match[1] === "") {
    const suffix = Number(match[2]);
    if (suffix === 0 || size === 0) return "unsatisfiable";
    const length = Math.min(suffix, size);
    return { offset: size - length, length };
  }
  const start = Number(match[1]);
  const end = match[2] === "" ? size - 1 : Math.min(Number(match[2]), size - 1);
  if (start >= size || end < start) return "unsatisfiable";
  return { offset: start, length: end - start + 1 };
}

/**
 * A document downloads (never opens in the app's origin) with the sender's name: no folders, no control
 * characters; contentDisposition gives old clients an ASCII fallback and the exact name RFC 5987-encoded.
 */
export function attachmentHeader(name: string | null): string {
  const clean = (name ?? "")
    .split(/[\\/]/)
    .pop()!
    .replace(/\p{Cc}/gu, "")
    .trim();
  return contentDisposition(clean || "documento", "attachment", "documento");
}

const filenameOf = (details: MessageDetails | string | null): string | null => {
  const d = typeof details === "string" ? (JSON.parse(details) as MessageDetails) : details;
  return d?.kind === "document" ? d.filename : null;
};

async function serve(c: Context<AppEnv>, id: number, types: WaMessageType[]) {
  const [row] = await c.var.db
    .select({
      key: conversationMessages.media_key,
      type: conversationMessages.media_type,
      kind: conversationMessages.type,
      details: conversationMessages.details,
    })
    .from(conversationMessages)
    .where(
      and(
        eq(conversationMessages.id, id),
        inArray(conversationMessages.type, types),
        isNotNull(conversationMessages.media_key),
      ),
    );
  const missing = () => notFound("No encontramos ese archivo", "MEDIA_NOT_FOUND");
  if (!row?.key) throw missing();
  const head = await c.env.FILES.head(row.key);
  if (!head) throw missing();
  const headers = new Headers({
    "Content-Type": row.type ?? head.httpMetadata?.contentType ?? "application/octet-stream",
    "Accept-Ranges": "bytes",
    // Private to the super admin who asked; the key never changes, so the browser may keep it.
    "Cache-Control": "private, max-age=3600",
  });
  if (row.kind === "document") headers.set("Content-Disposition", attachmentHeader(filenameOf(row.details)));
  const range = parseRange(c.req.header("Range"), head.size);
  if (range === "unsatisfiable") {
    headers.set("Content-Range", `bytes */${head.size}`);
    return new Response(null, { status: 416, headers });
  }
  const object = await c.env.FILES.get(row.key, range ? { range } : undefined);
  if (!object) throw missing();
  if (range) {
    headers.set("Content-Range", `bytes ${range.offset}-${range.offset + range.length - 1}/${head.size}`);
    headers.set("Content-Length", String(range.length));
    return new Response(object.body, { status: 206, headers });
  }
  headers.set("Content-Length", String(head.size));
  return new Response(object.body, { status: 200, headers });
}

/** A signed URL stands in for the token; without `sig`, the usual super-admin check. */
const signedOrSuperAdmin = createMiddleware<AppEnv>(async (c, next) => {
  const sig = c.req.query("sig");
  if (sig === undefined) {
    await requireAuth(c, async () => void (await requireSuperAdmin(c, next)));
    return;
  }
  const valid = await validMediaSignature(c.env, new URL(c.req.url).pathname, c.req.query("exp") ?? "", sig);
  if (!valid) throw forbidden("El enlace del archivo venció o no es válido", "BAD_MEDIA_SIGNATURE");
  await next();
});

export const audioRoutes = new Hono<AppEnv>()
  .use("*", signedOrSuperAdmin)
  .get("/:id", validate("param", params), (c) => serve(c, c.req.valid("param").id, ["audio", "error_audio"]));

export const imageRoutes = new Hono<AppEnv>()
  .use("*", signedOrSuperAdmin)
  .get("/:id", validate("param", params), (c) => serve(c, c.req.valid("param").id, ["image", "sticker"]));

export const videoRoutes = new Hono<AppEnv>()
  .use("*", signedOrSuperAdmin)
  .get("/:id", validate("param", params), (c) => serve(c, c.req.valid("param").id, ["video"]));

export const documentRoutes = new Hono<AppEnv>()
  .use("*", signedOrSuperAdmin)
  .get("/:id", validate("param", params), (c) => serve(c, c.req.valid("param").id, ["document"]));
