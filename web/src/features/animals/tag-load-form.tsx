// "Cargar caravanas" (docs/animals.md): the numbers bought, pasted one per line or given as a range, checked
// with the API's own tagLoadBody. Blank lines are skipped, so "Línea N" is renumbered to the text area's line.
import { tagLoadBody } from "@shared/tag-schemas";
import { useState } from "react";
import { FormError, SubmitButton } from "../../components/form-parts";
import { TextAreaField } from "../../components/text-area-field";
import { TextField } from "../../components/text-field";
import { useLoadTags } from "../../data/animals";
import { useMessages } from "../../lib/i18n";
import { apiIssues, useZodForm } from "../../lib/use-zod-form";
import { tagLoadMessages } from "./tags-messages";

interface LoadValues {
  way: "list" | "range";
  numbers: string;
  from: string;
  to: string;
}

/** The text area's non-blank lines, each with its line number (from 1). */
const linesOf = (text: string) =>
  text.split(/\r?\n/).flatMap((line, i) => (line.trim() ? [{ line: line.trim(), at: i + 1 }] : []));

const toInput = (v: LoadValues) =>
  v.way === "list" ? { numbers: linesOf(v.numbers).map((l) => l.line) } : { from: v.from, to: v.to };

/** "Línea 3: ..." counts the lines sent; the user reads the text area's own, blank ones included. */
const renumber = (message: string, text: string) =>
  message.replace(/^Línea (\d+):/, (whole, n: string) => {
    const at = linesOf(text)[Number(n) - 1]?.at;
    return at === undefined ? whole : `Línea ${at}:`;
  });

export function TagLoadForm() {
  const t = useMessages(tagLoadMessages);
  const load = useLoadTags();
  const [done, setDone] = useState<string | null>(null);
  const form = useZodForm<LoadValues, typeof tagLoadBody>(
    tagLoadBody,
    { way: "list", numbers: "", from: "", to: "" },
    { toInput, messages: { numbers: (message, values) => renumber(message, values.numbers) } },
  );
  const { field, watch, setError, setServerError, rootError, formState, reset } = form;
  const way = watch("way");

  const submit = form.handleSubmit(async (body) => {
    setDone(null);
    try {
      const { added, already } = await load.mutateAsync(body);
      setDone(t.done(added, already));
      reset({ way, numbers: "", from: "", to: "" });
    } catch (error) {
      // The server's line errors go under the field they name, renumbered like the form's own.
      const issues = apiIssues(error);
      for (const issue of issues) {
        const name = issue.path.split(".")[0];
        if (name === "from" || name === "to") setError(name, { message: issue.message });
        else setError("numbers", { message: renumber(issue.message, form.getValues("numbers")) });
      }
      if (issues.length === 0) setServerError(error, t.error);
    }
  });

  return (
    <section className="card tag-load" aria-labelledby="tag-load-title">
      <h2 id="tag-load-title">{t.title}</h2>
      <p className="muted">{t.text}</p>
      <form className="form" onSubmit={submit} noValidate>
        <fieldset className="tag-load-way">
          <legend>{t.way}</legend>
          <label>
            <input type="radio" value="list" {...form.register("way")} /> {t.list}
          </label>
          <label>
            <input type="radio" value="range" {...form.register("way")} /> {t.range}
          </label>
        </fieldset>
        {way === "list" ? (
          <TextAreaField
            label={t.numbers}
            hint={t.numbersHint}
            rows={6}
            spellCheck={false}
            autoComplete="off"
            inputClassName="tag-load-numbers"
            {...field("numbers")}
          />
        ) : (
          <div className="tag-load-range">
            <TextField label={t.from} inputMode="numeric" autoComplete="off" hint={t.rangeHint} {...field("from")} />
            <TextField label={t.to} inputMode="numeric" autoComplete="off" {...field("to")} />
          </div>
        )}
        <FormError message={rootError} />
        <SubmitButton label={t.submit} busy={formState.isSubmitting} busyLabel={t.saving} />
        <p className="tag-load-done" role="status" aria-live="polite">
          {done}
        </p>
      </form>
    </section>
  );
}
