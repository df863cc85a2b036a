// Sesión de pesada (/animales/pesada, docs/animals.md): the date and rodeo, then each tag with its kg (typed
// pairs, or the last digits of an active animal's tag; the reader's file import goes through the same
// `addWeightReads`), the count and mean as they grow; save posts the individual weights (without signal they
// wait in the outbox).
import { animalWeighingBody } from "@shared/animal-schemas";
import { formatTag } from "@shared/tag-number";
import { useRef, useState } from "react";
import { useNavigate } from "react-router-dom";
import { PageFrame } from "../../components/page-frame";
import { BackLink } from "../../components/record-actions";
import { TextField } from "../../components/text-field";
import { useWeighAnimals } from "../../data/animals";
import { errorMessage } from "../../lib/api/client";
import { todayIso } from "../../lib/dates";
import { formatKg } from "../../lib/herd/figures";
import { useMessages } from "../../lib/i18n";
import { paths } from "../../lib/paths";
import { toast } from "../../lib/toast";
import { flowMessages } from "./flow-messages";
import { addReads, meanKg, parseKg, readsStatus, type TagRead } from "./flow-reads";
import { FlowSave, FlowSettings, RemoveRead } from "./flow-parts";
import { ReadBox } from "./read-box";
import { ReaderTools } from "./reader-tools";
import { useReadRows } from "./use-read-rows";
import { TagLabel } from "./tag-label";
import "./animals.css";

interface WeightRow {
  tag: string;
  /** As typed, so a half-typed "345," stays on screen. */
  kg: string;
}

const kgText = (kg: number | undefined) => (kg === undefined ? "" : String(kg).replace(".", ","));

export default function WeighingPage() {
  const t = useMessages(flowMessages);
  const navigate = useNavigate();
  const [date, setDate] = useState(todayIso);
  const [rodeoId, setRodeoId] = useState("");
  const { rows, current, update } = useReadRows<WeightRow>();
  const [status, setStatus] = useState<string | null>(null);
  const [issue, setIssue] = useState<string | null>(null);
  const clientId = useRef<string | null>(null);
  const weighing = useWeighAnimals();

  /** The one entry for reads of any source (typed pairs, the reader's file import). */
  function addWeightReads(reads: readonly TagRead[], problems: readonly string[] = []) {
    const result = addReads(
      current.current,
      reads,
      (tag, read) => ({ tag, kg: kgText(read.kg) }),
      (row, kg) => ({ ...row, kg: kgText(kg) }),
      problems,
    );
    update(() => result.rows);
    setStatus(readsStatus(t, result));
    return result;
  }

  const weights = rows.flatMap((r) => {
    const kg = parseKg(r.kg);
    return kg === undefined ? [] : [{ tag: r.tag, kg }];
  });
  const missing = rows.length - weights.length;
  const mean = meanKg(weights.map((w) => w.kg));

  function save() {
    if (!rodeoId) {
      setIssue(t.chooseRodeo);
      return;
    }
    const body = { date, rodeo_id: Number(rodeoId) || undefined, weights };
    const parsed = animalWeighingBody.safeParse(body);
    if (!parsed.success || missing > 0) {
      setIssue(missing > 0 ? t.missingKg(missing) : (parsed.error?.issues[0]?.message ?? t.saveError));
      return;
    }
    setIssue(null);
    clientId.current ??= crypto.randomUUID();
    weighing
      .mutateAsync({ date, rodeo_id: Number(rodeoId), weights, client_id: clientId.current })
      .then((saved) => {
        clientId.current = null;
        toast.success(saved.queued ? t.savedOffline : t.weighed(weights.length));
        void navigate(`${paths.animals}?rodeo_id=${rodeoId}`);
      })
      .catch(() => undefined);
  }

  const error = issue ?? (weighing.error ? errorMessage(weighing.error, t.saveError) : null);
  return (
    <PageFrame title={t.weighingTitle} description={t.weighingText}>
      <BackLink to={paths.animals} label={t.back} />
      <FlowSettings date={date} onDate={setDate} rodeoId={rodeoId} onRodeo={setRodeoId} />
      <section aria-labelledby="weighing-reads">
        <div className="section-head">
          <h2 id="weighing-reads">{t.reads}</h2>
          <span className="flow-summary" aria-live="polite">
            <span>{t.count(weights.length)}</span>
            <span>{t.mean(formatKg(mean))}</span>
            {missing > 0 ? <span className="form-error">{t.missingKg(missing)}</span> : null}
          </span>
        </div>
        {rows.length === 0 ? <p className="muted">{t.noReads}</p> : null}
        <ul className="flow-reads" aria-labelledby="weighing-reads">
          {rows.map((row) => (
            <li key={row.tag} className="flow-read">
              <TagLabel number={row.tag} />
              <RemoveRead tag={row.tag} onRemove={(tag) => update((list) => list.filter((r) => r.tag !== tag))} />
              <TextField
                className="flow-read-kg"
                label={`${t.kg} ${formatTag(row.tag)}`}
                inputMode="decimal"
                value={row.kg}
                onChange={(e) =>
                  update((list) => list.map((r) => (r.tag === row.tag ? { ...r, kg: e.target.value } : r)))
                }
              />
            </li>
          ))}
        </ul>
      </section>
      <ReaderTools withKg onReads={addWeightReads} />
      <ReadBox withKg tails={{ rodeoId, onStatus: setStatus }} onReads={addWeightReads} status={status}>
        <FlowSave
          error={error}
          busy={weighing.isPending}
          disabled={rows.length === 0}
          label={t.saveWeighing(weights.length)}
          onSave={save}
        />
      </ReadBox>
    </PageFrame>
  );
}
