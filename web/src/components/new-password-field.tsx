// A field for a password being chosen (new-password autofill); the first of the pair shows the minimum
// length as its placeholder (docs/client-rules.md, "Validation").
import { defineMessages, useMessages } from "../lib/i18n";
import { TextField, type TextFieldProps } from "./text-field";

const messages = defineMessages({ minimum: "Mínimo 6 caracteres" }, { minimum: "At least 6 characters" });

export interface NewPasswordFieldProps extends Omit<TextFieldProps, "type" | "autoComplete" | "placeholder"> {
  /** Shows 'Mínimo 6 caracteres' as the placeholder (not on the repeated password). */
  withMinimum?: boolean;
}

export function NewPasswordField({ withMinimum, ...field }: NewPasswordFieldProps) {
  const t = useMessages(messages);
  return (
    <TextField
      type="password"
      autoComplete="new-password"
      placeholder={withMinimum ? t.minimum : undefined}
      {...field}
    />
  );
}
