// A five-point star in a 20 × 20 box, repeated with an offset.
const star = (dx: number) =>
  `M${10 + dx} 1.5l2.6 5.6 6.1.7-4.5 4.2 1.2 6-5.4-3-5.4 3 1.2-6-4.5-4.2 6.1-.7z`;
const offsets = [0, 22, 44, 66, 88];

/**
 * Five stars, `rating` of them filled: one image for assistive tech ("Rated 5 out of 5"), two
 * paths for the browser. Without a label it is decoration and hidden.
 */
export function StarRating({
  rating,
  label,
  className = 'h-5 w-[6.75rem]',
}: {
  rating: number;
  label?: string;
  className?: string;
}) {
  const filled = offsets.slice(0, rating).map(star).join('');
  const empty = offsets.slice(rating).map(star).join('');
  return (
    <svg
      viewBox="0 0 108 20"
      className={className}
      {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
    >
      {filled ? <path d={filled} fill="#F59E0B" /> : null}
      {empty ? <path d={empty} fill="#CBD5E1" /> : null}
    </svg>
  );
}
