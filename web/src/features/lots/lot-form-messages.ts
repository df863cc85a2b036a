// Texts of the lot form, create page and delete (docs/client-rules.md messages come from the store).
import { defineMessages } from "../../lib/i18n";

export const lotFormMessages = defineMessages(
  {
    createTitle: "Nuevo lote",
    createDescription: "Un potrero del establecimiento: su nombre, superficie y campo.",
    back: "Volver a lotes",
    name: "Nombre del lote",
    namePlaceholder: "Ej.: Potrero del bajo",
    hectares: "Hectáreas",
    field: "Campo",
    noField: "Sin campo",
    create: "Crear lote",
    save: "Guardar cambios",
    created: "Lote creado",
    saved: "Lote actualizado",
    saveError: "Error al actualizar el lote",
    notAllowed: "Solo propietarios y administradores pueden crear lotes.",
  },
  {
    createTitle: "New paddock",
    createDescription: "A paddock of the ranch: its name, area and field.",
    back: "Back to paddocks",
    name: "Paddock name",
    namePlaceholder: "E.g.: Lower paddock",
    hectares: "Hectares",
    field: "Field",
    noField: "No field",
    create: "Create paddock",
    save: "Save changes",
    created: "Paddock created",
    saved: "Paddock updated",
    saveError: "Could not update the paddock",
    notAllowed: "Only owners and administrators can create paddocks.",
  },
);
