// An animal's SENASA registration: registered, pending with its deadline, or overdue (in red).
import type { Animal } from "@shared/animal-types";
import { formatDay, todayIso } from "../../lib/dates";
import { useMessages } from "../../lib/i18n";
import { animalsMessages } from "./animals-messages";

/** Pending past its deadline (docs/animals.md: 10 business days after tagging). */
export const isOverdue = (a: Pick<Animal, "registration" | "registration_due">, today = todayIso()) =>
  a.registration === "pendiente" && a.registration_due < today;

export function RegistrationChip({ animal }: { animal: Pick<Animal, "registration" | "registration_due"> }) {
  const t = useMessages(animalsMessages);
  if (animal.registration === "registrada") return <span className="badge">{t.registered}</span>;
  const due = formatDay(animal.registration_due);
  return isOverdue(animal) ? (
    <span className="badge badge-danger">{t.overdueSince(due)}</span>
  ) : (
    <span className="badge badge-earth">{t.pendingUntil(due)}</span>
  );
}
