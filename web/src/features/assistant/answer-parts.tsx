// What an answer's tools brought: the figures as stat tiles, the screens they come from as links,
// and a small bar chart when a tool returned monthly rows (rain by month against last year).
import type { AssistantFigure, AssistantLink } from "@shared/assistant-schemas";
import { Link } from "react-router-dom";
import { BarChart, formatNumber } from "../../components/charts";
import { Stat } from "../../components/herd/stat";
import { useMessages } from "../../lib/i18n";
import { assistantMessages } from "./assistant-messages";
import type { ToolPart } from "./chat-turns";

const value = (v: number | string) => (typeof v === "number" ? formatNumber(v) : v);

/** Only app paths become links: an answer never sends the user outside the app. */
const isAppPath = (path: string) => path.startsWith("/") && !path.startsWith("//");

export function Figures({ figures }: { figures: AssistantFigure[] }) {
  const t = useMessages(assistantMessages);
  if (!figures.length) return null;
  return (
    <dl className="stat-grid as-figures" aria-label={t.figures}>
      {figures.map((f, i) => (
        <Stat key={`${f.label}-${i}`} label={f.label} value={value(f.value)} unit={f.unit} />
      ))}
    </dl>
  );
}

export function Links({ links }: { links: AssistantLink[] }) {
  const t = useMessages(assistantMessages);
  const shown = links.filter((l) => isAppPath(l.path));
  if (!shown.length) return null;
  return (
    <nav className="as-links" aria-label={t.links}>
      {shown.map((l) => (
        <Link key={`${l.path}-${l.label}`} className="as-link" to={l.path}>
          {l.label} →
        </Link>
      ))}
    </nav>
  );
}

type Row = Record<string, string | number | null>;
const LABEL_KEYS = ["month", "mes", "label", "period"];
const SERIES_NAMES: Record<string, string> = {
  // The rain tool's columns (worker/areas/assistant/tools/rain.ts), named as its figures are.
  mm: "Lluvia",
  mm_anio_anterior: "Año anterior",
  this_year: "Este año",
  current: "Este año",
  last_year: "Año pasado",
  previous: "Año pasado",
  last_year_mm: "Año pasado",
  previous_mm: "Año pasado",
};
const seriesName = (key: string) => {
  const name = SERIES_NAMES[key] ?? key.replace(/_/g, " ");
  return name.charAt(0).toUpperCase() + name.slice(1);
};

/**
 * Month rows as a chart's labels and series (null when the rows are not a monthly table). One month
 * is charted only against something (this year and last year): a lone bar says nothing.
 */
export function monthlySeries(rows: Row[] | undefined) {
  if (!rows?.length) return null;
  const labelKey = LABEL_KEYS.find((k) => typeof rows[0]![k] === "string");
  if (!labelKey) return null;
  const numeric = Object.keys(rows[0]!).filter(
    (k) => k !== labelKey && rows.every((r) => typeof r[k] === "number" || r[k] === null),
  );
  if (!numeric.length || (rows.length < 2 && numeric.length < 2)) return null;
  return {
    labels: rows.map((r) => String(r[labelKey])),
    series: numeric.map((k) => ({ label: seriesName(k), data: rows.map((r) => r[k] as number | null) })),
  };
}

export function ToolResult({ part }: { part: ToolPart }) {
  const chart = monthlySeries(part.result.rows);
  return (
    <div className="as-tool">
      <Figures figures={part.result.figures} />
      {chart ? <BarChart title={part.result.summary} labels={chart.labels} series={chart.series} height={180} /> : null}
      <Links links={part.result.links} />
    </div>
  );
}
