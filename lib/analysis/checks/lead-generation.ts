import type { PageFacts } from '../html/page-facts';
import { jsonLdTypes } from './schema-markup';
import { defineCheck, fail, partial, pass } from './check-types';

const contactField = /e-?mail|phone|tel|mobile|gsm|telefon|τηλ/i;

/** Forms a buyer can leave their details in: with an email or phone field. */
export function contactForms(page: PageFacts) {
  return page.forms.filter((form) =>
    form.inputs.some((input) => {
      const type = (input.type ?? '').toLowerCase();
      if (type === 'email' || type === 'tel') return true;
      if (['hidden', 'submit', 'button', 'checkbox', 'radio'].includes(type)) return false;
      return contactField.test(`${input.name ?? ''} ${input.id ?? ''} ${input.autocomplete ?? ''}`);
    }),
  );
}

const whatsappHref =
  /^(https?:\/\/)?(wa\.me|api\.whatsapp\.com|web\.whatsapp\.com|chat\.whatsapp\.com)\/|^whatsapp:/i;

const chatVendors: [string, RegExp][] = [
  ['Tawk.to', /tawk\.to|Tawk_API/i],
  ['Crisp', /crisp\.chat|\$crisp/i],
  ['Intercom', /intercom(cdn)?\.io|intercomcdn|Intercom\(/i],
  ['LiveChat', /livechatinc\.com|LiveChatWidget/i],
  ['Tidio', /tidio\.co|tidioChatApi/i],
  ['Zendesk', /zopim|zdassets\.com|zendesk\.com\/embeddable/i],
  ['HubSpot', /usemessages\.com/i],
  ['Drift', /driftt\.com|drift\.com\/include/i],
  ['JivoChat', /jivosite\.com|jivo\.ru|jivo_/i],
  ['Smartsupp', /smartsupp/i],
  ['Olark', /olark\.com/i],
  ['Freshchat', /freshchat\.com/i],
  ['Chatra', /chatra\.io/i],
  ['Facebook Messenger', /customerchat/i],
  ['GetButton', /getbutton\.io/i],
];

/**
 * Button and link texts that ask a buyer to act, in English, Turkish and Greek. Matched at the
 * start of a word ("Book a test drive", not "guestbook"); endings may vary ("enquire"/"enquiry").
 */
const callToActionWords = [
  'contact|call|book|test drive|quote|enquir|inquir|request|schedule|apply|finance|reserve',
  'get in touch|make an offer|value my car|part exchange|trade-in',
  'iletişim|bize ulaş|hemen ara|arayın|randevu|teklif|test sürüş|başvur|rezervasyon|bilgi al|kredi',
  'επικοινων|καλέστε|κλείστε|ραντεβού|προσφορά|δοκιμαστικ|αίτηση|κράτηση|χρηματοδότ',
].join('|');
const callToAction = new RegExp(`(?<!\\p{L})(${callToActionWords})`, 'iu');

const price =
  /(?:£|€|\$|₺|\b(?:TL|EUR|GBP|STG)\b)\s?\d{1,3}(?:[.,\s]\d{3})+|\d{1,3}(?:[.,\s]\d{3})+\s?(?:£|€|\$|₺|\b(?:TL|EUR|GBP|STG)\b)/g;
// Letter-aware word edges: \b knows only ASCII letters, and these words are also Turkish and Greek.
const vehicleTerms =
  /(?<![\p{L}\d])(mileage|miles|km|kilometres?|automatic|manual|diesel|petrol|hybrid|electric|otomatik|dizel|benzin|hibrit|kilometre|αυτόματο|πετρέλαιο|βενζίνη|υβριδικό|χλμ)(?![\p{L}\d])/giu;
const inventoryLink =
  /inventory|stock|used-?cars|cars-for-sale|vehicles|showroom|ara[cç]lar|stok|ikinci-?el|galeri|αυτοκίνητα|μεταχειρισμένα|oxhmata|autokinita/i;

export const leadGenerationChecks = [
  defineCheck({
    id: 'contactForm',
    category: 'leadGeneration',
    weight: 10,
    run({ page }) {
      const count = contactForms(page).length;
      if (count > 0) return pass({ count });
      return page.forms.some((form) => form.hasTextarea)
        ? partial({ count: 0 })
        : fail({ count: 0 });
    },
  }),
  defineCheck({
    id: 'phoneLink',
    category: 'leadGeneration',
    weight: 7,
    run({ page }) {
      const link = page.anchors.find((a) => /^tel:/i.test(a.href));
      return link
        ? pass({ state: 'found', number: link.href.slice(4) })
        : fail({ state: 'missing', number: '' });
    },
  }),
  defineCheck({
    id: 'whatsapp',
    category: 'leadGeneration',
    weight: 7,
    run({ page }) {
      const count = page.anchors.filter((a) => whatsappHref.test(a.href)).length;
      return count > 0 ? pass({ count }) : fail({ count });
    },
  }),
  defineCheck({
    id: 'chatWidget',
    category: 'leadGeneration',
    weight: 4,
    run({ page }) {
      const scripts = page.scripts
        .map((s) => `${s.attrs.src ?? ''} ${s.content.slice(0, 5000)}`)
        .join('\n');
      const vendor = chatVendors.find(([, pattern]) => pattern.test(scripts))?.[0];
      if (vendor) return pass({ state: 'vendor', vendor });
      const widget = page.identifiers.some((value) =>
        /chat-?widget|live-?chat|chatbox/.test(value),
      );
      return widget
        ? pass({ state: 'element', vendor: '' })
        : fail({ state: 'missing', vendor: '' });
    },
  }),
  defineCheck({
    id: 'callToAction',
    category: 'leadGeneration',
    weight: 6,
    run({ page }) {
      const texts = [...page.anchors.map((a) => a.text), ...page.buttons].filter(
        (text) => text.length > 0 && text.length <= 60 && callToAction.test(text),
      );
      if (texts.length === 0) return fail({ count: 0, example: '' });
      const evidence = { count: texts.length, example: texts[0]! };
      return texts.length >= 2 ? pass(evidence) : partial(evidence);
    },
  }),
  defineCheck({
    // Does the page show cars for sale? Structured vehicle data, prices, vehicle vocabulary and
    // links to a stock list each count as one signal.
    id: 'inventory',
    category: 'leadGeneration',
    weight: 6,
    run({ page, jsonLd }) {
      const types = jsonLdTypes(jsonLd.filter((block) => block !== null));
      const signals = [
        types.some((type) => ['Car', 'Vehicle', 'Motorcycle', 'Offer', 'Product'].includes(type)),
        (page.text.match(price) ?? []).length >= 3,
        new Set((page.text.match(vehicleTerms) ?? []).map((t) => t.toLowerCase())).size >= 3,
        page.anchors.some((a) => inventoryLink.test(a.href) || inventoryLink.test(a.text)),
      ];
      const count = signals.filter(Boolean).length;
      if (count >= 2) return pass({ count });
      return count === 1 ? partial({ count }) : fail({ count });
    },
  }),
];
