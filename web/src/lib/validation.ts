// The log-in page's email check (the one form without zod; every other form uses the API's schemas).

export const isEmail = (value: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim());
