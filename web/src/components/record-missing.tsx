// A record page without its record: loading while the list loads; then "deleted" when it was on screen and
// went (deleted here, or live by someone else), which reads as what happened rather than an error, else "not found".
import { useState, type ReactNode } from "react";
import { Link } from "react-router-dom";
import { EmptyState } from "./empty-state";
import type { IconName } from "./icon";
import { InlineLoading } from "./loading-screen";
import { PageFrame } from "./page-frame";

/** True from the first render the record is here on, so its going reads as "deleted". */
export function useWasHere(here: boolean): boolean {
  const [wasHere, setWasHere] = useState(false);
  if (here && !wasHere) setWasHere(true);
  return wasHere;
}

export interface RecordMissingProps {
  loading: boolean;
  wasHere: boolean;
  icon: IconName;
  /** The way back to the list (a BackLink). */
  back: ReactNode;
  texts: { loading: string; deletedTitle: string; notFoundTitle: string; notFoundText: string };
}

export function RecordMissing({ loading, wasHere, icon, back, texts: t }: RecordMissingProps) {
  if (loading) {
    return (
      <PageFrame title={t.loading}>
        <InlineLoading label={t.loading} />
      </PageFrame>
    );
  }
  const title = wasHere ? t.deletedTitle : t.notFoundTitle;
  return (
    <PageFrame title={title}>
      {back}
      <EmptyState icon={icon} title={title} description={wasHere ? undefined : t.notFoundText} />
    </PageFrame>
  );
}

export interface RecordNotFoundProps {
  icon: IconName;
  /** The list the way back leads to. */
  back: string;
  /** Why: not found, or the load's error. */
  description: string;
  texts: { title: string; notFound: string; back: string };
}

/** A record page whose record could not be read: the reason, and a button back to the list. */
export function RecordNotFound({ icon, back, description, texts: t }: RecordNotFoundProps) {
  return (
    <PageFrame title={t.title}>
      <EmptyState
        icon={icon}
        title={t.notFound}
        description={description}
        action={
          <Link className="btn btn-secondary" to={back}>
            {t.back}
          </Link>
        }
      />
    </PageFrame>
  );
}
