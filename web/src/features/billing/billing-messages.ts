// Texts of the sales invoice screens (/billing, /billing/:id, /create-invoice), and status and payment labels.
import { countNoun } from "@shared/plural";
import type { InvoiceStatus, PaymentMethod } from "@shared/money-values";
import { countEn, defineMessages } from "../../lib/i18n";

export const STATUS_LABELS: Record<InvoiceStatus, string> = {
  borrador: "Borrador",
  emitida: "Emitida",
  pagada: "Pagada",
  anulada: "Anulada",
};

export const PAYMENT_LABELS: Record<PaymentMethod, string> = {
  transferencia: "Transferencia",
  efectivo: "Efectivo",
  cheque: "Cheque",
  echeq: "eCheq",
  otro: "Otro",
};

export const UNIT_LABELS = { cabezas: "cabezas", kg: "kg", unidad: "unidad" } as const;

export const billingMessages = defineMessages(
  {
    title: "Facturación",
    description: "Las facturas de lo que vende el establecimiento.",
    noAccess: "Solo propietarios y administradores ven la facturación",
    noAccessText: "Pedile a un propietario o administrador del establecimiento lo que necesites.",
    newInvoice: "Nueva factura",
    listLabel: "Facturas",
    loading: "Cargando facturas...",
    loadError: "No pudimos cargar las facturas.",
    retry: "Reintentar",
    emptyTitle: "Todavía no hay facturas",
    emptyText: "Las facturas que emitas aparecerán acá.",
    noMatch: "Ninguna factura coincide con los filtros.",
    search: "Buscar",
    searchPlaceholder: "Cliente, CUIT o número",
    status: "Estado",
    allStatuses: "Todos",
    from: "Desde",
    to: "Hasta",
    number: "Número",
    date: "Fecha",
    customer: "Cliente",
    total: "Total",
    draftNumber: "Borrador",
    saleInvoiceTitle: "Factura de la venta",
    invoiceWord: "Factura",
    saleNotInvoiced: "Esta venta todavía no está facturada.",
    invoiceThisSale: "Facturarla",
    previous: "Anterior",
    next: "Siguiente",
    pageOf: (page: number, pages: number, total: number) =>
      `Página ${page} de ${pages} · ${countNoun(total, "factura")}`,
    sinCae: "sin CAE",
  },
  {
    title: "Invoicing",
    description: "Invoices for what the ranch sells.",
    noAccess: "Only owners and administrators see invoicing",
    noAccessText: "Ask an owner or administrator of the ranch for what you need.",
    newInvoice: "New invoice",
    listLabel: "Invoices",
    loading: "Loading invoices...",
    loadError: "We could not load the invoices.",
    retry: "Retry",
    emptyTitle: "No invoices yet",
    emptyText: "The invoices you issue will show here.",
    noMatch: "No invoice matches the filters.",
    search: "Search",
    searchPlaceholder: "Customer, CUIT or number",
    status: "Status",
    allStatuses: "All",
    from: "From",
    to: "To",
    number: "Number",
    date: "Date",
    customer: "Customer",
    total: "Total",
    draftNumber: "Draft",
    saleInvoiceTitle: "Invoice of the sale",
    invoiceWord: "Invoice",
    saleNotInvoiced: "This sale is not invoiced yet.",
    invoiceThisSale: "Invoice it",
    previous: "Previous",
    next: "Next",
    pageOf: (page: number, pages: number, total: number) => `Page ${page} of ${pages} · ${countEn(total, "invoice")}`,
    sinCae: "no CAE",
  },
);
