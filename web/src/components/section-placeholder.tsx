// A page whose content arrives with a later issue: the real frame (title, action, back link) with
// an empty state, in the user's language from the page's own texts.
import { Link } from "react-router-dom";
import { useLocale, type Locale } from "../lib/i18n";
import { EmptyState } from "./empty-state";
import type { IconName } from "./icon";
import { PageFrame } from "./page-frame";

export type PlaceholderTexts = {
  title: string;
  emptyTitle: string;
  emptyText: string;
  /** The primary action's label (with `actionTo`). */
  action?: string;
  /** The back link's label (with `backTo`). */
  back?: string;
};

export interface SectionPlaceholderProps {
  messages: Record<Locale, PlaceholderTexts>;
  icon: IconName;
  actionTo?: string;
  backTo?: string;
}

export function SectionPlaceholder({ messages, icon, actionTo, backTo }: SectionPlaceholderProps) {
  const t = messages[useLocale()];
  const action =
    actionTo && t.action ? (
      <Link className="btn btn-primary" to={actionTo}>
        {t.action}
      </Link>
    ) : undefined;
  return (
    <PageFrame title={t.title} actions={action}>
      {backTo && t.back ? (
        <p>
          <Link to={backTo}>← {t.back}</Link>
        </p>
      ) : null}
      <EmptyState icon={icon} title={t.emptyTitle} description={t.emptyText} />
    </PageFrame>
  );
}
