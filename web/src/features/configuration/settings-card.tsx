// One card of the configuration page: a section named by its h2 title, an optional subtitle, then
// its content.
import type { ReactNode } from "react";

export function SettingsCard({
  id,
  title,
  subtitle,
  className,
  children,
}: {
  /** Prefix of the title's id (`${id}-title`), which names the section. */
  id: string;
  title: ReactNode;
  subtitle?: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section className={className ? `card ${className}` : "card"} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="card-title">
        {title}
      </h2>
      {subtitle ? <p className="card-subtitle">{subtitle}</p> : null}
      {children}
    </section>
  );
}
