// Public surface of the movement entry forms: a record button, hooks and functions to open the
// form (record or edit) from any screen, and the host that shows it. The forms load lazily.
export { RecordMovementButton, type RecordMovementButtonProps } from "./record-movement-button";
export { MovementFormHost, preloadMovementForm } from "./movement-form-host";
export {
  movementFormAtom,
  openMovementForm,
  closeMovementForm,
  useRecordMovement,
  useEditMovement,
  type MovementFormRequest,
} from "./request";
export { RECORDABLE_TYPES, MOVEMENT_GROUPS, isRecordable, type MovementGroup } from "./movement-groups";
export { movementLabel, MOVEMENT_LABELS } from "@shared/movement-types";
