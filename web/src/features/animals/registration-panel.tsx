// "Registrar en SENASA" on the pending list: the CSV of pending animals to upload there, and the form that
// marks tags registered with the date and SENASA's reference. The tags of the page on screen come filled in.
import { registrationBody } from "@shared/animal-schemas";
import { useState } from "react";
import { TextAreaField } from "../../components/text-area-field";
import { TextField } from "../../components/text-field";
import { downloadRegistrationCsv } from "../../data/api/animals-api";
import { useRegisterAnimals } from "../../data/animals";
import { errorMessage } from "../../lib/api/client";
import { todayIso } from "../../lib/dates";
import { toastError } from "../../lib/error-toast";
import { useMessages } from "../../lib/i18n";
import { toast } from "../../lib/toast";
import { registrationMessages } from "./animals-messages";

export function RegistrationPanel({ orgId, tags }: { orgId: number; tags: readonly string[] }) {
  const t = useMessages(registrationMessages);
  const [text, setText] = useState(() => tags.join("\n"));
  const [date, setDate] = useState(todayIso);
  const [reference, setReference] = useState("");
  const [issue, setIssue] = useState<string | null>(null);
  const register = useRegisterAnimals();

  async function download() {
    try {
      await downloadRegistrationCsv(orgId, t.downloadFile(todayIso()));
    } catch (e) {
      toastError(errorMessage(e, t.downloadError), e);
    }
  }

  function submit() {
    const lines = text
      .split(/\r?\n/)
      .map((l) => l.trim())
      .filter(Boolean);
    const parsed = registrationBody.safeParse({ tags: lines, date, reference });
    if (!parsed.success) {
      setIssue(parsed.error.issues[0]?.message ?? t.error);
      return;
    }
    setIssue(null);
    register.mutate(
      { tags: lines, date, reference },
      {
        onSuccess: (n) => {
          toast.success(t.done(n));
          setText("");
          setReference("");
        },
      },
    );
  }

  const error = issue ?? (register.error ? errorMessage(register.error, t.error) : null);
  return (
    <section className="card registration-panel" aria-labelledby="registration-title">
      <div className="section-head">
        <h2 id="registration-title">{t.title}</h2>
        <button type="button" className="btn btn-secondary btn-sm" onClick={() => void download()}>
          {t.download}
        </button>
      </div>
      <p className="muted">{t.text}</p>
      <form
        className="stack"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <TextAreaField
          label={t.tags}
          hint={t.tagsHint}
          rows={4}
          value={text}
          onChange={(e) => setText(e.target.value)}
        />
        <div className="registration-fields">
          <TextField label={t.date} type="date" value={date} onChange={(e) => setDate(e.target.value)} />
          <TextField
            label={t.reference}
            hint={t.referenceHint}
            value={reference}
            onChange={(e) => setReference(e.target.value)}
          />
        </div>
        {error ? (
          <p className="form-error" role="alert">
            {error}
          </p>
        ) : null}
        <button type="submit" className="btn btn-primary" disabled={register.isPending}>
          {register.isPending ? t.saving : t.submit}
        </button>
      </form>
    </section>
  );
}
