// The dashboard's cards while the summary loads: grey blocks of the cards' usual size, in the grid's
// own places. They are replaced as a whole when the summary arrives (no block is resized), so the
// screen does not jump.
const CARDS = ["dash-tasks", "dash-herd", "dash-last", "dash-rain", "dash-gain"];

/** One card's grey block (`name`: the card's class, which gives it the card's usual height). */
export function CardSkeleton({ name }: { name: string }) {
  return (
    <div className={`card skeleton-card ${name}`} aria-hidden="true">
      <span className="skeleton-line skeleton-title" />
      <span className="skeleton-line" />
      <span className="skeleton-line skeleton-short" />
    </div>
  );
}

export function DashboardSkeleton({ label }: { label: string }) {
  return (
    <>
      <p className="visually-hidden" role="status">
        {label}
      </p>
      {CARDS.map((name) => (
        <CardSkeleton key={name} name={name} />
      ))}
    </>
  );
}
