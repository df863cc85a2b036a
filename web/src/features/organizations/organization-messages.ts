// Texts of the organization switcher and creation flow.
import { defineMessages } from "../../lib/i18n";

export const organizationMessages = defineMessages(
  {
    organization: "Organización",
    newOrganization: "Nueva organización",
    createTitle: "Crear organización",
    name: "Nombre de la organización",
    namePlaceholder: "Ej.: Estancia La Esperanza",
    nameRequired: "Ingresá un nombre",
    create: "Crear organización",
    creating: "Creando...",
    created: "Organización creada",
    createError: "No se pudo crear la organización",
    noneTitle: "Creá tu primera organización",
    noneText:
      "Una organización es tu establecimiento o empresa: ahí vas a cargar campos, lotes, rodeos y movimientos, y a invitar a tu equipo.",
    noOrganizations: "Sin organizaciones",
  },
  {
    organization: "Organization",
    newOrganization: "New organization",
    createTitle: "Create organization",
    name: "Organization name",
    namePlaceholder: "E.g.: La Esperanza Ranch",
    nameRequired: "Enter a name",
    create: "Create organization",
    creating: "Creating...",
    created: "Organization created",
    createError: "The organization could not be created",
    noneTitle: "Create your first organization",
    noneText:
      "An organization is your ranch or company: there you will record fields, paddocks, herds and movements, and invite your team.",
    noOrganizations: "No organizations",
  },
);
