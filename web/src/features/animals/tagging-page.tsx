// Caravanear (/animales/caravanear, docs/animals.md): the date, rodeo and the category and sex most animals
// share; then one read per animal (typed or pasted now; the reader's file and serial reads go through the same
// `addTagReads`), each row with its own sex and category and whether its tag is new; save posts the tagging
// (without signal it waits in the outbox).
import { taggingBody } from "@shared/animal-schemas";
import { ANIMAL_SEXES, type AnimalSex } from "@shared/animal-values";
import { useRef, useState } from "react";
import { useNavigate } from "react-router-dom";
import { SelectField } from "../../components/form-parts";
import { ValueOptions } from "../../components/named-options";
import { PageFrame } from "../../components/page-frame";
import { BackLink } from "../../components/record-actions";
import { useTagAnimals } from "../../data/animals";
import { errorMessage } from "../../lib/api/client";
import { todayIso } from "../../lib/dates";
import { useMessages } from "../../lib/i18n";
import { paths } from "../../lib/paths";
import { toast } from "../../lib/toast";
import { animalValueMessages } from "./animals-messages";
import { flowMessages } from "./flow-messages";
import { addReads, readsStatus, type TagRead } from "./flow-reads";
import { CategoryOptions, FlowSave, FlowSettings, RemoveRead } from "./flow-parts";
import { ReadBox } from "./read-box";
import { ReaderTools } from "./reader-tools";
import { useReadRows } from "./use-read-rows";
import { TagLabel } from "./tag-label";
import { TagStatus } from "./tag-status";
import "./animals.css";

interface TaggingRow {
  tag: string;
  sex: AnimalSex;
  category: string;
}

export default function TaggingPage() {
  const t = useMessages(flowMessages);
  const v = useMessages(animalValueMessages);
  const navigate = useNavigate();
  const [date, setDate] = useState(todayIso);
  const [rodeoId, setRodeoId] = useState("");
  const [category, setCategory] = useState("");
  const [sex, setSex] = useState<AnimalSex>("hembra");
  const { rows, current, update } = useReadRows<TaggingRow>();
  const [status, setStatus] = useState<string | null>(null);
  const [issue, setIssue] = useState<string | null>(null);
  // Made when save is first pressed and kept until it succeeds: a retry after a lost answer records once.
  const clientId = useRef<string | null>(null);
  const tagging = useTagAnimals();

  /** The one entry for reads of any source (typed box, the reader's file import or serial port). */
  function addTagReads(reads: readonly TagRead[], problems: readonly string[] = []) {
    const result = addReads(current.current, reads, (tag) => ({ tag, sex, category }), undefined, problems);
    update(() => result.rows);
    setStatus(readsStatus(t, result));
    return result;
  }

  const remove = (tag: string) => update((list) => list.filter((r) => r.tag !== tag));
  const change = (tag: string, patch: Partial<TaggingRow>) =>
    update((list) => list.map((r) => (r.tag === tag ? { ...r, ...patch } : r)));

  function save() {
    if (!rodeoId) {
      setIssue(t.chooseRodeo);
      return;
    }
    const body = {
      date,
      rodeo_id: Number(rodeoId) || undefined,
      animals: rows.map((r) => ({ tag: r.tag, sex: r.sex, category: r.category })),
    };
    const parsed = taggingBody.safeParse(body);
    if (!parsed.success) {
      setIssue(parsed.error.issues[0]?.message ?? t.saveError);
      return;
    }
    setIssue(null);
    clientId.current ??= crypto.randomUUID();
    tagging
      .mutateAsync({ ...body, rodeo_id: Number(rodeoId), client_id: clientId.current })
      .then((saved) => {
        clientId.current = null;
        toast.success(saved.queued ? t.savedOffline : t.tagged(rows.length));
        void navigate(`${paths.animals}?rodeo_id=${rodeoId}`);
      })
      .catch(() => undefined);
  }

  const error = issue ?? (tagging.error ? errorMessage(tagging.error, t.saveError) : null);
  return (
    <PageFrame title={t.taggingTitle} description={t.taggingText}>
      <BackLink to={paths.animals} label={t.back} />
      <FlowSettings date={date} onDate={setDate} rodeoId={rodeoId} onRodeo={setRodeoId}>
        <SelectField label={t.defaultCategory} value={category} onChange={(e) => setCategory(e.target.value)}>
          <CategoryOptions empty={t.chooseCategory} />
        </SelectField>
        <SelectField label={t.defaultSex} value={sex} onChange={(e) => setSex(e.target.value as AnimalSex)}>
          <ValueOptions values={ANIMAL_SEXES} label={(s) => v[s]} />
        </SelectField>
      </FlowSettings>
      <section aria-labelledby="tagging-reads">
        <div className="section-head">
          <h2 id="tagging-reads">{t.reads}</h2>
          <span className="flow-summary">{t.count(rows.length)}</span>
        </div>
        {rows.length === 0 ? <p className="muted">{t.noReads}</p> : null}
        <ul className="flow-reads" aria-labelledby="tagging-reads">
          {rows.map((row) => (
            <li key={row.tag} className="flow-read">
              <TagLabel number={row.tag} />
              <RemoveRead tag={row.tag} onRemove={remove} />
              <div className="flow-read-fields">
                <SelectField
                  label={t.sex}
                  value={row.sex}
                  onChange={(e) => change(row.tag, { sex: e.target.value as AnimalSex })}
                >
                  <ValueOptions values={ANIMAL_SEXES} label={(s) => v[s]} />
                </SelectField>
                <SelectField
                  label={t.category}
                  value={row.category}
                  onChange={(e) => change(row.tag, { category: e.target.value })}
                >
                  <CategoryOptions empty={t.chooseCategory} />
                </SelectField>
              </div>
              <TagStatus tag={row.tag} />
            </li>
          ))}
        </ul>
      </section>
      <ReaderTools onReads={addTagReads} />
      <ReadBox onReads={addTagReads} status={status}>
        <FlowSave
          error={error}
          busy={tagging.isPending}
          disabled={rows.length === 0}
          label={t.saveTagging(rows.length)}
          onSave={save}
        />
      </ReadBox>
    </PageFrame>
  );
}
