import { BadgeCheck, Banknote, Repeat, Wrench } from '@/components/ui/icons';
import { StarRating } from '@/components/ui/StarRating';
import { Car } from '@/components/illustrations/Car';
import type { DemoVehicle } from '@/lib/content/preview-demo';
import { previewServices } from '@/lib/content/preview-demo';

/**
 * Server-rendered parts of the preview's mock site. They take the dealer's colour from the
 * --dealer / --dealer-ink custom properties the client island sets, so they never re-render.
 */
export function MockVehicleCard({
  vehicle,
  details,
  price,
}: {
  vehicle: DemoVehicle;
  details: string;
  price: string;
}) {
  return (
    <div className="overflow-hidden rounded-lg border border-slate-200 bg-white">
      <div className="h-1 bg-(--dealer)" />
      <div className="bg-slate-100 px-3 py-2">
        <Car shape={vehicle.shape} paint={vehicle.paint} className="h-auto w-full" />
      </div>
      <div className="p-2.5">
        <p className="font-semibold text-pretty wrap-break-word">{vehicle.name}</p>
        <p className="text-slate-600">{details}</p>
        <p className="tabular mt-0.5 font-bold">{price}</p>
      </div>
    </div>
  );
}

const serviceIcons = {
  finance: Banknote,
  tradeIn: Repeat,
  servicing: Wrench,
  warranty: BadgeCheck,
};

export function MockServices({
  labels,
}: {
  labels: Record<(typeof previewServices)[number], string>;
}) {
  return (
    <ul className="mt-2 grid grid-cols-2 gap-2 @xl:grid-cols-4">
      {previewServices.map((id) => {
        const Icon = serviceIcons[id];
        return (
          <li key={id} className="flex items-center gap-2 rounded-lg border border-slate-200 p-2">
            <span className="rounded-md bg-(--dealer) p-1 text-(--dealer-ink)">
              <Icon aria-hidden="true" className="size-4" />
            </span>
            {labels[id]}
          </li>
        );
      })}
    </ul>
  );
}

export function MockTestimonial({ quote, author }: { quote: string; author: string }) {
  return (
    <div className="rounded-xl border-l-4 border-(--dealer) bg-slate-50 p-3">
      <StarRating rating={5} className="h-3.5 w-[4.75rem]" />
      <p className="mt-1">“{quote}”</p>
      <p className="mt-1 text-slate-600">{author}</p>
    </div>
  );
}
