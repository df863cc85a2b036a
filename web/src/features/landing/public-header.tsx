// Header of the public marketing pages: brand, pricing, log-in and sign-up.
import { useEffect } from "react";
import { Link } from "react-router-dom";
import { markFirstScreenShown } from "../../app/first-screen-shown";
import { LanguageSwitch } from "../../components/language-switch";
import { Brand } from "../../components/logo";
import { useMessages } from "../../lib/i18n";
import { paths } from "../../lib/paths";
import { landingMessages } from "./landing-messages";

export function PublicHeader() {
  const t = useMessages(landingMessages);
  useEffect(markFirstScreenShown, []);
  return (
    <header className="public-header">
      <Link to={paths.home} className="public-brand" aria-label="Tropero">
        <Brand size={34} />
      </Link>
      <nav aria-label={t.publicNav} className="public-nav">
        <LanguageSwitch />
        <Link to={paths.pricing}>{t.pricing}</Link>
        <Link to={paths.logIn}>{t.logIn}</Link>
        <Link to={paths.signUp} className="btn btn-primary btn-sm">
          {t.signUp}
        </Link>
      </nav>
    </header>
  );
}

export function PublicFooter() {
  const t = useMessages(landingMessages);
  return (
    <footer className="public-footer">
      <span>© {new Date().getFullYear()} Tropero</span>
      {/* The header hides its pricing link on a phone; this one keeps the page reachable there. */}
      <Link to={paths.pricing} className="public-footer-pricing">
        {t.pricing}
      </Link>
      <span>{t.footer}</span>
    </footer>
  );
}
