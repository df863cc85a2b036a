// Unit tests of the pure authorization rules (docs/accounts.md) the doors apply.
import { describe, expect, it } from "vitest";
import { createsSupply } from "../../worker/shared/supply-schemas";
import {
  assertManages,
  assertMayGrant,
  assertMayLoadSupplies,
  assertMayManageMember,
  assertRole,
  canManage,
  hasRole,
} from "../../worker/areas/organization/access";
import { assertMayEditRecord, mayEditRecord } from "../../worker/areas/organization/record-rules";

const code = (fn: () => unknown) => {
  try {
    fn();
    return null;
  } catch (e) {
    const err = e as { status: number; code: string };
    return `${err.status} ${err.code}`;
  }
};

describe("access rules", () => {
  it("ranks owner above admin above user", () => {
    expect(hasRole("owner", "admin")).toBe(true);
    expect(hasRole("admin", "admin")).toBe(true);
    expect(hasRole("user", "admin")).toBe(false);
    expect(hasRole("admin", "owner")).toBe(false);
    expect(canManage("admin")).toBe(true);
    expect(canManage("user")).toBe(false);
  });

  it("the door admits members reaching the role: non-members NOT_A_MEMBER, lower roles ROLE_FORBIDDEN", () => {
    expect(assertRole("user")).toBe("user");
    expect(code(() => assertRole(null))).toBe("403 NOT_A_MEMBER");
    expect(code(() => assertRole(undefined, "admin"))).toBe("403 NOT_A_MEMBER");
    expect(code(() => assertRole("user", "admin"))).toBe("403 ROLE_FORBIDDEN");
    expect(code(() => assertRole("admin", "owner"))).toBe("403 ROLE_FORBIDDEN");
    expect(assertRole("owner", "owner")).toBe("owner");
  });

  it("a user edits only the records they created; owners and admins anyone's", () => {
    expect(mayEditRecord("user", 7, 7)).toBe(true);
    expect(mayEditRecord("user", 7, 8)).toBe(false);
    expect(mayEditRecord("user", 7, null)).toBe(false);
    expect(mayEditRecord("admin", 7, 8)).toBe(true);
    expect(mayEditRecord("owner", 7, null)).toBe(true);
    expect(code(() => assertMayEditRecord("movement", { role: "user", userId: 7 }, 8))).toBe("403 NOT_YOUR_RECORD");
    expect(code(() => assertMayEditRecord("note", { role: "user", userId: 7 }, 8))).toBe("403 NOT_YOUR_NOTE");
    expect(code(() => assertMayEditRecord("task", { role: "user", userId: 7 }, 8))).toBe("403 NOT_YOUR_TASK");
    expect(code(() => assertMayEditRecord("movement", { role: "user", userId: 7 }, 7))).toBeNull();
  });

  it("structure is managed by owners and admins", () => {
    expect(code(() => assertManages("user", "Solo propietarios"))).toBe("403 ROLE_FORBIDDEN");
    expect(code(() => assertManages("admin", "Solo propietarios"))).toBeNull();
  });

  it("owners and admins manage members; only owners name or touch owners", () => {
    expect(code(() => assertMayGrant("admin", "owner"))).toBe("403 OWNER_ONLY");
    expect(code(() => assertMayGrant("admin", "admin"))).toBeNull();
    expect(code(() => assertMayGrant("owner", "owner"))).toBeNull();
    expect(code(() => assertMayManageMember("user", "user"))).toBe("403 ROLE_FORBIDDEN");
    expect(code(() => assertMayManageMember("admin", "owner"))).toBe("403 OWNER_ONLY");
    expect(code(() => assertMayManageMember("admin", "user", "owner"))).toBe("403 OWNER_ONLY");
    expect(code(() => assertMayManageMember("admin", "user", "admin"))).toBeNull();
    expect(code(() => assertMayManageMember("owner", "owner", "user"))).toBeNull();
  });

  it("any member loads existing supplies; only owners and admins create one", () => {
    expect(createsSupply({ asset_id: 3 })).toBe(false);
    expect(createsSupply({ asset_id: null })).toBe(true);
    expect(createsSupply({ items: [{ asset_id: 1 }, { asset_id: 2 }] })).toBe(false);
    expect(createsSupply({ items: [{ asset_id: 1 }, {}] })).toBe(true);
    expect(code(() => assertMayLoadSupplies("user", false))).toBeNull();
    expect(code(() => assertMayLoadSupplies("user", true))).toBe("403 ROLE_FORBIDDEN");
    expect(code(() => assertMayLoadSupplies("admin", true))).toBeNull();
  });
});
