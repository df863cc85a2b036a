// Small client-side checks shared by forms (the API validates again).

/** SPEC.md §9 minimum password length. */
export const MIN_PASSWORD_LENGTH = 6;

export const isEmail = (value: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim());

export const isPasswordLongEnough = (value: string) => value.length >= MIN_PASSWORD_LENGTH;
