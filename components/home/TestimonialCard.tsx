import type { ReactNode } from 'react';
import { StarRating } from '@/components/ui/StarRating';
import { Avatar } from '@/components/illustrations/Avatar';
import type { AvatarLook } from '@/lib/content/people';

/** One dealer's testimonial: rating, quote, the result they got, and who said it. */
export function TestimonialCard({
  quote,
  credit,
  rating,
  ratingLabel,
  result,
  avatar,
}: {
  quote: string;
  /** PersonCredit: name, role, dealership and town. */
  credit: ReactNode;
  rating: number;
  ratingLabel: string;
  result: string;
  avatar?: AvatarLook;
}) {
  return (
    <figure className="flex h-full flex-col rounded-card border border-slate-200 bg-white p-6">
      <StarRating rating={rating} label={ratingLabel} />
      <blockquote className="mt-4 flex-1 text-slate-700">
        <p>“{quote}”</p>
      </blockquote>
      <p className="mt-5 self-start rounded-full bg-emerald-50 px-3 py-1 text-sm font-semibold text-emerald-800">
        {result}
      </p>
      <figcaption className="mt-5 flex items-center gap-3 border-t border-slate-100 pt-5 text-sm">
        {avatar ? <Avatar look={avatar} className="size-12 shrink-0 rounded-full" /> : null}
        {credit}
      </figcaption>
    </figure>
  );
}
