// The local model's Spanish intent reader (docs/assistant.md): the documented question and command forms,
// each mapped to the same tool calls a function-calling model would make. With accents or without, vos or
// tú, ¿? optional, numbers and periods in words; names (lots, rodeos, fields, categories, members, supplies)
// pass as text and the tools match them loosely. A question is never read as a command (intent-question.ts).
import { argentinaDay } from "../../shared/task-dates";
import { plain } from "./intent-text";
import { isQuestion } from "./intent-question";
import { TOOLS, type IntentCall, type IntentForm } from "./intent-types";
import { COMMAND_FORMS } from "./intents-commands";
import { HERD_FORMS } from "./intents-herd";
import { RECORD_FORMS } from "./intents-records";
import { WORK_FORMS } from "./intents-work";

export { TOOLS, type IntentCall, type IntentForm, type ToolName } from "./intent-types";

/** The order forms are tried in: the first that reads a text answers it (specific before general). */
const ORDER = [
  "rain-command",
  "frost-command",
  "death-command",
  "birth-command",
  "weighing-command",
  "consumption-command",
  "registration",
  "animal-weight",
  "rain-compare",
  "rain-month",
  "rain-period",
  "frosts",
  "deaths",
  "births",
  "withdrawals",
  "supply-costs",
  "sales-kilos",
  "sales-money",
  "sales",
  "purchases",
  "stock-by-group",
  "stock-rodeo",
  "stock-field",
  "ev-per-hectare",
  "supply-stock",
  "category-count",
  "head-count",
  "gain-best",
  "gain-rodeo",
  "gain-category",
  "weighings",
  "movements",
  "reproduction",
  "tasks",
  "supplies-low",
] as const;

const ALL = [...COMMAND_FORMS, ...RECORD_FORMS, ...HERD_FORMS, ...WORK_FORMS];
export const INTENT_FORMS: readonly IntentForm[] = ORDER.map((id) => ALL.find((f) => f.id === id)!);

/** The tool calls a question or command asks for (the first form that reads it), or none. */
export function readIntent(text: string, available?: ReadonlySet<string>, today = argentinaDay()): IntentCall | null {
  const t = plain(text);
  const question = isQuestion(text);
  for (const form of INTENT_FORMS) {
    if (available && !available.has(form.tool)) continue;
    // A question reads records; only a statement or an order drafts one.
    if (question && form.tool === TOOLS.propose) continue;
    const input = form.read(t, { today });
    if (input) return { tool: form.tool, input };
  }
  return null;
}
