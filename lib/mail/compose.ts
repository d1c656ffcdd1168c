import 'server-only';
import { render } from '@react-email/render';
import { createElement, type ReactElement } from 'react';
import type { Locale } from '@/i18n/routing';
import { analysisTextsFor, siteName } from '@/lib/analysis/present';
import type { MailMeasurement } from '@/lib/analysis/measurements/for-mail';
import { reportScores } from '@/lib/analysis/report-scores';
import type { AnalysisResult } from '@/lib/analysis/analysis-result';
import { graderBand, graderCategories, prioritisedIssues } from '@/lib/analysis/scoring';
import type { Lead } from '@/lib/db/generated/client';
import { canonicalEmail } from '@/lib/leads/email-address';
import { formatOpeningHours } from '@/lib/hours/opening-hours';
import { absoluteUrl } from '@/lib/seo/urls';
import { siteConfig } from '@/lib/site-config';
import { dealerChecksWithPhone } from '@/lib/analysis/dealer/contact-on-phone';
import { phoneBlock, type MailAttachment } from './grader-phone';
import { greetingName } from './greeting-name';
import {
  contactActions,
  formatFillTime,
  leadFacts,
  leadFormName,
  visitorMessage,
} from './lead-facts';
import { emailMessages, emailTranslator } from './messages';
import { AgencyLeadEmail } from './templates/AgencyLeadEmail';
import type { ContactLine } from './templates/ContactLines';
import type { EmailFrame } from './templates/frame';
import { GraderReportEmail } from './templates/GraderReportEmail';
import { VisitorConfirmationEmail } from './templates/VisitorConfirmationEmail';

/** One e-mail, ready to send; the outbox adds from, to and the Message-ID. */
export type ComposedMail = {
  subject: string;
  html: string;
  text: string;
  replyTo?: string;
  /** Inline images (cid:…) the HTML shows. */
  attachments?: MailAttachment[];
  /** A booked call's invitation. */
  calendar?: { method: 'REQUEST' | 'CANCEL'; content: string };
};

/**
 * The text part: headings keep their case (html-to-text would upper-case them, wrongly for
 * Turkish's dotted i).
 */
const plainText = {
  plainText: true,
  htmlToTextOptions: {
    selectors: [
      ...['h1', 'h2'].map((selector) => ({ selector, options: { uppercase: false } })),
      // A phone number or an address reads as itself; "tel:+90…" after it would only repeat it.
      { selector: 'a[href^="tel:"]', format: 'anchor', options: { ignoreHref: true } },
      { selector: 'a[href^="mailto:"]', format: 'anchor', options: { ignoreHref: true } },
      // The agency notice's reply, call and WhatsApp buttons: one line each.
      { selector: 'a.action', format: 'block' },
    ],
  },
} as const;

export async function renderMail(
  element: ReactElement,
  subject: string,
  replyTo: string | undefined,
): Promise<ComposedMail> {
  const [html, text] = await Promise.all([render(element), render(element, plainText)]);
  return { subject, html, text, replyTo };
}

/** Typed text goes into a subject on one line and at a length a mail client shows. */
export const oneLine = (text: string, max = 60) => {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > max ? `${line.slice(0, max - 1)}…` : line;
};

/**
 * The agency's notice of a lead, in English (the admin area's language), for every lead: the
 * visitor's message first, then a button for each way back to them (Reply-To is the visitor,
 * so answering is one click), then what the form asked.
 */
