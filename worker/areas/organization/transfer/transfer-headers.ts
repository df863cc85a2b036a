// The export's CSV columns in Spanish, and the stored units turned into the ones people read (cents →
// pesos, thousandths → units, tenths of a percent → percent). The JSON file keeps the stored values.
import type { CsvCell } from "../../../lib/csv";
const HEADERS: Record<string, string> = {
  id: "ID",
  organization_id: "ID organización",
  name: "Nombre",
  name_key: "Clave del nombre",
  plural_name: "Plural",
  ev: "EV",
  created_at: "Creado",
  updated_at: "Actualizado",
  hectares: "Hectáreas",
  locality: "Localidad",
  renspa: "RENSPA",
  boundary: "Límite (GeoJSON)",
  computed_hectares: "Hectáreas calculadas",
  ev_target: "Carga objetivo (EV/ha)",
  field_id: "ID campo",
  order: "Orden",
  deleted: "Eliminado",
  lot_id: "ID lote",
  rodeo_id: "ID rodeo",
  service_start: "Inicio de servicio",
  service_end: "Fin de servicio",
  method: "Método",
  females_exposed: "Hembras en servicio",
  bulls: "Toros",
  kind: "Tipo",
  unit: "Unidad",
  quantity: "Cantidad",
  unit_cost: "Costo unitario",
  minimum: "Mínimo",
  withdrawal_days: "Días de retiro",
  last_movement_at: "Último movimiento",
  type: "Tipo",
  date: "Fecha",
  cycle_id: "ID ciclo",
  detail: "Detalle",
  reference: "Referencia",
  animals: "Animales",
  data: "Datos",
  metadata: "Metadatos",
  created_by: "ID creado por",
  version: "Versión",
  client_id: "ID del dispositivo",
  category_id: "ID categoría",
  count: "Cabezas",
  title: "Título",
  body: "Texto",
  pinned: "Fijada",
  movement_id: "ID movimiento",
  author_id: "ID autor",
  note_id: "ID nota",
  key: "Clave del archivo",
  content_type: "Tipo de contenido",
  size: "Tamaño (bytes)",
  width: "Ancho",
  height: "Alto",
  description: "Descripción",
  assignee_id: "ID responsable",
  due_date: "Vencimiento",
  priority: "Prioridad",
  status: "Estado",
  recurrence: "Repetición",
  previous_id: "ID tarea anterior",
  completed_at: "Completada",
  completed_by: "ID completada por",
  point_of_sale: "Punto de venta",
  number: "Número",
  customer_name: "Cliente",
  customer_cuit: "CUIT del cliente",
  customer_iva_condition: "Condición de IVA",
  cae_status: "Estado CAE",
  cae: "CAE",
  cae_due_date: "Vencimiento CAE",
  issued_at: "Emitida",
  paid_at: "Pagada",
  payment_method: "Medio de pago",
  voided_at: "Anulada",
  void_reason: "Motivo de anulación",
  invoice_id: "ID factura",
  position: "Posición",
  last_number: "Último número",
  supplier_name: "Proveedor",
  supplier_cuit: "CUIT del proveedor",
  invoice_type: "Tipo de comprobante",
  invoice_number: "Número de comprobante",
  paid: "Pagada",
  asset_movement_id: "ID movimiento de insumos",
  file_id: "ID archivo",
  notes: "Notas",
  purchase_id: "ID compra",
  category: "Categoría de gasto",
  asset_id: "ID insumo",
  user_id: "ID usuario",
  email: "Email",
  first_name: "Nombre",
  last_name: "Apellido",
  role: "Rol",
  net: "Neto",
  iva: "IVA",
  total: "Total",
  unit_price: "Precio unitario",
  tag: "Caravana",
  tag_reversed: "Caravana al revés",
  visual: "Número visual",
  sex: "Sexo",
  birth_date: "Nacimiento",
  birth_estimated: "Nacimiento estimado",
  dam_tag: "Caravana de la madre",
  tagged_at: "Caravaneado",
  tagging_movement_id: "ID movimiento de caravaneo",
  registration_due: "Vence el registro SENASA",
  registered_at: "Registrado en SENASA",
  registration_reference: "Referencia SENASA",
  state: "Estado",
  ended_movement_id: "ID movimiento de baja",
  last_weight_kg: "Último peso (kg)",
  last_weight_date: "Fecha del último peso",
  animal_id: "ID animal",
  kg: "Kg",
  changes_state: "Cambia el estado",
  before: "Antes",
};

/** A stored column as the CSV shows it: header and how to turn the stored value into the shown one. */
export interface CsvColumn {
  column: string;
  header: string;
  show: (value: unknown) => CsvCell;
}

/** A stored value as a cell: yes/no for flags, JSON for the movement's lists and details. */
function cell(value: unknown): CsvCell {
  if (value === null || value === undefined) return null;
  if (typeof value === "number" || typeof value === "string") return value;
  if (typeof value === "boolean") return value ? "sí" : "no";
  return JSON.stringify(value);
}
const same = cell;
const scaled = (divisor: number) => (v: unknown) => (typeof v === "number" ? v / divisor : cell(v));

export function csvColumn(column: string): CsvColumn {
  if (column.endsWith("_cents")) {
    const base = column.slice(0, -"_cents".length);
    return { column, header: `${HEADERS[base] ?? base} ($)`, show: scaled(100) };
  }
  if (column.endsWith("_milli"))
    return { column, header: HEADERS[column.slice(0, -"_milli".length)] ?? column, show: scaled(1000) };
  if (column === "iva_tenths") return { column, header: "IVA (%)", show: scaled(10) };
  return { column, header: HEADERS[column] ?? column, show: same };
}
