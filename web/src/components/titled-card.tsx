// A card section named by its heading (`${id}-title` labels the section for screen readers), with an
// optional link beside the heading.
import type { ReactNode } from "react";

export function TitledCard({
  id,
  title,
  className,
  link,
  children,
}: {
  id: string;
  title: ReactNode;
  /** Classes beside "card". */
  className?: string;
  /** A link beside the heading (to the whole list). */
  link?: ReactNode;
  children: ReactNode;
}) {
  const heading = <h2 id={`${id}-title`}>{title}</h2>;
  return (
    <section className={className ? `card ${className}` : "card"} aria-labelledby={`${id}-title`}>
      {link ? (
        <div className="section-head">
          {heading}
          {link}
        </div>
      ) : (
        heading
      )}
      {children}
    </section>
  );
}
