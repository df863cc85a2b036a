// Organization roles: labels (docs/client-rules.md) and what each may do (docs/accounts.md), used to show or
// hide controls. The API enforces the same rules; this only keeps the UI honest.
import type { Locale } from "./i18n/locale";
import type { OrganizationRole } from "./session/types";

export const ROLES: readonly OrganizationRole[] = ["owner", "admin", "user"];

const LABELS: Record<Locale, Record<OrganizationRole, string>> = {
  es: { owner: "Propietario", admin: "Administrador", user: "Usuario" },
  en: { owner: "Owner", admin: "Administrator", user: "User" },
};

export function roleLabel(role: string, locale: Locale = "es"): string {
  return (LABELS[locale] as Record<string, string>)[role] ?? role;
}

/** Owners and admins manage members. */
export const canManageMembers = (actor: OrganizationRole | null | undefined) => actor === "owner" || actor === "admin";

/** Admins manage everyone but owners; owners manage everyone. Nobody edits themselves here. */
export function canManageMember(
  actor: OrganizationRole | null | undefined,
  target: OrganizationRole,
  isSelf: boolean,
): boolean {
  if (isSelf || !canManageMembers(actor)) return false;
  return actor === "owner" || target !== "owner";
}

/** Roles the actor may give: owners any, admins admin or user (making an owner is the owner's call). */
export function assignableRoles(actor: OrganizationRole | null | undefined): OrganizationRole[] {
  if (actor === "owner") return ["owner", "admin", "user"];
  if (actor === "admin") return ["admin", "user"];
  return [];
}

export const canRenameOrganization = (actor: OrganizationRole | null | undefined) =>
  actor === "owner" || actor === "admin";

export const canDeleteOrganization = (actor: OrganizationRole | null | undefined) => actor === "owner";

/** Owners and admins edit the animal categories and their EV (the API's door is "admin"). */
export const canManageCategories = (actor: OrganizationRole | null | undefined) =>
  actor === "owner" || actor === "admin";

/** Owners and admins see and manage money (docs/money.md); plain users get 403 and no menu entries. */
export const canSeeMoney = (actor: OrganizationRole | null | undefined) => actor === "owner" || actor === "admin";

/** Owners and admins see how much of the organization's storage its uploads use (the API's door is "admin"). */
export const canSeeStorage = (actor: OrganizationRole | null | undefined) => actor === "owner" || actor === "admin";
