// Public auth calls (SPEC.md §7): log-in, sign-up, recovery and admin activation.
import { api } from "../../lib/api/client";
import { startSession } from "../../lib/session";

interface TokenResponse {
  ok: boolean;
  message?: string;
  token?: string;
  refresh_token?: string;
}

export interface SignUpInput {
  email: string;
  password: string;
  first_name: string;
  last_name: string;
  phone: string;
}

class AuthFailure extends Error {}

async function startWith(res: TokenResponse) {
  if (!res.ok || !res.token || !res.refresh_token) throw new AuthFailure(res.message ?? "");
  await startSession({ token: res.token, refresh_token: res.refresh_token });
}

export async function logIn(email: string, password: string): Promise<void> {
  await startWith(await api.post<TokenResponse>("/auth/log-in", { email, password }));
}

export async function signUp(input: SignUpInput): Promise<void> {
  await startWith(await api.post<TokenResponse>("/auth/sign-up", input));
}

export const isAuthFailure = (e: unknown): e is AuthFailure => e instanceof AuthFailure;

export const sendRecoveryCode = (email: string) => api.post("/auth/send-recovery-code", { email });

export const verifyRecoveryCode = (email: string, code: string) =>
  api.post("/auth/verify-recovery-code", { email, code });

export const resetPassword = (email: string, code: string, password: string) =>
  api.post("/auth/reset-password", { email, code, password });

/** The activation link's token authorises this one call (SPEC.md §6). */
export const setInitialPassword = (token: string, email: string, password: string) =>
  api.post("/auth/admin/set-initial-password", { email, password }, { token });
