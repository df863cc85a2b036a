// The frame of the public account pages: the brand, a card with the form, links below.
import { useEffect, type ReactNode } from "react";
import { markFirstScreenShown } from "../../app/first-screen-shown";
import { LanguageSwitch } from "../../components/language-switch";
import { Brand } from "../../components/logo";
import { paths } from "../../lib/paths";
import { AuthLink } from "./auth-link";
import "./auth.css";

export function AuthLayout({
  title,
  subtitle,
  children,
  footer,
}: {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}) {
  useEffect(markFirstScreenShown, []);
  return (
    // Every part in a landmark (banner, main, contentinfo), so a screen reader can jump between them.
    <div className="auth-page">
      <header className="auth-header">
        <AuthLink to={paths.home} className="auth-brand" aria-label="Tropero">
          <Brand size={40} />
        </AuthLink>
      </header>
      <main className="auth-card">
        <h1>{title}</h1>
        {subtitle ? <p className="auth-subtitle">{subtitle}</p> : null}
        {children}
      </main>
      <footer className="auth-end">
        {footer ? <div className="auth-footer">{footer}</div> : null}
        <LanguageSwitch />
      </footer>
    </div>
  );
}
