// The boundaries' pieces other screens show (docs/map.md); the import page is its own lazy route.
export { BoundaryFileActions } from "./boundary-file-actions";
export { FieldBoundary, LotBoundary } from "./place-boundaries";
