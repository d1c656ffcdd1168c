import type { Lead } from '@/lib/db/generated/client';
import { leadSourceRow } from './sources';

/**
 * CSV for spreadsheets (RFC 4180, CRLF lines). A cell that a spreadsheet would read as a formula
 * — starting with `=`, `+`, `-`, `@`, or a tab or carriage return (OWASP's list) — gets a leading
 * apostrophe, so a lead named `=HYPERLINK(…)` stays text when an admin opens the export.
 */
export function csvCell(value: string | number | boolean | Date | null | undefined): string {
  if (value === null || value === undefined) return '';
  let text = value instanceof Date ? value.toISOString() : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvRow(cells: Parameters<typeof csvCell>[0][]): string {
  return `${cells.map(csvCell).join(',')}\r\n`;
}

/** The export's columns: what the inbox shows, in the same order. */
export const leadCsvColumns = [
  ['created_at', (lead) => lead.createdAt],
  ['name', (lead) => lead.name],
  ['email', (lead) => lead.email],
  ['phone', (lead) => lead.phone],
  ['company', (lead) => lead.company],
  ['package', (lead) => lead.package],
  ['cars', (lead) => lead.cars],
  ['budget', (lead) => lead.budget],
  ['message', (lead) => lead.message],
  ['source', (lead) => lead.source],
  ['form', (lead) => leadSourceRow(lead.source).label],
  ['status', (lead) => lead.status],
  ['suspected_spam', (lead) => lead.suspectedSpam],
  ['locale', (lead) => lead.locale],
  ['id', (lead) => lead.id],
] as const satisfies readonly (readonly [string, (lead: Lead) => Parameters<typeof csvCell>[0]])[];

export const leadCsvHeader = csvRow(leadCsvColumns.map(([name]) => name));

export function leadCsvRow(lead: Lead): string {
  return csvRow(leadCsvColumns.map(([, value]) => value(lead)));
}
