// The template's text with its parameters by name: the admin types {{Nombre del cliente}} or inserts a
// parameter by name at the cursor (a new name, or one the text already uses).
import { useId, useRef, useState, type Ref } from "react";
import type { UseFormRegisterReturn } from "react-hook-form";
import { TextAreaField } from "../../components/text-area-field";
import { Icon } from "../../components/icon";
import { useMessages } from "../../lib/i18n";
import { whatsappTemplatesMessages } from "./whatsapp-templates-messages";

export interface TemplateBodyEditorProps {
  registration: UseFormRegisterReturn<"body">;
  /** The names the text uses now (the shortcuts to insert one again). */
  names: string[];
  error: string | null;
  /** Sets the whole text (after an insertion). */
  onChange: (body: string) => void;
}

/** Braces would break the token: a name never carries them. */
const cleanName = (name: string) => name.replace(/[{}]/g, "").replace(/\s+/g, " ").trim();

export function TemplateBodyEditor({ registration, names, error, onChange }: TemplateBodyEditorProps) {
  const t = useMessages(whatsappTemplatesMessages);
  const id = useId();
  const area = useRef<HTMLTextAreaElement | null>(null);
  const [newName, setNewName] = useState("");
  const { ref, ...rest } = registration;
  const setRefs: Ref<HTMLTextAreaElement> = (el) => {
    area.current = el;
    ref(el);
  };

  const insert = (name: string) => {
    const el = area.current;
    if (!el || !name) return;
    const token = `{{${name}}}`;
    const start = el.selectionStart ?? el.value.length;
    const end = el.selectionEnd ?? start;
    onChange(el.value.slice(0, start) + token + el.value.slice(end));
    el.focus();
    el.setSelectionRange(start + token.length, start + token.length);
  };

  return (
    <div className="template-body-editor">
      <TextAreaField
        label={t.body}
        hint={t.bodyHint}
        error={error}
        inputRef={setRefs}
        rows={5}
        maxLength={2048}
        {...rest}
      />
      <div className="template-insert">
        <div className="field">
          <label htmlFor={`${id}-param`}>{t.paramName}</label>
          <input
            id={`${id}-param`}
            className="input"
            maxLength={60}
            placeholder={t.paramNamePlaceholder}
            value={newName}
            onChange={(e) => setNewName(e.target.value)}
            onKeyDown={(e) => {
              // Enter inserts instead of submitting the form.
              if (e.key !== "Enter") return;
              e.preventDefault();
              insert(cleanName(newName));
              setNewName("");
            }}
          />
        </div>
        <button
          type="button"
          className="btn btn-secondary"
          disabled={!cleanName(newName)}
          onClick={() => {
            insert(cleanName(newName));
            setNewName("");
          }}
        >
          {t.insert}
        </button>
      </div>
      {names.length ? (
        <ul className="template-name-chips" aria-label={t.inText}>
          {names.map((name) => (
            <li key={name}>
              <button
                type="button"
                className="template-name-chip"
                aria-label={t.insertExisting(name)}
                onClick={() => insert(name)}
              >
                <Icon name="plus" size={14} />
                {name}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
