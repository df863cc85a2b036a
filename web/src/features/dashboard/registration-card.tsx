// Dashboard: the tagged animals still to register with SENASA (docs/animals.md), those past their deadline in
// red, and the earliest deadline, linking to the Animales list filtered to them. Nothing shows while none are
// pending (nor for a summary kept offline by a version without these figures).
import type { RegistrationSummary } from "@shared/animal-types";
import { REGISTRATIONS } from "@shared/animal-values";
import { Link } from "react-router-dom";
import { formatDay } from "../../lib/dates";
import { useMessages } from "../../lib/i18n";
import { paths } from "../../lib/paths";
import { dashboardMessages } from "./dashboard-messages";
import { TitledCard } from "../../components/titled-card";

/** The Animales list of the animals to register (the list screen reads this filter from its address). */
export const PENDING_REGISTRATION_PATH = `${paths.animals}?registration=${REGISTRATIONS[0]}`;

export function RegistrationCard({
  registration,
  today,
}: {
  registration: RegistrationSummary | undefined;
  /** Argentina's day the summary is for: a deadline before it has passed. */
  today: string;
}) {
  const t = useMessages(dashboardMessages);
  if (!registration || registration.pending === 0) return null;
  const { pending, overdue, next_due } = registration;
  const late = next_due !== null && next_due < today;
  return (
    <TitledCard id="dash-registration" title={t.registrationTitle} className="dash-registration">
      <p className="dash-registration-pending">{t.registrationPending(pending)}</p>
      {overdue > 0 ? <p className="dash-late">{t.registrationOverdue(overdue)}</p> : null}
      {next_due ? (
        <p>
          {t.registrationNext}:{" "}
          <span className={late ? "dash-late" : undefined}>
            {next_due === today ? t.registrationToday : formatDay(next_due)}
          </span>
        </p>
      ) : null}
      <Link to={PENDING_REGISTRATION_PATH}>{t.registrationLink}</Link>
    </TitledCard>
  );
}
