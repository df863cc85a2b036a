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
  /**
   * The page's first data is on its way (its skeletons show): the first screen is marked shown only once it is
   * here, so what waits for that mark (the socket, the service worker, the toaster) does not compete with it.
   */
  loading?: boolean;
}

export function PageFrame({ title, description, actions, children, loading = false }: PageFrameProps) {
  useEffect(() => {
    if (!loading) markFirstScreenShown();
  }, [loading]);
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
