/**
 * The ROI calculator's arithmetic, shared by the page and its tests. Pure: no formatting, no
 * I/O. The formulas follow the specification, except payback, which the specification divides
 * by 12 a second time (a unit error recorded in spec/DECISIONS.md).
 */
export const roiFields = ['leads', 'conversion', 'price', 'commission', 'investment'] as const;
export type RoiField = (typeof roiFields)[number];

/** What the visitor typed, as text (from the form or from a shared URL). */
export type RoiRawInputs = Partial<Record<RoiField, string>>;

export type RoiInputs = {
  /** Enquiries a month today. */
  leads: number;
  /** Percentage of leads that buy a car. */
  conversion: number;
  /** Average selling price of a car, in pounds. */
  price: number;
  /** Dealer's margin on a sale, as a percentage of the price. */
  commission: number;
  /** What the website costs, in pounds (0 when left blank or unreadable). */
  investment: number;
};

export type RoiResult = {
  currentLeads: number;
  newLeads: number;
  currentSales: number;
  newSales: number;
  currentRevenue: number;
  newRevenue: number;
  additionalRevenue: { monthly: number; annual: number };
  /** Return in the first month, in percent; null when nothing was invested. */
  roi: number | null;
  /** Months until the extra revenue has paid for the website; null if it never does. */
  paybackMonths: number | null;
  websiteCost: number;
};

export const defaultInvestment = 2500;
/** Our projection: a dealer website that works brings four times the enquiries. */
export const leadMultiplier = 4;

export type RoiParseResult = { ok: true; inputs: RoiInputs } | { ok: false };

/** A finite number from text, or null. Blank text is not zero. */
function parseNumber(text: string | undefined): number | null {
  const trimmed = text?.trim() ?? '';
  if (trimmed === '') return null;
  const value = Number(trimmed);
  return Number.isFinite(value) ? value : null;
}

/** A number above 0 from text, or null. */
function parsePositive(text: string | undefined): number | null {
  const value = parseNumber(text);
  return value != null && value > 0 ? value : null;
}

/**
 * Leads, conversion rate, car price and commission must each be a number above 0; the
 * investment is optional and counts as 0 when missing, unreadable or negative.
 */
export function parseRoiInputs(raw: RoiRawInputs): RoiParseResult {
  const leads = parsePositive(raw.leads);
  const conversion = parsePositive(raw.conversion);
  const price = parsePositive(raw.price);
  const commission = parsePositive(raw.commission);
  if (leads == null || conversion == null || price == null || commission == null) {
    return { ok: false };
  }
  const investment = parsePositive(raw.investment) ?? 0;
  const inputs = { leads, conversion, price, commission, investment };
  // Absurd figures (1e200 leads…) overflow to Infinity and then NaN: refuse them too.
  if (!Number.isFinite(calculateRoi(inputs).newRevenue)) return { ok: false };
  return { ok: true, inputs };
}

const sales = (leads: number, conversion: number) => (leads * conversion) / 100;
const revenue = (salesCount: number, price: number, commission: number) =>
  (salesCount * price * commission) / 100;

export function calculateRoi(inputs: RoiInputs): RoiResult {
  const newLeads = inputs.leads * leadMultiplier;
  const currentSales = sales(inputs.leads, inputs.conversion);
  const newSales = sales(newLeads, inputs.conversion);
  const currentRevenue = revenue(currentSales, inputs.price, inputs.commission);
  const newRevenue = revenue(newSales, inputs.price, inputs.commission);
  const monthly = newRevenue - currentRevenue;
  return {
    currentLeads: inputs.leads,
    newLeads,
    currentSales,
    newSales,
    currentRevenue,
    newRevenue,
    additionalRevenue: { monthly, annual: monthly * 12 },
    roi: inputs.investment > 0 ? ((monthly - inputs.investment) / inputs.investment) * 100 : null,
    paybackMonths: monthly > 0 ? inputs.investment / monthly : null,
    websiteCost: inputs.investment,
  };
}
