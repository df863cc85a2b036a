// The owner's data (docs/export-and-backup.md): the organization's export as a file, and an export loaded into this one.
import { fetchBlob, uploadBody, type Uploaded } from "../../lib/api/binary";
import { api, id } from "../../lib/api/client";

const organization = api.organization[":id"];

export const exportOrganization = (orgId: number) => fetchBlob(organization.export.$path({ param: { id: id(orgId) } }));

/** A file's bytes (FileReader: every browser, and the tests' DOM). */
function bytesOf(file: Blob): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error ?? new Error("read"));
    reader.readAsArrayBuffer(file);
  });
}

/** The export's JSON from the file the user picked: the JSON itself, or taken out of the ZIP (told by its
 * first bytes, "PK\x03\x04", not by its name). */
export async function exportJsonOf(file: File): Promise<Blob | null> {
  const bytes = await bytesOf(file);
  const isZip = bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 3 && bytes[3] === 4;
  if (!isZip) return new Blob([bytes as BlobPart], { type: "application/json" });
  // fflate only for this rare action: its own small chunk.
  const { unzipSync } = await import("fflate");
  const files = unzipSync(bytes, { filter: (f) => f.name === "tropero-export.json" });
  const json = files["tropero-export.json"];
  return json ? new Blob([json as BlobPart], { type: "application/json" }) : null;
}

export const importOrganization = (orgId: number, json: Blob, onProgress: (share: number) => void) =>
  uploadBody<Uploaded<typeof organization.import.$post>>(
    organization.import.$path({ param: { id: id(orgId) } }),
    json,
    onProgress,
  );
