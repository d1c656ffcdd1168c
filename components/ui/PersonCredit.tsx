import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { clients } from '@/lib/content/clients';
import { people, type PersonId } from '@/lib/content/people';

/**
 * Who said it: the name, then "role, dealership · town", for every quote on the site (home and
 * portfolio testimonials, case studies), from lib/content/people.ts and clients.ts, so a person
 * reads the same on every page. `data-person` lets tests/e2e/one-story.spec.ts find them all.
 */
export async function PersonCredit({
  id,
  locale,
  nameClassName = 'block font-semibold text-navy-900',
  detailClassName = 'block text-sm text-slate-600',
}: {
  id: PersonId;
  locale: Locale;
  nameClassName?: string;
  detailClassName?: string;
}) {
  const [t, places] = await Promise.all([
    getTranslations({ locale, namespace: 'People' }),
    getTranslations({ locale, namespace: 'Places.towns' }),
  ]);
  const person = people[id];
  const client = clients[person.client];
  return (
    <span data-person={id}>
      <span className={nameClassName}>{person.name}</span>
      <span className={detailClassName}>
        {t('credit', {
          role: t(`roles.${id}`),
          client: client.name,
          town: places(client.town),
        })}
      </span>
    </span>
  );
}
