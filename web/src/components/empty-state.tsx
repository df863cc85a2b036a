// A friendly "nothing here yet" block: icon, title, text and an optional action.
import type { ReactNode } from "react";
import { errorMessage } from "../lib/api/client";
import { Icon, type IconName } from "./icon";
import "./page-frame.css";

export interface EmptyStateProps {
  title: ReactNode;
  description?: ReactNode;
  icon?: IconName;
  action?: ReactNode;
}

export function EmptyState({ title, description, icon = "sprout", action }: EmptyStateProps) {
  return (
    <div className="empty-state">
      <span className="empty-state-icon" aria-hidden="true">
        <Icon name={icon} size={28} />
      </span>
      <h2>{title}</h2>
      {description ? <p>{description}</p> : null}
      {action}
    </div>
  );
}

export interface LoadFailedStateProps {
  icon: IconName;
  /** The title, also the reason when the server gave none. */
  title: string;
  error: unknown;
  retryLabel: string;
  onRetry: () => unknown;
}

/** A list whose first load failed: the server's reason and a button to try again. */
export function LoadFailedState({ icon, title, error, retryLabel, onRetry }: LoadFailedStateProps) {
  return (
    <EmptyState
      icon={icon}
      title={title}
      description={errorMessage(error, title)}
      action={
        <button type="button" className="btn btn-primary" onClick={() => void onRetry()}>
          {retryLabel}
        </button>
      }
    />
  );
}
