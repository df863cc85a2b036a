// The frame every page inside the shell uses: a title (the page's h1), optional description and
// actions, then the content.
import { useEffect, type ReactNode } from "react";
import { markFirstScreenShown } from "../app/first-screen-shown";
import "./page-frame.css";

export interface PageFrameProps {
  title: ReactNode;
  description?: ReactNode;
  actions?: ReactNode;
  children?: ReactNode;
}

export function PageFrame({ title, description, actions, children }: PageFrameProps) {
  useEffect(markFirstScreenShown, []);
  return (
    <section className="page">
      <header className="page-header">
        <div>
          <h1>{title}</h1>
          {description ? <p className="page-description">{description}</p> : null}
        </div>
        {actions ? <div className="page-actions">{actions}</div> : null}
      </header>
      {children}
    </section>
  );
}
