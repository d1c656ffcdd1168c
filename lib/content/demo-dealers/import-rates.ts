/**
 * The taxes the European Motors import calculator applies to a car brought into the Republic
 * of Cyprus, with where each rate comes from. Explanations are translated under
 * `Demo.importCost`; the source names below are official titles and stay as they are.
 */
export const cyprusImportRates = {
  /** Conventional duty on passenger cars (CN heading 8703) from outside the EU. */
  dutyRateOutsideEu: 0.1,
  /** No customs duty between EU member states (customs union). */
  dutyRateInsideEu: 0,
  /** Standard Cyprus VAT rate. */
  vatRate: 0.19,
  /** A car bought in the EU counts as a "new means of transport" (VAT due in Cyprus) up to … */
  newMeansOfTransport: { maxMonths: 6, maxKm: 6_000 },
  sources: [
    {
      id: 'duty',
      name: 'EU Common Customs Tariff – Council Regulation (EEC) No 2658/87, Annex I, CN 8703',
      url: 'https://ec.europa.eu/taxation_customs/dds2/taric/taric_consultation.jsp',
    },
    {
      id: 'vat',
      name: 'Cyprus Value Added Tax Law 95(I)/2000 – standard rate',
      url: 'https://www.mof.gov.cy/mof/tax/taxdep.nsf',
    },
    {
      id: 'newTransport',
      name: 'Council Directive 2006/112/EC (EU VAT Directive), Articles 2 and 138',
      url: 'https://eur-lex.europa.eu/eli/dir/2006/112/oj',
    },
  ],
} as const;

export type ImportRates = typeof cyprusImportRates;

/** Countries the demo imports from: EU membership decides duty and VAT treatment. */
export const importOrigins = [
  { code: 'DE', euMember: true, shipping: 1_150 },
  { code: 'IT', euMember: true, shipping: 1_050 },
  { code: 'SE', euMember: true, shipping: 1_450 },
  { code: 'GB', euMember: false, shipping: 1_350 },
  { code: 'JP', euMember: false, shipping: 1_900 },
  { code: 'US', euMember: false, shipping: 2_300 },
] as const;

export type ImportOriginCode = (typeof importOrigins)[number]['code'];
