// The Tropero mark: a steer's head on a pasture-green disc (same drawing as the favicon).

export function Logo({ size = 40, title }: { size?: number; title?: string }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 64 64"
      role={title ? "img" : undefined}
      aria-label={title}
      aria-hidden={title ? undefined : true}
      focusable="false"
    >
      <circle cx="32" cy="32" r="30" fill="#2f6b3a" />
      <path d="M18 26c4-8 24-8 28 0l-4 4v10c0 6-4 10-10 10s-10-4-10-10V30z" fill="#f4efe3" />
      <path d="M18 26c-5-1-8-5-8-9 3 3 6 4 10 4M46 26c5-1 8-5 8-9-3 3-6 4-10 4" fill="#e6d6bf" />
      <circle cx="27" cy="36" r="2" fill="#2f6b3a" />
      <circle cx="37" cy="36" r="2" fill="#2f6b3a" />
    </svg>
  );
}

export function Brand({ size = 32 }: { size?: number }) {
  return (
    <span className="brand">
      <Logo size={size} />
      <span className="brand-name">Tropero</span>
    </span>
  );
}
