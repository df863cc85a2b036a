// A note's photos: thumbnails (buttons that open the viewer) and the viewer dialog (full size,
// previous/next by button or arrow keys, Escape closes: Modal's focus trap and Escape).
import type { Note, NotePhoto } from "@shared/note-types";
import { useEffect, useState } from "react";
import { Modal } from "../../components/modal";
import { useMessages } from "../../lib/i18n";
import { notesMessages } from "./notes-messages";
import { usePhotoUrl } from "./use-photo-url";

export function PhotoImage({ photo, alt, className }: { photo: NotePhoto; alt: string; className: string }) {
  const t = useMessages(notesMessages);
  const { src, failed } = usePhotoUrl(photo.url);
  if (failed) return <span className={`${className} note-photo-missing`}>{t.photoError}</span>;
  if (!src) return <span className={`${className} note-photo-loading`} aria-hidden="true" />;
  return (
    <img
      className={className}
      src={src}
      alt={alt}
      width={photo.width ?? undefined}
      height={photo.height ?? undefined}
      decoding="async"
    />
  );
}

export function PhotoViewer({ note, start, onClose }: { note: Note; start: number; onClose: () => void }) {
  const t = useMessages(notesMessages);
  const [index, setIndex] = useState(start);
  const total = note.photos.length;
  const go = (step: number) => setIndex((i) => (i + step + total) % total);
  // Arrow keys move between the photos wherever the focus is inside the open viewer; Tab and Escape
  // stay with the Modal.
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key === "ArrowLeft") setIndex((i) => (i - 1 + total) % total);
      if (e.key === "ArrowRight") setIndex((i) => (i + 1) % total);
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [total]);
  const photo = note.photos[index];
  if (!photo) return null;
  return (
    <Modal title={`${note.title} · ${t.viewerTitle(index + 1, total)}`} onClose={onClose}>
      <div className="note-viewer">
        <PhotoImage key={photo.id} photo={photo} alt={t.photoAlt(note.title, index + 1)} className="note-viewer-img" />
        {total > 1 ? (
          <div className="note-viewer-nav">
            <button type="button" className="btn btn-secondary" onClick={() => go(-1)}>
              {t.previous}
            </button>
            <span aria-live="polite">{t.viewerTitle(index + 1, total)}</span>
            <button type="button" className="btn btn-secondary" onClick={() => go(1)}>
              {t.next}
            </button>
          </div>
        ) : null}
      </div>
    </Modal>
  );
}

export function PhotoStrip({ note }: { note: Note }) {
  const t = useMessages(notesMessages);
  const [open, setOpen] = useState<number | null>(null);
  if (!note.photos.length) return null;
  return (
    <>
      <ul className="note-photos" aria-label={t.photos}>
        {note.photos.map((p, i) => (
          <li key={p.id}>
            <button type="button" className="note-thumb-btn" aria-label={t.openPhoto(i + 1)} onClick={() => setOpen(i)}>
              <PhotoImage photo={p} alt={t.photoAlt(note.title, i + 1)} className="note-thumb" />
            </button>
          </li>
        ))}
      </ul>
      {open !== null ? <PhotoViewer note={note} start={open} onClose={() => setOpen(null)} /> : null}
    </>
  );
}
