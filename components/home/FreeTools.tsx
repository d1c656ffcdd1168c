import { getTranslations } from 'next-intl/server';
import { ArrowRight, contentIcons } from '@/components/ui/icons';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import { freeTools } from '@/lib/content/free-tools';
import { SectionHeading } from '@/components/ui/SectionHeading';
import { HomeSection } from './HomeSection';

export async function FreeTools({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'HomeTools' });
  return (
    <HomeSection id="free-tools">
      <SectionHeading
        id="free-tools-title"
        eyebrow={t('eyebrow')}
        title={t('title')}
        lead={t('lead')}
      />
      <ul className="mt-12 grid gap-6 md:grid-cols-3">
        {freeTools.map(({ id, href, icon }) => {
          const Icon = contentIcons[icon];
          return (
            <li key={id}>
              <article className="flex h-full flex-col rounded-card border border-slate-200 bg-gradient-to-b from-brand-50/60 to-white p-7">
                <span className="flex size-14 items-center justify-center rounded-2xl bg-navy-900 text-amber-cta">
                  <Icon aria-hidden="true" className="size-7" />
                </span>
                <h3 className="mt-5 text-xl font-bold text-navy-900">{t(`items.${id}.title`)}</h3>
                <p className="mt-2 flex-1 text-slate-600">{t(`items.${id}.description`)}</p>
                <Link href={href} className="btn btn-outline mt-6 self-start">
                  {t(`items.${id}.cta`)}
                  <ArrowRight aria-hidden="true" className="size-4" />
                </Link>
              </article>
            </li>
          );
        })}
      </ul>
    </HomeSection>
  );
}
