'use client';

import { useLocale, useTranslations } from 'next-intl';
import { usePathname, useRouter } from '@/i18n/navigation';
import { routing } from '@/i18n/routing';

export function LocaleSwitcher() {
  const t = useTranslations('LocaleSwitcher');
  const locale = useLocale();
  const router = useRouter();
  const pathname = usePathname();
  return (
    <label>
      {t('label')}{' '}
      <select
        defaultValue={locale}
        onChange={(event) => router.replace(pathname, { locale: event.target.value })}
      >
        {routing.locales.map((option) => (
          <option key={option} value={option}>
            {t('locale', { locale: option })}
          </option>
        ))}
      </select>
    </label>
  );
}
