// The 6-digit code a user types from an email or a text message: its form (checked with the API's
// validateCodeSchema, one message for any wrong code) and its field, which keeps only digits.
import { validateCodeSchema } from "@shared/auth-schemas";
import { digitsOnly, useZodForm } from "../lib/use-zod-form";
import { TextField, type TextFieldProps } from "./text-field";

export function useCodeForm(invalidCode: string) {
  return useZodForm<{ code: string }, typeof validateCodeSchema>(
    validateCodeSchema,
    { code: "" },
    { messages: { code: () => invalidCode } },
  );
}

type CodeFieldProps = Omit<TextFieldProps, "inputMode" | "autoComplete" | "maxLength" | "onChange"> & {
  onChange: (event: { target: HTMLInputElement }) => unknown;
};

export function CodeField(props: CodeFieldProps) {
  return <TextField inputMode="numeric" autoComplete="one-time-code" maxLength={6} {...digitsOnly(props)} />;
}
