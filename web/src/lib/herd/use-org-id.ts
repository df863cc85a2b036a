// The selected organization's id for herd screens (they only render inside an organization).
import { useAtomValue } from "jotai";
import { selectedOrganizationIdAtom } from "../session";

export function useOrgId(): number | null {
  return useAtomValue(selectedOrganizationIdAtom);
}
