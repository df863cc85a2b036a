// The <option>s of a select over named records (lots, rodeos, members...), after an optional empty choice.
export function NamedOptions({
  items,
  empty,
}: {
  items: ReadonlyArray<{ id: number; name: string }>;
  /** The label of the empty choice (value ""); none when absent. */
  empty?: string;
}) {
  return (
    <>
      {empty !== undefined ? <option value="">{empty}</option> : null}
      {items.map((item) => (
        <option key={item.id} value={item.id}>
          {item.name}
        </option>
      ))}
    </>
  );
}
