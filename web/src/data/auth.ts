// The visitor pages' writes (docs/spa-data.md): sign-up, recovery and the admin activation as
// mutations over the public auth calls; sign-up starts the session (lib/session). The log-in
// screen sends its one call itself (features/auth/log-in-screen.tsx): it also runs before the app exists.
import { useMutation } from "@tanstack/react-query";
import {
  resetPassword,
  sendRecoveryCode,
  setInitialPassword,
  signUp,
  verifyRecoveryCode,
  type SignUpInput,
} from "./api/auth-api";
import { queryClient } from "../lib/query/query-client";

export const useSignUp = () => useMutation({ mutationFn: (input: SignUpInput) => signUp(input) }, queryClient);

/** One step of the password recovery: send the code (again), check it, set the new password. */
export type RecoveryStep =
  | { step: "send"; email: string }
  | { step: "verify"; email: string; code: string }
  | { step: "reset"; email: string; code: string; password: string };

/** The recovery's steps share one pending flag and one error, like their one form area. */
export const useRecovery = () =>
  useMutation(
    {
      mutationFn: (s: RecoveryStep): Promise<unknown> =>
        s.step === "send"
          ? sendRecoveryCode(s.email)
          : s.step === "verify"
            ? verifyRecoveryCode(s.email, s.code)
            : resetPassword(s.email, s.code, s.password),
    },
    queryClient,
  );

/** A user created by an administrator sets the first password with the link's token. */
export const useActivateAccount = () =>
  useMutation(
    {
      mutationFn: ({ token, email, password }: { token: string; email: string; password: string }) =>
        setInitialPassword(token, email, password),
    },
    queryClient,
  );
