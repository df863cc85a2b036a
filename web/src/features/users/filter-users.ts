// Users screen search (SPEC.md §2): case-insensitive on full name, email or phone.
import type { AdminUser } from "./users-api";

export function filterUsers(users: AdminUser[], term: string): AdminUser[] {
  const q = term.trim().toLocaleLowerCase("es");
  if (!q) return users;
  return users.filter((u) =>
    [`${u.first_name} ${u.last_name}`, u.email, u.phone ?? ""].some((field) =>
      field.toLocaleLowerCase("es").includes(q),
    ),
  );
}
