// Owners and admins manage reproductive cycles (docs/accounts.md); the API enforces the same rule.
import { useAtomValue } from "jotai";
import { selectedOrganizationAtom } from "../../lib/session";

export function useCanManage(): boolean {
  const role = useAtomValue(selectedOrganizationAtom)?.role;
  return role === "owner" || role === "admin";
}
