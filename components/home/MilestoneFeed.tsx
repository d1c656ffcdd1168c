import { getTranslations } from 'next-intl/server';
import { CalendarCheck, Rocket, Search, TrendingUp, Users } from '@/components/ui/icons';
import type { Locale } from '@/i18n/routing';
import { clients } from '@/lib/content/clients';
import { milestones, type MilestoneType } from '@/lib/content/results';
import { formatDate } from '@/lib/format';

const typeStyle: Record<MilestoneType, { icon: typeof Users; className: string }> = {
  leads: { icon: Users, className: 'bg-emerald-400/15 text-emerald-300' },
  sales: { icon: TrendingUp, className: 'bg-amber-400/15 text-amber-300' },
  launch: { icon: Rocket, className: 'bg-sky-400/15 text-sky-300' },
  update: { icon: CalendarCheck, className: 'bg-slate-400/20 text-slate-200' },
  seo: { icon: Search, className: 'bg-violet-400/15 text-violet-300' },
};

/** Dated client milestones, newest first, from lib/content/results.ts; dealers from clients.ts. */
export async function MilestoneFeed({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'HomeResults' });
  return (
    <div className="rounded-card bg-white/5 p-6 ring-1 ring-white/10 sm:p-8">
      <h3 className="text-lg font-bold text-white">{t('feedTitle')}</h3>
      <ol className="mt-5 divide-y divide-white/10">
        {milestones.map((milestone) => {
          const { icon: Icon, className } = typeStyle[milestone.type];
          return (
            <li key={milestone.id} className="flex gap-4 py-4 first:pt-0 last:pb-0">
              <span
                className={`flex size-10 shrink-0 items-center justify-center rounded-xl ${className}`}
              >
                <Icon aria-hidden="true" className="size-5" />
              </span>
              <div className="min-w-0">
                <p className="text-slate-100">
                  {t(`milestones.${milestone.id}`, { dealer: clients[milestone.client].name })}
                </p>
                <p className="mt-1 flex flex-wrap items-center gap-x-3 text-sm text-slate-300">
                  <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${className}`}>
                    {t(`types.${milestone.type}`)}
                  </span>
                  <time dateTime={milestone.date}>{formatDate(milestone.date, locale)}</time>
                </p>
              </div>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
