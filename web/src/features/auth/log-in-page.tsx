// /log-in inside the app (after a log-out, or a session that ended): the log-in screen, then the app's own
// navigation. A first visit to /log-in loads the page's own entry instead (web/src/log-in/main.tsx).
import { useLocation, useNavigate } from "react-router-dom";
import { toast } from "../../lib/toast";
import { useMessages } from "../../lib/i18n";
import { paths, safeNext } from "../../lib/paths";
import { logIn } from "../../data/api/auth-api";
import { authMessages } from "./auth-messages";
import { LogInScreen } from "./log-in-screen";

export default function LogInPage() {
  const t = useMessages(authMessages);
  const navigate = useNavigate();
  const returnTo = safeNext(useLocation().search);
  return (
    <LogInScreen
      returnTo={returnTo}
      send={logIn}
      onLoggedIn={() => {
        toast.success(t.loggedIn);
        void navigate(returnTo ?? paths.home, { replace: true });
      }}
    />
  );
}
