/**
 * The results dashboard: totals our team updates by hand (with the date they were last
 * counted) and dated client milestones. Nothing here ticks or pretends to be live; see
 * ../shared/spec/DECISIONS.md. Labels and milestone texts are under `HomeResults`.
 */
export type ResultStatKey = 'totalDealers' | 'leadsGenerated' | 'revenueGenerated' | 'websitesLive';

/** How a figure is written: a count, a count with "+", or pounds in short form (£5.2m). */
export type ResultFormat = 'count' | 'countPlus' | 'gbpCompact';

export type ResultStat = { key: ResultStatKey; value: number; format: ResultFormat };

/** The day the totals below were last counted (ISO date). Update it with the figures. */
export const resultsAsOf = '2026-11-15';

export const resultStats: readonly ResultStat[] = [
  { key: 'totalDealers', value: 1000, format: 'countPlus' },
  { key: 'leadsGenerated', value: 125_420, format: 'count' },
  { key: 'revenueGenerated', value: 5_200_000, format: 'gbpCompact' },
  { key: 'websitesLive', value: 1000, format: 'countPlus' },
];

export const milestoneTypes = ['leads', 'sales', 'launch', 'update', 'seo'] as const;
export type MilestoneType = (typeof milestoneTypes)[number];

export type Milestone = {
  /** Message key under `HomeResults.milestones`. */
  id:
    | 'kyreniaLaunch'
    | 'famagustaLeads'
    | 'nicosiaSeo'
    | 'limassolSales'
    | 'paphosUpdate'
    | 'antalyaLaunch';
  dealer: string;
  /** ISO date of the milestone. */
  date: string;
  type: MilestoneType;
};

/** Newest first. */
export const milestones: readonly Milestone[] = [
  { id: 'kyreniaLaunch', dealer: 'Kyrenia Motor Centre', date: '2026-11-12', type: 'launch' },
  { id: 'famagustaLeads', dealer: 'Famagusta Auto House', date: '2026-11-06', type: 'leads' },
  { id: 'limassolSales', dealer: 'Limassol Premium Cars', date: '2026-10-31', type: 'sales' },
  { id: 'nicosiaSeo', dealer: 'Nicosia Car Gallery', date: '2026-10-30', type: 'seo' },
  { id: 'paphosUpdate', dealer: 'Paphos Auto Point', date: '2026-10-15', type: 'update' },
  { id: 'antalyaLaunch', dealer: 'Antalya Oto Plaza', date: '2026-10-02', type: 'launch' },
];

/** Intl options for each format; the caller adds the locale. */
export function resultNumberFormat(format: ResultFormat): Intl.NumberFormatOptions {
  if (format === 'gbpCompact') {
    return {
      style: 'currency',
      currency: 'GBP',
      notation: 'compact',
      minimumFractionDigits: 0,
      maximumFractionDigits: 1,
    };
  }
  return { maximumFractionDigits: 0 };
}

export function formatResult(value: number, format: ResultFormat, intlLocale: string) {
  const text = new Intl.NumberFormat(intlLocale, resultNumberFormat(format)).format(value);
  return format === 'countPlus' ? `${text}+` : text;
}
