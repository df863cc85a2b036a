// Photos are shrunk in the browser before upload (docs/tasks-and-notes.md): at most NOTE_PHOTO_MAX_PX on the long side,
// re-encoded as JPEG, so a phone's 12 MP shot travels as a few hundred KB over the ranch's weak signal.
import { NOTE_PHOTO_TYPES } from "@shared/note-schemas";
import { NOTE_PHOTO_MAX_PX } from "@shared/note-values";

export interface ResizedPhoto {
  blob: Blob;
  width: number;
  height: number;
}

export const isAcceptedImage = (file: { type: string }) => (NOTE_PHOTO_TYPES as readonly string[]).includes(file.type);

/** The size that fits `maxPx` on the long side, keeping the proportions (never enlarged). */
export function fitWithin(width: number, height: number, maxPx = NOTE_PHOTO_MAX_PX) {
  const scale = Math.min(1, maxPx / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

export async function resizePhoto(file: Blob, maxPx = NOTE_PHOTO_MAX_PX): Promise<ResizedPhoto> {
  const bitmap = await createImageBitmap(file, { imageOrientation: "from-image" });
  const { width, height } = fitWithin(bitmap.width, bitmap.height, maxPx);
  const canvas = document.createElement("canvas");
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext("2d");
  if (!context) throw new Error("canvas");
  // JPEG has no transparency: a white ground instead of black behind a transparent PNG.
  context.fillStyle = "#fff";
  context.fillRect(0, 0, width, height);
  context.drawImage(bitmap, 0, 0, width, height);
  bitmap.close();
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, "image/jpeg", 0.85));
  if (!blob) throw new Error("toBlob");
  return { blob, width, height };
}
