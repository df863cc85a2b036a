// Pricing: the plans as a page (no payment processing: docs/decisions.md).
import { Link } from "react-router-dom";
import { Icon } from "../../components/icon";
import { useMessages } from "../../lib/i18n";
import { paths } from "../../lib/paths";
import { landingMessages } from "./landing-messages";
import { PublicFooter, PublicHeader } from "./public-header";
import "./landing.css";

type Key = keyof (typeof landingMessages)["es"];

interface Plan {
  name: Key;
  text: Key;
  price: string | Key;
  perMonth: boolean;
  features: Key[];
  featured?: boolean;
  cta: Key;
}

const PLANS: Plan[] = [
  {
    name: "planFree",
    text: "planFreeText",
    price: "planFreePrice",
    perMonth: false,
    features: ["fFree1", "fFree2", "fFree3"],
    cta: "choose",
  },
  {
    name: "planPro",
    text: "planProText",
    price: "$ 45.000",
    perMonth: true,
    features: ["fPro1", "fPro2", "fPro3", "fPro4"],
    featured: true,
    cta: "choose",
  },
  {
    name: "planBiz",
    text: "planBizText",
    price: "planBizPrice",
    perMonth: false,
    features: ["fBiz1", "fBiz2", "fBiz3", "fBiz4"],
    cta: "contact",
  },
];

export default function PricingPage() {
  const t = useMessages(landingMessages);
  const text = (k: string) => (k in t ? (t[k as Key] as string) : k);
  return (
    <div className="public-page">
      <PublicHeader />
      <main className="landing-section">
        <h1>{t.pricingTitle}</h1>
        <p className="landing-lead">{t.pricingText}</p>
        <ul className="plan-grid">
          {PLANS.map((plan) => (
            <li key={plan.name} className="plan-card" data-featured={plan.featured ?? false}>
              {plan.featured ? <span className="badge plan-badge">{t.popular}</span> : null}
              <h2>{text(plan.name)}</h2>
              <p className="muted">{text(plan.text)}</p>
              <p className="plan-price">
                {text(plan.price)}
                {plan.perMonth ? <span className="muted"> {t.perMonth}</span> : null}
              </p>
              <ul className="plan-features">
                {plan.features.map((f) => (
                  <li key={f}>
                    <Icon name="check" size={18} /> {text(f)}
                  </li>
                ))}
              </ul>
              <Link
                to={paths.signUp}
                className={plan.featured ? "btn btn-primary btn-block" : "btn btn-secondary btn-block"}
              >
                {text(plan.cta)}
              </Link>
            </li>
          ))}
        </ul>
        <p className="muted plan-note">{t.pricingNote}</p>
      </main>
      <PublicFooter />
    </div>
  );
}