export async function composeAgencyLeadMail(input: {
  lead: Lead;
  /** Absolute link to the lead in the admin inbox. */
  inboxUrl: string;
  /** Absolute URL of the page the form was on. */
  pageUrl: string | null;
  /** The call a booking lead booked: when, in words, and its invitation for the agency. */
  call?: { when: string; calendar: NonNullable<ComposedMail['calendar']> };
}): Promise<ComposedMail> {
  const { lead } = input;
  const form = leadFormName(lead.source);
  const spamMark = lead.suspectedSpam ? '[Spam?] ' : '';
  const subject = `${spamMark}New lead: ${oneLine(lead.name)} – ${oneLine(lead.company)} (${form})`;
  const fill =
    lead.fillTimeMs === null
      ? ''
      : ` (sent ${formatFillTime(lead.fillTimeMs)} after the form appeared)`;
  const message = visitorMessage(lead);
  const actions = contactActions(lead, `Your request to ${siteConfig.name} (${lead.reference})`);
  const element = createElement(AgencyLeadEmail, {
    frame: {
      lang: 'en',
      title: subject,
      preview: `${form}: ${oneLine(lead.name)}, ${oneLine(lead.company)}`,
      siteName: siteConfig.name,
      siteUrl: siteConfig.siteUrl,
      tagline: 'New lead',
      footer: `${siteConfig.name} sends this notice for every lead. The lead stays in the inbox whatever happens to this e-mail.`,
    },
    heading: `New lead: ${lead.name}`,
    intro: `${lead.name} of ${lead.company} sent the ${form.toLowerCase()}.`,
    warning: lead.suspectedSpam
      ? `Suspected spam${fill}. It is kept so that nothing is lost: check it before you reply.`
      : null,
    message: message ? { label: `${lead.name} wrote`, text: message } : null,
    actions: [
      { href: actions.reply, text: 'Reply by e-mail' },
      ...(actions.call ? [{ href: actions.call, text: `Call ${lead.phone}` }] : []),
      ...(actions.whatsapp ? [{ href: actions.whatsapp, text: `WhatsApp ${lead.phone}` }] : []),
    ],
    facts: [
      ...(input.call ? [{ label: 'Call', value: input.call.when }] : []),
      ...leadFacts(lead, input.pageUrl),
    ],
    inbox: { href: input.inboxUrl, text: 'Open the lead in the inbox' },
    replyHint: `Reply to this e-mail to answer ${lead.name} at ${lead.email}.`,
  });
  // The stored, canonical address: exactly one mailbox (a lead stored before may lack one).
  const mail = await renderMail(element, subject, canonicalEmail(lead.email) ?? undefined);
  return input.call ? { ...mail, calendar: input.call.calendar } : mail;
}

export function frame(locale: Locale, title: string, preview: string, footer: string): EmailFrame {
  return {
    lang: locale,
    title,
    preview,
    siteName: siteConfig.name,
    siteUrl: absoluteUrl('/', locale),
    tagline: emailMessages(locale).Footer.tagline,
    footer,
  };
}

export function contactLines(t: ReturnType<typeof emailTranslator<'Emails'>>): ContactLine[] {
  return [
    { label: t('common.phone'), text: siteConfig.phone, href: siteConfig.phoneHref },
    {
      label: t('common.whatsapp'),
      text: t('common.whatsappText'),
      href: siteConfig.social.whatsapp,
    },
    { label: t('common.email'), text: siteConfig.email, href: `mailto:${siteConfig.email}` },
  ];
}

export function greeting(
  t: ReturnType<typeof emailTranslator<'Emails'>>,
  name: string,
  locale: Locale,
) {
  const shown = greetingName(name, locale);
  return shown ? t('common.greeting', { name: shown }) : t('common.greetingAnonymous');
}

/**
 * The visitor's confirmation in their language. It repeats nothing they typed but their name
 * (and not even that when it looks like a link or a number): anyone can enter a stranger's
 * address, so this e-mail must carry only our own words. Replies go to the agency.
 */
