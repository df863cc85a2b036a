// What each page of the app shows first, started by its route's loader (docs/spa-data.md).
import {
  categoriesQuery,
  lastMovementsQuery,
  lotsQuery,
  movementLogQuery,
  rodeosQuery,
  assetsQuery,
} from "../lib/store";
import { appLoader, orgLoader } from "./route-loaders";

const app = appLoader();

export const loaders = {
  dashboard: orgLoader((orgId) => [rodeosQuery(orgId), lotsQuery(orgId), lastMovementsQuery(orgId)]),
  assistant: app,
  fields: orgLoader((orgId) => [lotsQuery(orgId)]),
  sync: app,
  stock: orgLoader((orgId) => [assetsQuery(orgId)]),
  stockDetail: orgLoader((orgId) => [assetsQuery(orgId)]),
  createStock: orgLoader((orgId) => [assetsQuery(orgId)]),
  movements: orgLoader((orgId) => [movementLogQuery(orgId), rodeosQuery(orgId)]),
  movementDetail: orgLoader((orgId) => [rodeosQuery(orgId)]),
  rodeos: orgLoader((orgId) => [rodeosQuery(orgId), categoriesQuery(orgId)]),
  rodeoDetail: orgLoader((orgId) => [rodeosQuery(orgId), categoriesQuery(orgId)]),
  lots: orgLoader((orgId) => [lotsQuery(orgId)]),
  lotCreate: app,
  lotDetail: orgLoader((orgId) => [lotsQuery(orgId), rodeosQuery(orgId)]),
  lotEdit: orgLoader((orgId) => [lotsQuery(orgId)]),
  cycles: app,
  cycleDetail: app,
  billing: app,
  billingDetail: app,
  createInvoice: app,
  purchases: app,
  uploadInvoice: app,
  consumption: orgLoader((orgId) => [assetsQuery(orgId), rodeosQuery(orgId)]),
  workTeam: app,
  notes: app,
  tasks: app,
  configuration: app,
  conversations: app,
  conversationDetail: app,
  platform: app,
  users: app,
  inactiveOrganizations: app,
  organizations: app,
  notifications: app,
};
