import type { Locale } from '@/i18n/routing';
import type { PageSpeedShare } from '../speed-across-pages';
import type {
  DealerCheckPage,
  DealerCheckResult,
  DealerPageFinding,
  Tried,
} from './dealer-page-types';

type Values = Record<string, string | number>;
/** A translator of the `Analysis.dealer` namespace (next-intl's, in a request or outside one). */
export type DealerTranslator = ((key: string, values?: Values) => string) & {
  has(key: string): boolean;
};

/** Evidence values that hold field keys (", "-joined), shown as that language's words. */
const listValues = new Set(['missing']);
const wordValues = new Set(['where', 'foundBy']);

/**
 * The dealer checks' and pages' sentences in one language. The stored findings hold ids,
 * states and values only; field names in them (`missing`) are translated and listed here.
 */
export function dealerTextsFrom(t: DealerTranslator, locale: Locale) {
  const list = new Intl.ListFormat(locale, { type: 'conjunction' });
  const word = (key: string) => (t.has(`fields.${key}`) ? t(`fields.${key}`) : key);
  const values = (evidence: DealerCheckResult['evidence']): Values => {
    const shown: Values = {};
    for (const [name, value] of Object.entries(evidence)) {
      if (name === 'state') continue;
      if (typeof value === 'string' && listValues.has(name)) {
        shown[name] = list.format(value.split(', ').filter(Boolean).map(word));
      } else if (typeof value === 'string' && name === 'foundBy') {
        shown[name] = t.has(`foundBy.${value}`) ? t(`foundBy.${value}`) : value;
      } else if (typeof value === 'string' && wordValues.has(name)) {
        shown[name] = word(value);
      } else {
        shown[name] = value;
      }
    }
    return shown;
  };
  return {
    title: () => t('title'),
    lead: () => t('lead'),
    /** The weights of the pages in the Speed score, as a sentence. */
    speedWeights: () => t('speed.weights'),
    label: (check: DealerCheckResult) => t(`checks.${check.id}.label`),
    fix: (check: DealerCheckResult) => t(`checks.${check.id}.fix`),
    status: (check: DealerCheckResult) => t(`status.${check.status}`),
    evidence(check: DealerCheckResult): string {
      const state = typeof check.evidence.state === 'string' ? check.evidence.state : 'default';
      const key = `checks.${check.id}.evidence.${state}`;
      return t.has(key) ? t(key, values(check.evidence)) : '';
    },
    /**
     * How Speed was weighed across the pages ("home page 81 at 50%, …"), or null when it is the
     * home page's score alone (the report then says it is the phone measurement's).
     */
    speedNote(pages: readonly PageSpeedShare[]): string | null {
      if (pages.length === 0 || (pages.length === 1 && pages[0]?.role === 'home')) return null;
      const shares = pages.map((page) =>
        t('speed.share', {
          page: t(`speed.pages.${page.role}`),
          score: page.score,
          percent: page.percent,
        }),
      );
      return t('speed.note', { shares: list.format(shares) });
    },
    /** "Stock list", "A car's page", or "Your whole site" for the site-wide checks. */
    pageName: (page: DealerCheckPage) => t(`pages.${page}`),
    /** An address the visitor typed for the stock list or a car page was refused: which, and why. */
    givenRefused: (page: DealerPageFinding['role'], reason: string) =>
      t(`givenRefused.${page}`, { reason }),
    /** "found from a link on your home page", or "Not found. We looked at …". */
    finding(finding: DealerPageFinding): string {
      if (finding.found) return t(`foundBy.${finding.foundBy}`);
      const tried = finding.tried.map((item: Tried) =>
        item.where === 'sitemap'
          ? t('tried.sitemap', { urls: item.urls })
          : item.where === 'given'
            ? t('tried.given', { status: item.status })
            : t(`tried.${item.where}`, { links: item.links }),
      );
      return tried.length > 0 ? t('notFound', { tried: list.format(tried) }) : t('notFoundBare');
    },
  };
}

export type DealerTexts = ReturnType<typeof dealerTextsFrom>;
