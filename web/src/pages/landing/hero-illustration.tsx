/**
 * The product in one picture: a phone with the rider app on it — a street map, the route from the
 * pickup to the drop, the car on its way, and the trip card. Inline SVG: no request, scales crisply,
 * and mirrors nothing (a map reads the same in every language).
 */
export function HeroIllustration({ label }: { label: string }) {
  return (
    <svg className="hero-illustration" viewBox="0 0 320 420" role="img" aria-label={label}>
      <defs>
        <linearGradient id="hero-glow" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#3fa7ff" stopOpacity="0.35" />
          <stop offset="1" stopColor="#3fa7ff" stopOpacity="0" />
        </linearGradient>
        <clipPath id="hero-screen">
          <rect x="78" y="44" width="164" height="332" rx="18" />
        </clipPath>
      </defs>
      <circle cx="160" cy="210" r="170" fill="url(#hero-glow)" />
      {/* Phone */}
      <rect x="66" y="24" width="188" height="372" rx="30" fill="#0b1620" />
      <rect x="78" y="44" width="164" height="332" rx="18" fill="#e6edf2" />
      <g clipPath="url(#hero-screen)">
        {/* Blocks and streets */}
        <g fill="#d3dde5">
          <rect x="84" y="60" width="60" height="50" rx="4" />
          <rect x="156" y="60" width="80" height="50" rx="4" />
          <rect x="84" y="122" width="40" height="70" rx="4" />
          <rect x="136" y="122" width="100" height="30" rx="4" />
          <rect x="136" y="164" width="46" height="60" rx="4" />
          <rect x="194" y="164" width="42" height="60" rx="4" />
          <rect x="84" y="204" width="40" height="60" rx="4" />
        </g>
        <rect x="78" y="232" width="164" height="14" fill="#c2ead0" />
        {/* Route */}
        <path
          d="M104 114 L104 198 L130 198 L130 158 L188 158 L188 230"
          fill="none"
          stroke="#0b5cad"
          strokeWidth="6"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
        <circle cx="104" cy="114" r="9" fill="#1d6b36" stroke="#ffffff" strokeWidth="3" />
        <path
          d="M188 214 c-9 0 -14 7 -14 13 c0 9 14 22 14 22 s14 -13 14 -22 c0 -6 -5 -13 -14 -13z"
          fill="#b3261e"
        />
        <circle cx="188" cy="227" r="5" fill="#ffffff" />
        {/* The car, on its way */}
        <g transform="translate(118 146)">
          <rect x="0" y="0" width="26" height="16" rx="5" fill="#f2a900" />
          <rect x="5" y="3" width="16" height="6" rx="2" fill="#0f2a3d" />
        </g>
        {/* Trip card */}
        <rect x="88" y="282" width="144" height="82" rx="12" fill="#ffffff" />
        <circle cx="110" cy="306" r="12" fill="#174a6e" />
        <rect x="130" y="298" width="70" height="7" rx="3.5" fill="#16202a" />
        <rect x="130" y="311" width="48" height="6" rx="3" fill="#8a96a3" />
        <rect x="98" y="334" width="124" height="20" rx="10" fill="#0b5cad" />
        <rect x="138" y="341" width="44" height="6" rx="3" fill="#ffffff" />
      </g>
      <rect x="136" y="32" width="48" height="6" rx="3" fill="#24323f" />
    </svg>
  );
}
