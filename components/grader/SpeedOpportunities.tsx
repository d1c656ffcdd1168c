import type { createTranslator, Messages } from 'next-intl';
import type { ReactNode } from 'react';
import type {
  BlockingFile,
  Opportunity,
  OpportunityId,
} from '@/lib/analysis/browser/browser-result';
import { blockingVariant } from '@/lib/analysis/browser/advice';
import type { MeasurementFormat } from '@/lib/analysis/browser/measurement-format';

export type OpportunityTexts = {
  title: string;
  lead: string;
  none: string;
  heading: (id: OpportunityId) => string;
  /** The advice, for the kind of files that were measured to block where that is known. */
  text: (id: OpportunityId, variant: 'Stylesheets' | 'Scripts' | null) => string;
  saves: (time: string) => string;
  savesBytes: (size: string) => string;
  shift: (value: string) => string;
  /** Introduces the elements that moved (layout shifts). */
  moved: string;
  /** Introduces the files that held back the first paint… */
  blockedBy: string;
  /** …each with its type and how much later the page painted because of it. */
  blockedFile: (type: BlockingFile['type'], time: string) => string;
  /** Introduces the images without a width and height (layout shifts). */
  unsized: string;
  /** Introduces the third parties… */
  whose: string;
  /** …each with its main-thread time and bytes. */
  thirdParty: (time: string, size: string) => string;
};

/** A translator of the `GraderBrowser` messages, on the server or from the messages file. */
type GraderBrowserTranslator = ReturnType<typeof createTranslator<Messages, 'GraderBrowser'>>;

/** The texts of the fixes, worded as the report page words them. */
export function opportunityTexts(t: GraderBrowserTranslator): OpportunityTexts {
  return {
    title: t('opportunitiesTitle'),
    lead: t('opportunitiesLead'),
    none: t('noOpportunities'),
    heading: (id) => t(`opportunities.${id}.title`),
    text: (id, variant) =>
      id === 'renderBlocking' && variant
        ? t(`opportunities.renderBlocking.text${variant}`)
        : t(`opportunities.${id}.text`),
    saves: (time) => t('saves', { time }),
    savesBytes: (size) => t('savesBytes', { size }),
    shift: (value) => t('shift', { value }),
    moved: t('moved'),
    blockedBy: t('blockedBy'),
    blockedFile: (type, time) => t('blockedFile', { type: t(`fileTypes.${type}`), time }),
    unsized: t('unsized'),
    whose: t('whose'),
    thirdParty: (time, size) => t('thirdParty', { time, size }),
  };
}

/** What a fix would gain, in the units that apply: time, bytes, layout shift. */
export function opportunityGains(
  opportunity: Opportunity,
  texts: Pick<OpportunityTexts, 'saves' | 'savesBytes' | 'shift'>,
  format: MeasurementFormat,
): string[] {
  return [
    opportunity.savingsMs >= 100 ? texts.saves(format.time(opportunity.savingsMs)) : null,
    opportunity.savingsBytes >= 10_240
      ? texts.savesBytes(format.size(opportunity.savingsBytes))
      : null,
    opportunity.cls >= 0.01 ? texts.shift(format.cls(opportunity.cls)) : null,
  ].filter((gain) => gain !== null);
}

/** What Lighthouse named behind a fix, under its heading; nothing when it named nothing. */
function Named<Item>({
  title,
  items,
  keyOf,
  children,
}: {
  title: string;
  items: readonly Item[] | undefined;
  keyOf: (item: Item) => string;
  children: (item: Item) => ReactNode;
}) {
  if (!items?.length) return null;
  return (
    <>
      <p className="mt-2 text-sm font-medium text-slate-700">{title}</p>
      <ul className="mt-1 grid gap-1 text-sm text-slate-700">
        {items.map((item) => (
          <li key={keyOf(item)}>{children(item)}</li>
        ))}
      </ul>
    </>
  );
}

const codeClass = 'rounded bg-slate-100 px-1 font-mono text-xs break-all text-navy-900';

/** What Lighthouse found slows the page, in our words, biggest gain first. */
export function SpeedOpportunities({
  opportunities,
  format,
  texts,
}: {
  opportunities: Opportunity[];
  format: MeasurementFormat;
  texts: OpportunityTexts;
}) {
  return (
    <section aria-labelledby="phone-opportunities" className="mt-10">
      <h3 id="phone-opportunities" className="text-xl font-bold text-navy-900">
        {texts.title}
      </h3>
      {opportunities.length === 0 ? (
        <p className="mt-2 font-medium text-emerald-700">{texts.none}</p>
      ) : (
        <>
          <p className="mt-1 text-slate-600">{texts.lead}</p>
          <ol className="mt-4 grid gap-3">
            {opportunities.map((opportunity) => {
              const gains = opportunityGains(opportunity, texts, format);
              return (
                <li
                  key={opportunity.id}
                  className="rounded-xl border border-slate-200 bg-white p-4"
                >
                  <p className="font-semibold text-navy-900">{texts.heading(opportunity.id)}</p>
                  <p className="mt-1 text-slate-700">
                    {texts.text(opportunity.id, blockingVariant(opportunity.blockingFiles))}
                  </p>
                  {gains.length > 0 ? (
                    <p className="mt-1 text-sm font-medium text-slate-700">{gains.join(' ')}</p>
                  ) : null}
                  <Named
                    title={texts.blockedBy}
                    items={opportunity.blockingFiles}
                    keyOf={(file) => file.url}
                  >
                    {(file) => (
                      <>
                        <code className={codeClass}>{file.url}</code>{' '}
                        <span>({texts.blockedFile(file.type, format.time(file.wastedMs))})</span>
                      </>
                    )}
                  </Named>
                  <Named
                    title={texts.whose}
                    items={opportunity.thirdParties}
                    keyOf={(party) => party.name}
                  >
                    {(party) => (
                      <>
                        <span className="font-medium text-navy-900">{party.name}</span>{' '}
                        {party.host !== party.name ? (
                          <code className={codeClass}>{party.host}</code>
                        ) : null}{' '}
                        <span>
                          (
                          {texts.thirdParty(
                            format.time(party.mainThreadMs),
                            format.size(party.bytes),
                          )}
                          )
                        </span>
                      </>
                    )}
                  </Named>
                  <Named
                    title={texts.moved}
                    items={opportunity.culprits}
                    keyOf={(culprit) => culprit.selector}
                  >
                    {(culprit) => (
                      <>
                        <code className={codeClass}>{culprit.selector}</code>{' '}
                        {culprit.label ? <span>{culprit.label} </span> : null}
                        <span className="tabular">({format.cls(culprit.shift)})</span>
                      </>
                    )}
                  </Named>
                  <Named
                    title={texts.unsized}
                    items={opportunity.unsizedImages}
                    keyOf={(url) => url}
                  >
                    {(url) => <code className={codeClass}>{url}</code>}
                  </Named>
                </li>
              );
            })}
          </ol>
        </>
      )}
    </section>
  );
}
