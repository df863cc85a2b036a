// Test steps of the organizations' storage (docs/storage.md): uploads through the worker with a quota of the
// test's choosing (the STORAGE_QUOTA_BYTES var), and what D1 and R2 hold for an organization.
import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { sql } from "drizzle-orm";
import { app } from "../../worker/app";
import type { Note } from "../../worker/shared/note-types";
import type { StoredFile } from "../../worker/shared/money-types";
import { db, ORIGIN, type ApiResult } from "./fixtures";

/** A PNG's signature followed by `size - 8` bytes: a valid upload of exactly `size` bytes (files and photos). */
export function pngOf(size: number): Uint8Array {
  const bytes = new Uint8Array(size);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return bytes;
}

/** Calls the worker as the tests' `api()` does, with STORAGE_QUOTA_BYTES set to `quota` (else wrangler.toml's). */
export async function call<T>(
  path: string,
  init: RequestInit & { token?: string },
  quota?: number,
): Promise<ApiResult<T>> {
  const headers = new Headers(init.headers);
  if (init.token) headers.set("Authorization", `Bearer ${init.token}`);
  const ctx = createExecutionContext();
  const bindings = quota === undefined ? env : { ...env, STORAGE_QUOTA_BYTES: String(quota) };
  const res = await app.fetch(new Request(`${ORIGIN}/api${path}`, { ...init, headers }), bindings, ctx);
  const text = await res.text();
  // The organization's deletion removes its objects after the answer.
  await waitOnExecutionContext(ctx);
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    body = { ok: false, raw: text };
  }
  return { status: res.status, body: body as ApiResult<T>["body"], headers: res.headers };
}

/** An invoice file upload (multipart field `file`). */
export function uploadFile(token: string, orgId: number, bytes: Uint8Array, quota?: number) {
  const form = new FormData();
  form.append("file", new File([bytes], "factura.png", { type: "image/png" }));
  return call<{ file: StoredFile }>(`/file/${orgId}`, { method: "POST", token, body: form }, quota);
}

/** A note photo upload (the raw image as the body). */
export function uploadNotePhoto(token: string, noteId: number, bytes: Uint8Array, quota?: number) {
  return call<{ note: Note }>(
    `/note/photo/${noteId}`,
    { method: "POST", token, body: bytes, headers: { "Content-Type": "image/png" } },
    quota,
  );
}

/** The organization's stored count, the sizes and keys of its file and photo rows, and its R2 objects. */
export async function storageOf(orgId: number) {
  const [org] = await db().all<{ stored: number | null }>(
    sql`SELECT storage_bytes AS stored FROM organizations WHERE id = ${orgId}`,
  );
  const rows = await db().all<{ key: string; size: number }>(
    sql`SELECT key, size FROM files WHERE organization_id = ${orgId}
      UNION ALL SELECT key, size FROM note_photos WHERE organization_id = ${orgId}`,
  );
  const objects: string[] = [];
  for (const prefix of [`files/${orgId}/`, `notes/${orgId}/`]) {
    const listed = await env.FILES.list({ prefix });
    objects.push(...listed.objects.map((o) => o.key));
  }
  return {
    stored: org?.stored ?? null,
    sum: rows.reduce((total, r) => total + r.size, 0),
    keys: rows.map((r) => r.key).sort(),
    objects: objects.sort(),
  };
}
