import type { PrivacySectionMessages } from '@/lib/content/privacy-policy';

/**
 * One section of a legal page: a heading, then a paragraph or an introduced list. Texts arrive
 * formatted (placeholders filled) by the page.
 */
export function PolicySection({ id, section }: { id: string; section: PrivacySectionMessages }) {
  return (
    <section aria-labelledby={`${id}-title`} className="scroll-mt-24">
      <h2 id={`${id}-title`} className="text-2xl font-bold text-navy-900">
        {section.title}
      </h2>
      {section.text ? <p className="mt-3 text-slate-700">{section.text}</p> : null}
      {section.intro ? <p className="mt-3 text-slate-700">{section.intro}</p> : null}
      {section.items ? (
        <ul className="mt-3 list-disc space-y-2 pl-6 text-slate-700 marker:text-brand-600">
          {Object.entries(section.items).map(([key, item]) => (
            <li key={key}>{item}</li>
          ))}
        </ul>
      ) : null}
      {section.outro ? <p className="mt-3 text-slate-700">{section.outro}</p> : null}
    </section>
  );
}
