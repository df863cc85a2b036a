// Tool `registration`: the tagged animals still to register with SENASA, how many are past their deadline and
// the first deadline. The dashboard card's own query (dashboard/registration-sql.ts), so both say the same.
import type { AssistantToolResult } from "../../../shared/assistant-schemas";
import { REGISTRATION_BUSINESS_DAYS } from "../../../shared/animal-values";
import { countNoun } from "../../../shared/plural";
import * as z from "../../../shared/zod";
import { readRegistration } from "../../dashboard/registration-sql";
import { dayLabel } from "../dates";
import { fmtInt, type ToolScope } from "./tool-scope";

export const registrationInput = z.object({}).strict();

/** The Animales list of the animals to register (the dashboard card links there too). */
const PENDING_LINK = { label: "Animales sin registrar", path: "/animales?registration=pendiente" };

export async function registrationTool(scope: ToolScope): Promise<AssistantToolResult> {
  const { pending, overdue, next_due } = await readRegistration(scope.db, scope.orgId, scope.today);
  if (pending === 0) {
    return {
      summary: "No tenés animales sin registrar en SENASA.",
      figures: [{ label: "Sin registrar en SENASA", value: 0 }],
      links: [{ label: "Animales", path: "/animales" }],
    };
  }
  const due = next_due!;
  const first =
    due < scope.today
      ? `El primer plazo venció el ${dayLabel(due)}.`
      : due === scope.today
        ? "El primer plazo vence hoy."
        : `El primer plazo vence el ${dayLabel(due)}.`;
  const late = overdue > 0 ? `${countNoun(overdue, "vencido", fmtInt)}` : "ninguno vencido";
  return {
    summary:
      `Tenés ${countNoun(pending, "animal", fmtInt)} sin registrar en SENASA (${late}). ${first}` +
      ` SENASA da ${REGISTRATION_BUSINESS_DAYS} días hábiles desde la caravaneada.`,
    figures: [
      { label: "Sin registrar en SENASA", value: pending },
      { label: "Vencidos", value: overdue },
      { label: "Primer vencimiento", value: due },
    ],
    links: [PENDING_LINK],
  };
}
