// Shared steps of the notes tests (docs/tasks-and-notes.md): notes through the API, raw photo uploads, what D1 and R2 hold.
import { env } from "cloudflare:test";
import { exports } from "cloudflare:workers";
import { sql } from "drizzle-orm";
import type { Note } from "../../worker/shared/note-types";
import { api, db, ORIGIN, type ApiResult } from "./fixtures";

/** A valid 1×1 PNG. */
export const PNG = Uint8Array.from(
  atob("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg=="),
  (ch) => ch.charCodeAt(0),
);
/** The first bytes of a JPEG and of a WebP: enough for the magic-number check. */
export const JPEG = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0, 1, 1, 0, 0, 1]);
export const WEBP = Uint8Array.from([
  0x52, 0x49, 0x46, 0x46, 8, 0, 0, 0, 0x57, 0x45, 0x42, 0x50, 0x56, 0x50, 0x38, 0x20,
]);

export async function createNote(token: string, orgId: number, body: Record<string, unknown> = {}) {
  const res = await api<{ note: Note }>(`/note/create/${orgId}`, {
    method: "POST",
    token,
    body: { title: "Aguada rota", body: "Revisar el flotante", ...body },
  });
  if (res.status !== 201) throw new Error(`create note: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.note;
}

export async function listNotes(token: string, orgId: number, query = "") {
  return api<{ notes: Note[]; next_cursor: string | null }>(`/note/all/${orgId}${query}`, { token });
}

/** POSTs raw bytes as a photo; `stream` sends them without a Content-Length (chunked). */
export async function uploadPhoto(
  token: string | undefined,
  noteId: number | string,
  bytes: Uint8Array,
  opts: { type?: string; headers?: Record<string, string>; stream?: boolean; query?: string } = {},
): Promise<ApiResult<{ note: Note }>> {
  const headers: Record<string, string> = { "Content-Type": opts.type ?? "image/png", ...opts.headers };
  if (token) headers.Authorization = `Bearer ${token}`;
  const body = opts.stream
    ? new ReadableStream<Uint8Array>({
        start(controller) {
          for (let at = 0; at < bytes.length; at += 1024 * 1024) controller.enqueue(bytes.slice(at, at + 1024 * 1024));
          controller.close();
        },
      })
    : bytes;
  const res = await exports.default.fetch(
    new Request(`${ORIGIN}/api/note/photo/${noteId}${opts.query ?? ""}`, { method: "POST", headers, body }),
  );
  const text = await res.text();
  return { status: res.status, body: JSON.parse(text) as ApiResult<{ note: Note }>["body"], headers: res.headers };
}

/** GET of a photo's URL: the status, headers and bytes. */
export async function fetchPhoto(token: string | undefined, url: string) {
  const headers: Record<string, string> = token ? { Authorization: `Bearer ${token}` } : {};
  const res = await exports.default.fetch(new Request(`${ORIGIN}${url}`, { headers }));
  return { status: res.status, headers: res.headers, bytes: new Uint8Array(await res.arrayBuffer()) };
}

/** The R2 keys under a note. */
export async function storedKeys(orgId: number, noteId: number) {
  const listed = await env.FILES.list({ prefix: `notes/${orgId}/${noteId}/` });
  return listed.objects.map((o) => o.key);
}

/** Rows of the organization's notes and photos, straight from D1. */
export async function storedCounts(orgId: number) {
  const [row] = await db().all<{ notes: number; photos: number }>(
    sql`SELECT (SELECT count(*) FROM notes WHERE organization_id = ${orgId}) AS notes,
      (SELECT count(*) FROM note_photos WHERE organization_id = ${orgId}) AS photos`,
  );
  return row!;
}
