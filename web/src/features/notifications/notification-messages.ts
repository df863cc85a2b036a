// Texts of the bell and its panel (docs/administration.md).
import { defineMessages } from "../../lib/i18n";

export const bellMessages = defineMessages(
  {
    // The name says the badge's own figure ("99+" above 99), so speech control finds the button by what it shows.
    bell: (n: number) => `Notificaciones: ${n > 99 ? "más de 99" : n} sin leer`,
    title: "Notificaciones",
    close: "Cerrar",
    loading: "Cargando notificaciones…",
    loadError: "No se pudieron cargar las notificaciones",
    retry: "Reintentar",
    emptyTitle: "No tenés notificaciones",
    emptyText: "Los avisos del equipo de Tropero aparecerán acá.",
    readAll: "Marcar todas como leídas",
    readAllFailed: "No se pudieron marcar como leídas",
    unread: "Sin leer",
    open: "Abrir",
  },
  {
    bell: (n: number) => `Notifications: ${n > 99 ? "over 99" : n} unread`,
    title: "Notifications",
    close: "Close",
    loading: "Loading notifications…",
    loadError: "The notifications could not be loaded",
    retry: "Retry",
    emptyTitle: "You have no notifications",
    emptyText: "Notices from the Tropero team will show here.",
    readAll: "Mark all as read",
    readAllFailed: "They could not be marked as read",
    unread: "Unread",
    open: "Open",
  },
);
