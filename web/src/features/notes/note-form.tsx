// The note form (new and edit): title, text, pinned, the lot and rodeo it is about, and photos to add
// (picked here, resized and uploaded by the dialog after the note is saved). Checked with the API's own
// noteCreateSchema; the API's refusals land on their fields.
import { noteCreateSchema, NOTE_BODY_MAX, NOTE_TITLE_MAX, type NoteCreateBody } from "@shared/note-schemas";
import type { Note } from "@shared/note-types";
import { NOTE_MAX_PHOTOS } from "@shared/note-values";
import { useId, useState, type ReactNode } from "react";
import { FieldError, FormActions, FormError, SelectField } from "../../components/form-parts";
import { TextAreaField } from "../../components/text-area-field";
import { TextField } from "../../components/text-field";
import { useMessages } from "../../lib/i18n";
import { useZodForm } from "../../lib/use-zod-form";
import { notesMessages } from "./notes-messages";
import { isAcceptedImage } from "./photo-resize";
import { NamedOptions } from "../../components/named-options";

export interface NoteFormValues {
  title: string;
  body: string;
  pinned: boolean;
  lot_id: string;
  rodeo_id: string;
}

export interface Named {
  id: number;
  name: string;
}

const idOrNull = (v: string) => (v ? Number(v) : null);

export const toNoteInput = (v: NoteFormValues) => ({
  title: v.title,
  body: v.body,
  pinned: v.pinned,
  lot_id: idOrNull(v.lot_id),
  rodeo_id: idOrNull(v.rodeo_id),
});

export const noteFormValues = (note?: Note | null, about: { lotId?: number; rodeoId?: number } = {}) => ({
  title: note?.title ?? "",
  body: note?.body ?? "",
  pinned: note?.pinned ?? false,
  lot_id: String(note?.lot_id ?? about.lotId ?? ""),
  rodeo_id: String(note?.rodeo_id ?? about.rodeoId ?? ""),
});

interface Props {
  note?: Note | null;
  about?: { lotId?: number; rodeoId?: number };
  lots: readonly Named[];
  rodeos: readonly Named[];
  /** Saves the note, then its new photos; a rejection is the API's error (field issues go on the fields). */
  onSave: (body: NoteCreateBody, files: File[]) => Promise<unknown>;
  onCancel?: () => void;
  /** The photos the note already has, with their remove buttons (edit). */
  existingPhotos?: ReactNode;
  /** How the uploads are going (after the note was saved). */
  progress?: ReactNode;
}

function PhotoPicker({ room, files, onChange }: { room: number; files: File[]; onChange: (f: File[]) => void }) {
  const t = useMessages(notesMessages);
  const id = useId();
  const [error, setError] = useState<string | null>(null);
  const pick = (picked: File[]) => {
    const wrong = picked.find((f) => !isAcceptedImage(f));
    const accepted = picked.filter(isAcceptedImage);
    const next = [...files, ...accepted];
    setError(wrong ? t.notAnImage(wrong.name) : next.length > room ? t.tooManyPhotos(NOTE_MAX_PHOTOS) : null);
    onChange(next.slice(0, Math.max(0, room)));
  };
  return (
    <div className="field">
      <label htmlFor={id}>{t.addPhotos}</label>
      <input
        id={id}
        className="input"
        type="file"
        accept="image/jpeg,image/png,image/webp"
        multiple
        disabled={room <= 0}
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ""}`}
        onChange={(e) => {
          pick([...(e.target.files ?? [])]);
          e.target.value = "";
        }}
      />
      <span id={`${id}-hint`} className="field-hint">
        {t.photosHint(NOTE_MAX_PHOTOS)}
      </span>
      <FieldError id={`${id}-error`} message={error} />
      {files.length ? (
        <ul className="note-picked">
          {files.map((f, i) => (
            <li key={`${f.name}-${i}`}>
              <span>{f.name}</span>
              <button
                type="button"
                className="btn btn-ghost btn-sm"
                aria-label={t.removePhoto(i + 1)}
                onClick={() => onChange(files.filter((_, j) => j !== i))}
              >
                ✕
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

export function NoteForm({ note, about, lots, rodeos, onSave, onCancel, existingPhotos, progress }: Props) {
  const t = useMessages(notesMessages);
  const [files, setFiles] = useState<File[]>([]);
  const form = useZodForm<NoteFormValues, typeof noteCreateSchema>(noteCreateSchema, noteFormValues(note, about), {
    toInput: toNoteInput,
  });
  const { field, selectField, register, rootError, formState, submitWith } = form;
  const room = NOTE_MAX_PHOTOS - (note?.photos.length ?? 0);

  const submit = submitWith(async (body) => {
    await onSave(body, files);
    setFiles([]);
  }, t.saveError);

  return (
    <form className="form" onSubmit={submit} noValidate>
      <TextField label={t.noteTitle} maxLength={NOTE_TITLE_MAX} autoComplete="off" {...field("title")} />
      <TextAreaField
        label={t.body}
        hint={t.bodyHint}
        inputClassName="note-textarea"
        rows={5}
        maxLength={NOTE_BODY_MAX}
        {...field("body")}
      />
      <div className="field-row">
        <SelectField label={t.lot} {...selectField("lot_id")}>
          <NamedOptions items={lots} empty={t.none} />
        </SelectField>
        <SelectField label={t.rodeo} {...selectField("rodeo_id")}>
          <NamedOptions items={rodeos} empty={t.none} />
        </SelectField>
      </div>
      <label className="note-check">
        <input type="checkbox" {...register("pinned")} /> {t.pinField}
      </label>
      <fieldset className="note-photo-fieldset">
        <legend>{t.photos}</legend>
        {existingPhotos}
        <PhotoPicker room={room} files={files} onChange={setFiles} />
        {progress}
      </fieldset>
      <FormError message={rootError} />
      <FormActions onCancel={onCancel} busy={formState.isSubmitting} label={t.save} />
    </form>
  );
}
