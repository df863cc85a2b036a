// The rodeo's running meat withdrawal: the server's withdrawal_until (the latest clearance day of its
// live treatments and medicines, docs/herd.md), shown only while it is today or later.
import { todayIso } from "../../lib/dates";
import { clearanceLabel } from "../../lib/herd/clearance";
import { useLocale } from "../../lib/i18n";

export function RodeoClearance({ until, className }: { until: string | null | undefined; className?: string }) {
  const locale = useLocale();
  if (!until || until.slice(0, 10) < todayIso()) return null;
  return (
    <p className={`badge badge-earth rodeo-clearance${className ? ` ${className}` : ""}`} role="status">
      {clearanceLabel(until, locale)}
    </p>
  );
}