export async function composeVisitorConfirmationMail(input: {
  name: string;
  locale: Locale;
  /** The lead's reference (AS-XXXX-XXXX), for the visitor to quote. */
  reference: string;
}): Promise<ComposedMail> {
  const { locale } = input;
  const t = emailTranslator(locale, 'Emails');
  const site = siteConfig.name;
  const subject = t('confirmation.subject', { site });
  const element = createElement(VisitorConfirmationEmail, {
    frame: frame(
      locale,
      subject,
      t('confirmation.preview'),
      t('confirmation.footer', { site: siteConfig.siteUrl.replace(/^https?:\/\//, '') }),
    ),
    heading: t('confirmation.heading'),
    greeting: greeting(t, input.name, locale),
    received: t('confirmation.received'),
    reference: t('confirmation.reference', { reference: input.reference }),
    nextTitle: t('confirmation.nextTitle'),
    next: t('confirmation.next', formatOpeningHours(siteConfig.openingHours, locale)),
    soonerTitle: t('confirmation.soonerTitle'),
    contacts: contactLines(t),
    signOff: t('common.signOff'),
    team: t('common.team', { site }),
  });
  return renderMail(element, subject, siteConfig.email);
}

/**
 * The website grader's full report in the requester's language: the overall and category
 * scores, every failed or partial check with its fix (most valuable first, as the report page
 * orders them), and the link to the shareable page. The checks' evidence is left out: it quotes
 * the analysed site, which is not ours to send.
 */
export async function composeGraderReportMail(input: {
  name: string;
  locale: Locale;
  /** Absolute link to the shareable report page in that locale. */
  reportUrl: string;
  result: AnalysisResult;
  /** The phone measurement as it stood when the e-mail could wait no longer. */
  measurement?: Exclude<MailMeasurement, { state: 'wait' }>;
  /** GRADER_DEADLINE_SECONDS, for the sentence about a page that never finished loading. */
  deadlineSeconds?: number;
}): Promise<ComposedMail> {
  const { locale, result } = input;
  const measured = input.measurement?.state === 'done' ? input.measurement : null;
  const pageViews = input.measurement?.pages ?? {};
  const { scores, checks, scriptOnly, speedPages } = reportScores(
    result,
    measured
      ? { state: 'done', result: measured.result, median: measured.median, finishedAt: null }
      : null,
    pageViews,
  );
  const texts = analysisTextsFor(locale, emailMessages(locale));
  // The dealer pages' lines, when the phone was to measure them (the grader's reports).
  const dealerPages =
    result.dealer && Object.keys(pageViews).length > 0
      ? {
          findings: result.dealer.pages,
          pageName: texts.dealer.pageName,
          speedNote: texts.dealer.speedNote(speedPages),
        }
      : null;
  const phone = input.measurement
    ? phoneBlock(
        locale,
        siteName(result.url),
        input.measurement,
        input.deadlineSeconds ?? 60,
        dealerPages,
      )
    : null;
  const t = emailTranslator(locale, 'Emails');
  const page = emailTranslator(locale, 'WebsiteGrader.report');
  const host = siteName(result.url);
  const site = siteConfig.name;
  const score = scores.overall;
  const band = graderBand(score);
  const issues = prioritisedIssues(checks);
  const passed = checks.filter((check) => check.status === 'pass').length;
  // The dealer checks come costliest first; the e-mail names the three that cost the most.
  const dealerFixes = (result.dealer ? dealerChecksWithPhone(result.dealer, pageViews) : [])
    .filter((check) => check.cost > 0)
    .slice(0, 3);
  // First, as on the page: what exists only once the page's scripts have run.
  const finding = scriptOnly ? texts.scriptOnly(scriptOnly) : null;
  // Not the host: the visitor chose which site to grade, and a subject line is read first.
  const subject = t('report.subject', { score });

  const element = createElement(GraderReportEmail, {
    frame: frame(
      locale,
      subject,
      t('report.preview', { score, count: issues.length }),
      t('report.footer', { host, site: siteConfig.siteUrl.replace(/^https?:\/\//, '') }),
    ),
    heading: page('title', { host }),
    greeting: greeting(t, input.name, locale),
    intro: t('report.intro', { host }),
    overall: { label: page('overall'), score, band, verdict: page(`bands.${band}`) },
    categoriesTitle: page('categoriesTitle'),
    phone: phone?.block ?? null,
    categories: graderCategories.map((category) => {
      const categoryScore = scores.categories[category];
      return {
        label: texts.category(category),
        score: categoryScore,
        band: graderBand(categoryScore),
      };
    }),
    dealer: dealerFixes.length
      ? {
          title: texts.dealer.title(),
          lead: t('report.dealerLead', { count: dealerFixes.length }),
          fixes: dealerFixes.map((check) => ({
            label: texts.dealer.label(check),
            status: texts.dealer.status(check),
            category: texts.dealer.pageName(check.page),
            fix: texts.dealer.fix(check),
          })),
        }
      : null,
    fixesTitle: t('report.fixesTitle'),
    fixesLead:
      issues.length > 0
        ? t('report.fixesLead', { count: issues.length })
        : page('noRecommendations'),
    fixes: [
      ...(finding
        ? [{ label: finding.title, status: texts.status('fail'), category: '', fix: finding.text }]
        : []),
      ...issues.map((check) => ({
        label: texts.label(check),
        status: texts.status(check.status),
        category: texts.category(check.category),
        fix: texts.fix(check),
      })),
    ],
    fixLabel: t('report.fixLabel'),
    passed: page('passed', { count: passed }),
    report: {
      text: t('report.reportText'),
      href: input.reportUrl,
      button: t('report.reportButton'),
    },
    cta: { title: page('ctaTitle'), text: t('report.ctaText') },
    contacts: contactLines(t),
    signOff: t('common.signOff'),
    team: t('common.team', { site }),
  });
  const mail = await renderMail(element, subject, siteConfig.email);
  return phone?.attachments.length ? { ...mail, attachments: phone.attachments } : mail;
}
