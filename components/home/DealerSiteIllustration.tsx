/** A laptop showing a dealership website: hand-drawn SVG in the brand colours. */
export function DealerSiteIllustration({ screenTitle }: { screenTitle: string }) {
  return (
    <svg viewBox="0 0 560 360" aria-hidden="true" className="h-auto w-full" focusable="false">
      <defs>
        <linearGradient id="hero-sky" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#1D4ED8" />
          <stop offset="1" stopColor="#13294D" />
        </linearGradient>
        <linearGradient id="hero-car" x1="0" y1="0" x2="1" y2="0">
          <stop offset="0" stopColor="#F8FAFC" />
          <stop offset="1" stopColor="#CBD5E1" />
        </linearGradient>
      </defs>
      {/* laptop body */}
      <rect x="60" y="14" width="440" height="290" rx="16" fill="#0B1B34" />
      <rect x="74" y="28" width="412" height="262" rx="6" fill="#fff" />
      <path d="M20 304h520l-22 30a12 12 0 0 1-10 6H52a12 12 0 0 1-10-6z" fill="#CBD5E1" />
      <rect x="238" y="304" width="84" height="8" rx="4" fill="#94A3B8" />
      {/* site header */}
      <rect x="74" y="28" width="412" height="30" fill="#F1F5F9" />
      <circle cx="92" cy="43" r="7" fill="#F59E0B" />
      <text x="106" y="48" fontSize="13" fontWeight="700" fill="#0B1B34" fontFamily="inherit">
        {screenTitle}
      </text>
      <rect x="330" y="38" width="36" height="8" rx="4" fill="#CBD5E1" />
      <rect x="374" y="38" width="36" height="8" rx="4" fill="#CBD5E1" />
      <rect x="420" y="35" width="54" height="15" rx="7.5" fill="#1D4ED8" />
      {/* hero banner with a car */}
      <rect x="74" y="58" width="412" height="132" fill="url(#hero-sky)" />
      <circle cx="420" cy="92" r="20" fill="#F59E0B" opacity="0.9" />
      <path d="M74 170c60-18 120-22 190-14s140 6 222-8v42H74z" fill="#0B1B34" opacity="0.55" />
      <rect x="94" y="80" width="150" height="14" rx="7" fill="#fff" />
      <rect x="94" y="102" width="110" height="10" rx="5" fill="#BFDBFE" />
      <rect x="94" y="124" width="74" height="22" rx="11" fill="#F59E0B" />
      <g transform="translate(252 104)">
        <path
          d="M8 52l20-24c6-7 14-11 23-11h70c10 0 18 4 25 11l22 20 30 6c8 2 13 8 13 16v8H8z"
          fill="url(#hero-car)"
        />
        <path d="M44 29c4-5 9-7 15-7h26v24H30z" fill="#1E40AF" />
        <path d="M92 22h26c7 0 12 3 17 8l14 16H92z" fill="#1E40AF" />
        <rect x="4" y="70" width="200" height="10" rx="5" fill="#0B1B34" opacity="0.35" />
        <circle cx="52" cy="78" r="17" fill="#0B1B34" />
        <circle cx="52" cy="78" r="7" fill="#94A3B8" />
        <circle cx="166" cy="78" r="17" fill="#0B1B34" />
        <circle cx="166" cy="78" r="7" fill="#94A3B8" />
        <rect x="196" y="60" width="14" height="6" rx="3" fill="#F59E0B" />
      </g>
      {/* vehicle cards */}
      {[0, 1, 2].map((i) => (
        <g key={i} transform={`translate(${90 + i * 132} 202)`}>
          <rect width="116" height="76" rx="8" fill="#F8FAFC" stroke="#E2E8F0" />
          <rect
            x="8"
            y="8"
            width="100"
            height="36"
            rx="5"
            fill={['#DBEAFE', '#FEF3C7', '#D1FAE5'][i]}
          />
          <path
            d="M26 38l8-9c2-2 5-3 8-3h26c4 0 7 1 9 3l9 8 10 2c3 1 5 3 5 6v1H26z"
            fill={['#1D4ED8', '#B45309', '#047857'][i]}
          />
          <rect x="8" y="52" width="60" height="7" rx="3.5" fill="#0B1B34" />
          <rect x="8" y="63" width="40" height="6" rx="3" fill="#059669" />
        </g>
      ))}
    </svg>
  );
}
