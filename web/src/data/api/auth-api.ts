// Public auth calls (docs/accounts.md): log-in, sign-up, recovery and admin activation.
import { api, call, withToken } from "../../lib/api/client";
import { startSession } from "../../lib/session";
import { logInTokens, tokensOf } from "./log-in-call";

export interface SignUpInput {
  email: string;
  password: string;
  first_name: string;
  last_name: string;
  phone: string;
}

export async function logIn(email: string, password: string): Promise<void> {
  await startSession(await logInTokens(email, password));
}

export async function signUp(input: SignUpInput): Promise<void> {
  await startSession(tokensOf(await call(api.auth["sign-up"].$post({ json: input }))));
}

export const sendRecoveryCode = (email: string) => call(api.auth["send-recovery-code"].$post({ json: { email } }));

export const verifyRecoveryCode = (email: string, code: string) =>
  call(api.auth["verify-recovery-code"].$post({ json: { email, code } }));

export const resetPassword = (email: string, code: string, password: string) =>
  call(api.auth["reset-password"].$post({ json: { email, code, password } }));

/** The activation link's token authorises this one call (docs/accounts.md). */
export const setInitialPassword = (token: string, email: string, password: string) =>
  call(api.auth.admin["set-initial-password"].$post({ json: { email, password } }, withToken(token)));
