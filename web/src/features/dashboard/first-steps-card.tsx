// "Primeros pasos" (docs/first-steps.md): campo → lotes → rodeo → hacienda inicial → equipo → lluvia, for
// owners and admins. Each step opens its form and is ticked from the summary's figures once the records
// exist; the card goes when every step is done or the owner hides it (first-steps-dismissal.ts). It renders
// with the summary's other cards, after the quick records, so nothing above it moves. A chunk of its own
// (first-steps-slot.tsx); the page hands it the organization and the movement record buttons. The team is
// invited on its own screen, whose form comes first.
import type { DashboardSetup } from "@shared/dashboard-types";
import { lazy, Suspense, useState, type ReactNode } from "react";
import { Link } from "react-router-dom";
import { Icon } from "../../components/icon";
import { useMessages } from "../../lib/i18n";
import { paths } from "../../lib/paths";
import type { FirstStepDialogId } from "./first-step-dialog";
import { firstSteps, FIRST_STEPS, type FirstStepId } from "./first-steps";
import { dismissFirstSteps, useFirstStepsDismissed } from "./first-steps-dismissal";
import { firstStepsMessages } from "./first-steps-messages";

const loadDialog = () => import("./first-step-dialog");
const FirstStepDialog = lazy(loadDialog);
const preload = () => void loadDialog();

type Texts = (typeof firstStepsMessages)["es"];

const TEXT: Record<FirstStepId, { title: keyof Texts; hint: keyof Texts }> = {
  field: { title: "fieldTitle", hint: "fieldHint" },
  lots: { title: "lotsTitle", hint: "lotsHint" },
  rodeo: { title: "rodeoTitle", hint: "rodeoHint" },
  stock: { title: "stockTitle", hint: "stockHint" },
  team: { title: "teamTitle", hint: "teamHint" },
  rain: { title: "rainTitle", hint: "rainHint" },
};

/** The page's button opening the movement form (the purchase, the rain). */
export type RecordButton = (type: "BUY" | "RAIN", label: string, className: string) => ReactNode;

export interface FirstStepsCardProps {
  setup: DashboardSetup;
  orgId: number;
  record: RecordButton;
}

export function FirstStepsCard({ setup, orgId, record }: FirstStepsCardProps) {
  const t = useMessages(firstStepsMessages);
  const dismissed = useFirstStepsDismissed(orgId);
  const [dialog, setDialog] = useState<FirstStepDialogId | null>(null);
  const state = firstSteps(setup);
  if (dismissed || state.complete) return null;

  /** A step's main button is primary when it is the next step to take. */
  const style = (primary: boolean) => (primary ? "btn btn-primary btn-sm" : "btn btn-secondary btn-sm");
  const main = (id: FirstStepId) => style(id === state.next);
  const open = (id: FirstStepDialogId, label: string, className: string) => (
    <button
      type="button"
      className={className}
      onPointerEnter={preload}
      onFocus={preload}
      onClick={() => setDialog(id)}
    >
      {label}
    </button>
  );
  const actions: Record<FirstStepId, ReactNode> = {
    field: open("field", t.fieldAction, main("field")),
    lots: open("lots", t.lotsAction, main("lots")),
    rodeo: open("rodeo", t.rodeoAction, main("rodeo")),
    stock: (
      <>
        {record("BUY", t.stockBuy, main("stock"))}
        {open("count", t.stockCount, style(false))}
      </>
    ),
    team: (
      <Link to={paths.workTeam} className={main("team")}>
        {t.teamAction}
      </Link>
    ),
    rain: record("RAIN", t.rainAction, main("rain")),
  };

  return (
    <section className="card dash-first-steps" aria-labelledby="dash-first-steps-title">
      <div className="first-steps-head">
        <h2 id="dash-first-steps-title">{t.title}</h2>
        <button type="button" className="icon-btn" aria-label={t.dismiss} onClick={() => dismissFirstSteps(orgId)}>
          <Icon name="close" />
        </button>
      </div>
      <p className="muted first-steps-intro">{t.intro}</p>
      <p className="first-steps-progress">
        <progress value={state.done} max={FIRST_STEPS.length} aria-hidden="true" />
        <span>{t.progress(state.done, FIRST_STEPS.length)}</span>
      </p>
      <ol className="first-steps-list">
        {state.steps.map((step, i) => (
          <li key={step.id} className={step.done ? "first-step is-done" : "first-step"}>
            <span className="first-step-mark" aria-hidden="true">
              {step.done ? <Icon name="check" size={16} /> : i + 1}
            </span>
            <div className="first-step-text">
              <strong>{t[TEXT[step.id].title] as string}</strong>
              <span className="muted">{t[TEXT[step.id].hint] as string}</span>
            </div>
            <div className="first-step-actions">
              {step.done ? (
                <span className="badge">
                  <Icon name="check" size={14} /> {t.done}
                </span>
              ) : (
                actions[step.id]
              )}
            </div>
          </li>
        ))}
      </ol>
      {dialog ? (
        <Suspense fallback={null}>
          <FirstStepDialog dialog={dialog} orgId={orgId} onClose={() => setDialog(null)} />
        </Suspense>
      ) : null}
    </section>
  );
}
