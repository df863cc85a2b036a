// docs/accounts.md member management rules that decide which work-team controls show.
import { describe, expect, it } from "vitest";
import {
  assignableRoles,
  canDeleteOrganization,
  canManageMember,
  canManageMembers,
  canRenameOrganization,
  roleLabel,
} from "../../web/src/lib/roles";

describe("roles", () => {
  it("labels roles Propietario, Administrador and Usuario", () => {
    expect(["owner", "admin", "user"].map((r) => roleLabel(r))).toEqual(["Propietario", "Administrador", "Usuario"]);
  });
  it("lets owners and admins manage members, users not", () => {
    expect([canManageMembers("owner"), canManageMembers("admin"), canManageMembers("user")]).toEqual([
      true,
      true,
      false,
    ]);
  });
  it("keeps admins away from owners and everyone away from themselves", () => {
    expect(canManageMember("owner", "owner", false)).toBe(true);
    expect(canManageMember("admin", "owner", false)).toBe(false);
    expect(canManageMember("admin", "user", false)).toBe(true);
    expect(canManageMember("user", "user", false)).toBe(false);
    expect(canManageMember("owner", "user", true)).toBe(false);
  });
  it("lets only owners name owners", () => {
    expect(assignableRoles("owner")).toEqual(["owner", "admin", "user"]);
    expect(assignableRoles("admin")).toEqual(["admin", "user"]);
    expect(assignableRoles("user")).toEqual([]);
  });
  it("lets owners and admins rename, only owners delete", () => {
    expect([canRenameOrganization("admin"), canRenameOrganization("user")]).toEqual([true, false]);
    expect([canDeleteOrganization("owner"), canDeleteOrganization("admin")]).toEqual([true, false]);
  });
});
