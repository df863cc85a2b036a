// The rodeo's running meat withdrawal: the latest clearance day of its treatments and medicines,
// shown only while it is today or later. It reads the pages of the rodeo's log already loaded
// (newest first, the same query as its movements section), so no extra request is made.
import { activeClearance } from "@shared/clearance";
import type { Movement } from "@shared/herd-types";
import { todayIso } from "../../lib/dates";
import { clearanceLabel } from "../../lib/herd/clearance";
import { useLocale } from "../../lib/i18n";

export function RodeoClearance({ movements }: { movements: readonly Movement[] }) {
  const locale = useLocale();
  const day = activeClearance(movements, todayIso());
  if (!day) return null;
  return (
    <p className="badge badge-earth rodeo-clearance" role="status">
      {clearanceLabel(day, locale)}
    </p>
  );
}
