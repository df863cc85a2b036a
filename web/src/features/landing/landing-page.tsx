// Landing page: what Tropero does, for whom, and the call to sign up.
import { Link } from "react-router-dom";
import { Icon, type IconName } from "../../components/icon";
import { useMessages } from "../../lib/i18n";
import { paths } from "../../lib/paths";
import { landingMessages } from "./landing-messages";
import { PublicFooter, PublicHeader } from "./public-header";
import "./landing.css";

const FEATURES: {
  icon: IconName;
  title: "f1Title" | "f2Title" | "f3Title" | "f4Title" | "f5Title" | "f6Title";
  text: "f1Text" | "f2Text" | "f3Text" | "f4Text" | "f5Text" | "f6Text";
}[] = [
  { icon: "grid", title: "f1Title", text: "f1Text" },
  { icon: "herd", title: "f2Title", text: "f2Text" },
  { icon: "list", title: "f3Title", text: "f3Text" },
  { icon: "cycle", title: "f4Title", text: "f4Text" },
  { icon: "users", title: "f5Title", text: "f5Text" },
  { icon: "bell", title: "f6Title", text: "f6Text" },
];

export default function LandingPage() {
  const t = useMessages(landingMessages);
  return (
    <div className="public-page">
      <PublicHeader />
      <main>
        <section className="hero">
          <div className="hero-text">
            <h1>{t.heroTitle}</h1>
            <p>{t.heroText}</p>
            <div className="hero-actions">
              <Link to={paths.signUp} className="btn btn-primary">
                {t.heroCta}
              </Link>
              <Link to={paths.logIn} className="btn btn-secondary">
                {t.heroSecondary}
              </Link>
            </div>
          </div>
          <div className="hero-art" aria-hidden="true">
            <svg viewBox="0 0 320 220" width="100%">
              <rect x="0" y="0" width="320" height="220" rx="20" fill="#e3efe0" />
              <circle cx="255" cy="55" r="26" fill="#f2b134" opacity="0.85" />
              <path d="M0 150 Q80 110 160 140 T320 130 V220 H0Z" fill="#4f9a5b" />
              <path d="M0 175 Q100 145 200 170 T320 165 V220 H0Z" fill="#2f6b3a" />
              <path d="M60 150h8v-22h-8zM52 128h24l-12-14z" fill="#6b4a2b" />
              <g fill="#6b4a2b">
                <ellipse cx="200" cy="150" rx="22" ry="11" />
                <rect x="183" y="155" width="4" height="14" />
                <rect x="212" y="155" width="4" height="14" />
                <circle cx="224" cy="143" r="7" />
              </g>
              <g fill="#a0744a">
                <ellipse cx="140" cy="160" rx="18" ry="9" />
                <rect x="127" y="164" width="3.5" height="12" />
                <rect x="150" y="164" width="3.5" height="12" />
                <circle cx="157" cy="154" r="6" />
              </g>
            </svg>
          </div>
        </section>

        <section className="landing-section" aria-labelledby="for-whom">
          <h2 id="for-whom">{t.forWhom}</h2>
          <p className="landing-lead">{t.forWhomText}</p>
        </section>

        <section className="landing-section" aria-labelledby="features">
          <h2 id="features">{t.featuresTitle}</h2>
          <ul className="feature-grid">
            {FEATURES.map((f) => (
              <li key={f.title} className="feature-card">
                <span className="feature-icon" aria-hidden="true">
                  <Icon name={f.icon} size={24} />
                </span>
                <h3>{t[f.title]}</h3>
                <p>{t[f.text]}</p>
              </li>
            ))}
          </ul>
        </section>

        <section className="landing-cta">
          <h2>{t.ctaTitle}</h2>
          <p>{t.ctaText}</p>
          <Link to={paths.signUp} className="btn btn-primary">
            {t.heroCta}
          </Link>
        </section>
      </main>
      <PublicFooter />
    </div>
  );
}
