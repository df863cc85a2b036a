// The finance summary (docs/money.md, "what each head earns"), added up from the rows of finance-queries.ts.
// Pure. Decisions (docs/money.md): income is the net (without IVA) of issued and paid invoices by invoice
// date; expenses the net of live purchases by purchase date; IVA is a tax the ranch collects or pays for the
// State, not its income or cost. Heads and kilos come from the SELL movements (kilos = heads × mean weight).
import { EXPENSE_CATEGORIES, type ExpenseCategory } from "../../../shared/money-values";
import type { FinanceSummary } from "../../../shared/money-types";
import { toCents, toPesos } from "../../../shared/money";
import { monthsBetween } from "../../../shared/report-months";
import type { DayRange } from "../../../shared/finance-schemas";
import type { FinanceRows } from "./finance-queries";

const sum = (values: Iterable<number>) => {
  let total = 0;
  for (const v of values) total += v;
  return total;
};

/** Cents ÷ a count, as pesos rounded to the cent; null when nothing to divide by. */
const perUnit = (cents: number, count: number) => (count > 0 ? toPesos(Math.round(cents / count)) : null);

export function financeSummary(range: DayRange, rows: FinanceRows): FinanceSummary {
  const months = monthsBetween(range.from.slice(0, 7), range.to.slice(0, 7)).map((month) => ({
    month,
    income: toPesos(rows.income.get(month) ?? 0),
    expenses: toPesos(rows.expenses.get(month) ?? 0),
  }));
  const incomeCents = sum(rows.income.values());
  const expenseCents = sum(rows.expenses.values());
  const resultCents = incomeCents - expenseCents;
  const expenses_by_category = EXPENSE_CATEGORIES.filter((c) => rows.categories.get(c))
    .map((category: ExpenseCategory) => ({ category, amount: toPesos(rows.categories.get(category)!) }))
    .sort((a, b) => b.amount - a.amount);
  const feedCents = toCents(rows.feedCost) ?? 0;
  return {
    from: range.from,
    to: range.to,
    months,
    income: toPesos(incomeCents),
    expenses: toPesos(expenseCents),
    result: toPesos(resultCents),
    heads_sold: rows.headsSold,
    kilos_sold: Math.round(rows.kilosSold * 10) / 10,
    // Price per kg from the invoice lines billed by kilo: what was actually charged (net of IVA).
    average_price_per_kg: perUnit(rows.kgNetCents * 1000, rows.kgMilli),
    expenses_by_category,
    // Feed consumed in the range ÷ the heads in the live rodeos now (not an average over the range).
    feed_cost_per_head: perUnit(feedCents, rows.headsNow),
    margin_per_head: perUnit(resultCents, rows.headsSold),
  };
}
