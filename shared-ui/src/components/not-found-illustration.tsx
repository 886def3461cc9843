/** A light illustration for the not-found screen (inline, so it never fails to load). */
export function NotFoundIllustration() {
  return (
    <svg
      width="220"
      height="160"
      viewBox="0 0 220 160"
      role="img"
      aria-label="Ilustração de página não encontrada"
    >
      <rect x="20" y="20" width="180" height="120" rx="14" fill="#e6edf8" />
      <rect x="20" y="20" width="180" height="26" rx="14" fill="#c8d8ef" />
      <circle cx="40" cy="33" r="5" fill="#fff" />
      <circle cx="56" cy="33" r="5" fill="#fff" />
      <circle cx="72" cy="33" r="5" fill="#fff" />
      <text
        x="110"
        y="108"
        textAnchor="middle"
        fontSize="44"
        fontWeight="700"
        fill="#3862ae"
        fontFamily="system-ui, sans-serif"
      >
        404
      </text>
      <circle cx="168" cy="118" r="18" fill="none" stroke="#2e4f8e" strokeWidth="6" />
      <line
        x1="181"
        y1="131"
        x2="196"
        y2="146"
        stroke="#2e4f8e"
        strokeWidth="8"
        strokeLinecap="round"
      />
    </svg>
  );
}
