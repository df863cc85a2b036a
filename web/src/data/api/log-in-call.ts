// The log-in call: the tokens of a new session, or the server's refusal as an AuthFailure. Without the
// session's code, so the log-in page's own entry (web/src/log-in/main.tsx) can make it.
import { publicApi } from "../../lib/api/public-client";
import { call } from "../../lib/api/typed-client";
import type { AuthTokens } from "../../lib/session/store-tokens";

/** What log-in and sign-up answer: tokens when `ok`, else the server's message. */
export interface TokenResponse {
  ok: boolean;
  message?: string;
  token?: string;
  refresh_token?: string;
}

export class AuthFailure extends Error {}

export const isAuthFailure = (e: unknown): e is AuthFailure => e instanceof AuthFailure;

export function tokensOf(res: TokenResponse): AuthTokens {
  if (!res.ok || !res.token || !res.refresh_token) throw new AuthFailure(res.message ?? "");
  return { token: res.token, refresh_token: res.refresh_token };
}

export async function logInTokens(email: string, password: string): Promise<AuthTokens> {
  return tokensOf(await call(publicApi.auth["log-in"].$post({ json: { email, password } })));
}
