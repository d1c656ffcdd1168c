/**
 * Kyrenia harbour in brand colours: the Five Finger mountains, the castle, the harbour
 * houses, boats and the lighthouse. Decorative (the text beside it says where we are).
 */
export function KyreniaHarbour({ className = '' }: { className?: string }) {
  return (
    <svg viewBox="0 0 480 320" aria-hidden="true" className={className} focusable="false">
      <defs>
        <clipPath id="kyrenia-frame">
          <rect width="480" height="320" rx="24" />
        </clipPath>
      </defs>
      <g clipPath="url(#kyrenia-frame)">
        <rect width="480" height="320" fill="#EFF6FF" />
        <circle cx="372" cy="78" r="30" fill="#F59E0B" opacity="0.9" />
        {/* Five Finger mountains behind the town */}
        <path
          d="M0 170 L60 120 L95 138 L140 92 L170 116 L205 80 L240 112 L280 96 L330 130 L380 108 L480 160 V200 H0Z"
          fill="#1C3866"
          opacity="0.35"
        />
        {/* Castle on the left of the harbour */}
        <path d="M24 196 V150 H40 V140 H52 V150 H84 V140 H96 V150 H112 V196Z" fill="#13294D" />
        <rect x="58" y="168" width="20" height="28" rx="10" fill="#0B1B34" />
        {/* Harbour houses */}
        <g fill="#FFFFFF" stroke="#0B1B34" strokeWidth="2">
          <path d="M128 196 V160 L146 146 L164 160 V196Z" />
          <path d="M164 196 V150 H196 V196Z" />
          <path d="M196 196 V164 L214 150 L232 164 V196Z" />
          <path d="M232 196 V156 H262 V196Z" />
          <path d="M262 196 V166 L282 152 L302 166 V196Z" />
          <path d="M302 196 V158 H334 V196Z" />
        </g>
        <g fill="#1D4ED8">
          <rect x="140" y="172" width="10" height="12" />
          <rect x="174" y="162" width="10" height="12" />
          <rect x="208" y="174" width="10" height="12" />
          <rect x="241" y="168" width="10" height="12" />
          <rect x="276" y="176" width="10" height="12" />
          <rect x="312" y="170" width="12" height="12" />
        </g>
        <g fill="#F59E0B">
          <path d="M126 161 L146 145 L166 161 L163 163 L146 150 L129 163Z" />
          <path d="M194 165 L214 149 L234 165 L231 167 L214 154 L197 167Z" />
          <path d="M260 167 L282 151 L304 167 L301 169 L282 156 L263 169Z" />
        </g>
        {/* Lighthouse at the end of the breakwater */}
        <path
          d="M420 200 L426 140 H438 L444 200Z"
          fill="#FFFFFF"
          stroke="#0B1B34"
          strokeWidth="2"
        />
        <rect x="424" y="130" width="16" height="12" fill="#F59E0B" />
        <path d="M340 200 H470" stroke="#0B1B34" strokeWidth="6" strokeLinecap="round" />
        {/* Water */}
        <rect x="0" y="200" width="480" height="120" fill="#1D4ED8" />
        <g stroke="#DBEAFE" strokeWidth="3" strokeLinecap="round" opacity="0.7">
          <path d="M40 250 H90" />
          <path d="M150 276 H210" />
          <path d="M300 246 H350" />
          <path d="M380 286 H440" />
        </g>
        {/* Boats */}
        <g>
          <path d="M110 230 H190 L178 248 H122Z" fill="#FFFFFF" />
          <path d="M150 230 V188 L178 226Z" fill="#F59E0B" />
          <path d="M250 236 H320 L310 252 H260Z" fill="#FFFFFF" />
          <path d="M284 236 V198 L306 232Z" fill="#FFFFFF" opacity="0.85" />
        </g>
        <rect y="304" width="480" height="16" fill="#0B1B34" opacity="0.25" />
      </g>
    </svg>
  );
}
