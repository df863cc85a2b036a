// The links of the account pages. Inside the app they are React Router links (app.tsx provides them); the
// log-in page's own entry (web/src/log-in/main.tsx) ships without the router, so there they stay plain
// anchors: a full page load into the app, whose code the log-in page fetched while the visitor typed.
import { createContext, useContext, type ReactNode } from "react";
import { withNext } from "../../lib/paths";

export interface AuthLinkProps {
  to: string;
  className?: string;
  "aria-label"?: string;
  children: ReactNode;
}

const PlainLink = ({ to, children, ...rest }: AuthLinkProps) => (
  <a href={to} {...rest}>
    {children}
  </a>
);

export const AuthLinkContext = createContext<(props: AuthLinkProps) => ReactNode>(PlainLink);

export function AuthLink(props: AuthLinkProps) {
  const Link = useContext(AuthLinkContext);
  return <Link {...props} />;
}

/** The footer of log-in and sign-up: a question and the link to the other page, which keeps `?next=`. */
export function AuthSwitch({
  question,
  to,
  label,
  returnTo,
}: {
  question: string;
  to: string;
  label: string;
  returnTo: string | null;
}) {
  return (
    <span>
      {question} <AuthLink to={returnTo ? withNext(to, returnTo) : to}>{label}</AuthLink>
    </span>
  );
}
