// GET /api/organization/{id}/export: a ZIP streamed as it is read, with one CSV per kind (Spanish headers,
// formulas neutralised, for a spreadsheet) and tropero-export.json (stored values, for an import).
// fflate's streaming Zip writes the container; each entry is deflated by the runtime's zlib, a page of
// rows at a time, so memory stays one page whatever the organization's size (docs/capacity.md).
import { Zip } from "fflate";
import type { Db } from "../../../env";
import { CSV_BOM, csvLine } from "../../../lib/csv";
import { ZipNativeDeflate } from "../../../lib/zip-native-deflate";
import { rowFormat } from "./export-rows";
import { csvColumn } from "./transfer-headers";
import { members, tableValues, type ExportMember } from "./transfer-read";
import { EXPORT_FORMAT, EXPORT_VERSION, TRANSFER_TABLES, type TransferTable } from "./transfer-tables";

export const EXPORT_JSON = "tropero-export.json";
/** zlib's level 3: as fast as level 1 and 14% smaller; level 6 is 10% smaller again but slower (docs/capacity.md). */
export const EXPORT_LEVEL = 3;

export interface ExportOrganization {
  id: number;
  name: string;
  timezone: string;
  currency: string;
}

const encoder = new TextEncoder();

/** A ZIP entry written in pieces; each piece waits for the reader when the stream is full (backpressure). */
function entry(zip: Zip, name: string, writer: WritableStreamDefaultWriter<Uint8Array>) {
  const file = new ZipNativeDeflate(name, EXPORT_LEVEL);
  zip.add(file);
  return {
    async write(text: string) {
      await writer.ready;
      file.push(encoder.encode(text));
    },
    end: () => file.push(new Uint8Array(0), true),
  };
}

async function writeCsv(
  zip: Zip,
  writer: WritableStreamDefaultWriter<Uint8Array>,
  db: Db,
  orgId: number,
  t: TransferTable,
) {
  const format = rowFormat(t, orgId);
  const file = entry(zip, t.csv, writer);
  await file.write(CSV_BOM + csvLine(format.header));
  for await (const page of tableValues(db, orgId, t, format.names)) {
    await file.write(page.map(format.csv).join(""));
  }
  file.end();
}

async function writeMembersCsv(zip: Zip, writer: WritableStreamDefaultWriter<Uint8Array>, list: ExportMember[]) {
  const columns = ["user_id", "email", "first_name", "last_name", "role"].map(csvColumn);
  const file = entry(zip, "miembros.csv", writer);
  await file.write(CSV_BOM + csvLine(columns.map((c) => c.header)));
  await file.write(list.map((m) => csvLine(columns.map((c) => m[c.column as keyof ExportMember]))).join(""));
  file.end();
}

async function writeJson(
  zip: Zip,
  writer: WritableStreamDefaultWriter<Uint8Array>,
  db: Db,
  org: ExportOrganization,
  list: ExportMember[],
) {
  const file = entry(zip, EXPORT_JSON, writer);
  const head = {
    format: EXPORT_FORMAT,
    version: EXPORT_VERSION,
    exported_at: new Date().toISOString(),
    organization: org,
    members: list,
  };
  await file.write(`${JSON.stringify(head).slice(0, -1)},"tables":{`);
  for (const [i, t] of TRANSFER_TABLES.entries()) {
    const format = rowFormat(t, org.id);
    await file.write(`${i ? "," : ""}${JSON.stringify(t.key)}:[`);
    let first = true;
    for await (const page of tableValues(db, org.id, t, format.names)) {
      await file.write((first ? "" : ",") + page.map(format.json).join(","));
      first = false;
    }
    await file.write("]");
  }
  await file.write("}}");
  file.end();
}

/** The export as a byte stream; a read error ends it early (the ZIP is then unreadable, never wrong). */
export function exportZip(
  db: Db,
  org: ExportOrganization,
  onError: (error: unknown) => void,
): ReadableStream<Uint8Array> {
  const { readable, writable } = new TransformStream<Uint8Array, Uint8Array>();
  const writer = writable.getWriter();
  const zip = new Zip((error, chunk, final) => {
    if (error) return void writer.abort(error).catch(() => undefined);
    void writer.write(chunk).catch(() => undefined);
    if (final) void writer.close().catch(() => undefined);
  });
  void (async () => {
    const list = await members(db, org.id);
    for (const t of TRANSFER_TABLES) await writeCsv(zip, writer, db, org.id, t);
    await writeMembersCsv(zip, writer, list);
    await writeJson(zip, writer, db, org, list);
    zip.end();
  })().catch((error: unknown) => {
    onError(error);
    void writer.abort(error).catch(() => undefined);
  });
  return readable;
}
