/** The Bingo Hall mark: a bingo ball with a star. Decorative; the brand text names it. */
export function BrandMark({ size = 36 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 40 40" aria-hidden="true" focusable="false">
      <circle cx="20" cy="20" r="19" className="fill-primary" />
      <circle cx="20" cy="20" r="12.5" className="fill-surface" />
      <path
        d="M20 11.5l2.5 5.1 5.6.8-4 3.9.9 5.6-5-2.6-5 2.6.9-5.6-4-3.9 5.6-.8z"
        className="fill-accent"
      />
      <circle
        cx="20"
        cy="20"
        r="19"
        fill="none"
        className="stroke-primary-hover"
        strokeWidth="1.5"
      />
    </svg>
  );
}
