/** The portal's mark: a leaf over water in the ministry green (same drawing as public/favicon.svg). */
export function LogoMark({ size = 40 }: { size?: number }) {
  return (
    <svg
      className="logo-mark"
      width={size}
      height={size}
      viewBox="0 0 48 48"
      aria-hidden="true"
      focusable="false"
    >
      <rect width="48" height="48" rx="10" fill="#ffffff" />
      <path d="M13 31C13 19 21 11 36 10c0 15-8 23-20 23" fill="#0b6e4f" />
      <path d="M15 31 27 19" stroke="#ffffff" strokeWidth="2.4" strokeLinecap="round" />
      <path
        d="M8 39q4-3 8 0t8 0t8 0t8 0"
        stroke="#0b6e4f"
        strokeWidth="2.6"
        fill="none"
        strokeLinecap="round"
      />
    </svg>
  );
}
