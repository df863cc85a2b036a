// A page whose content arrives with a later issue: the real frame (title, actions, back link)
// with an empty state in the user's language.
import type { ReactNode } from "react";
import { Link } from "react-router-dom";
import { EmptyState } from "./empty-state";
import type { IconName } from "./icon";
import { PageFrame } from "./page-frame";

export interface SectionPlaceholderProps {
  title: string;
  description?: string;
  emptyTitle: string;
  emptyText: string;
  icon: IconName;
  actions?: ReactNode;
  back?: { to: string; label: string };
}

export function SectionPlaceholder({
  title,
  description,
  emptyTitle,
  emptyText,
  icon,
  actions,
  back,
}: SectionPlaceholderProps) {
  return (
    <PageFrame title={title} description={description} actions={actions}>
      {back ? (
        <p>
          <Link to={back.to}>← {back.label}</Link>
        </p>
      ) : null}
      <EmptyState icon={icon} title={emptyTitle} description={emptyText} />
    </PageFrame>
  );
}
