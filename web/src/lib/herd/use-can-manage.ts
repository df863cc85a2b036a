// Whether the user may manage the herd structure (lots, rodeos, fields) in the selected
// organization: owners and admins (docs/accounts.md). The API enforces the same rule.
import { useAtomValue } from "jotai";
import { selectedOrganizationAtom } from "../session";

export function useCanManageHerd(): boolean {
  const role = useAtomValue(selectedOrganizationAtom)?.role;
  return role === "owner" || role === "admin";
}
