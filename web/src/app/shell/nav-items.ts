// The sections of the authenticated area (docs/client-rules.md) as the navigation lists them, in groups.
import type { IconName } from "../../components/icon";
import { paths } from "../../lib/paths";
import type { NavLabelKey } from "./shell-messages";

export interface NavItem {
  to: string;
  label: NavLabelKey;
  icon: IconName;
  /** Also active on these sub-paths (detail pages). */
  end?: boolean;
  /** Money screens: only owners and admins of the selected organization see them (docs/money.md). */
  money?: boolean;
}

export interface NavGroup {
  label: NavLabelKey;
  items: NavItem[];
  superAdminOnly?: boolean;
}

const CONFIGURATION: NavItem = { to: paths.configuration, label: "configuration", icon: "settings" };

const PLATFORM_GROUP: NavGroup = {
  label: "groupAdmin",
  superAdminOnly: true,
  items: [
    { to: paths.platform, label: "platform", icon: "chart" },
    { to: paths.users, label: "users", icon: "users" },
    { to: paths.organizations, label: "organizations", icon: "building" },
    { to: paths.inactiveOrganizations, label: "inactiveOrganizations", icon: "clock" },
    { to: paths.conversations, label: "conversations", icon: "chat" },
    { to: paths.notifications, label: "notifications", icon: "bell" },
    { to: paths.whatsappTemplates, label: "whatsappTemplates", icon: "send" },
  ],
};

export const NAV_GROUPS: NavGroup[] = [
  {
    label: "groupGeneral",
    items: [
      { to: paths.home, label: "dashboard", icon: "home", end: true },
      { to: paths.assistant, label: "assistant", icon: "bot" },
    ],
  },
  {
    label: "groupHerd",
    items: [
      { to: paths.fields, label: "fields", icon: "map" },
      { to: paths.lots, label: "lots", icon: "grid" },
      { to: paths.map, label: "map", icon: "globe" },
      { to: paths.rodeos, label: "rodeos", icon: "herd" },
      { to: paths.animals, label: "animals", icon: "tag" },
      { to: paths.movements, label: "movements", icon: "list" },
      { to: paths.sync, label: "sync", icon: "clock" },
      { to: paths.cycles, label: "cycles", icon: "cycle" },
    ],
  },
  {
    label: "groupBusiness",
    items: [
      { to: paths.supplies, label: "supplies", icon: "box" },
      { to: paths.billing, label: "billing", icon: "receipt", money: true },
      { to: paths.purchases, label: "purchases", icon: "cart", money: true },
      { to: paths.consumption, label: "consumption", icon: "bowl" },
    ],
  },
  {
    label: "groupOrganization",
    items: [
      { to: paths.tasks, label: "tasks", icon: "tasks" },
      { to: paths.notes, label: "notes", icon: "note" },
      { to: paths.workTeam, label: "workTeam", icon: "users" },
      CONFIGURATION,
    ],
  },
  PLATFORM_GROUP,
];

/**
 * A super admin who runs no ranch: only what they can use, the platform and their account (every ranch
 * screen would only ask them to create an organization).
 */
export const PLATFORM_ONLY_GROUPS: NavGroup[] = [PLATFORM_GROUP, { label: "groupAccount", items: [CONFIGURATION] }];
