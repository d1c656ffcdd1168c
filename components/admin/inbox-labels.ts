import type { LeadSource, LeadStatus } from '@/lib/leads/lead-repository';
import { leadSourceRow } from '@/lib/leads/sources';

/** How the inbox names the stored values. */
export const statusLabels: Record<LeadStatus, string> = {
  new: 'New',
  contacted: 'Contacted',
  won: 'Won',
  lost: 'Lost',
};

/** A source's name in the inbox, its filter and the CSV (lib/leads/sources.ts). */
export const sourceLabel = (source: LeadSource) => leadSourceRow(source).label;

export const inboxErrorTitle = 'Error Loading Data';
export const inboxErrorText =
  'Failed to load contact submissions. Please check your admin privileges.';

/** Where focus goes once a lead is deleted (the inbox's heading, focusable by script). */
export const afterDeleteFocusId = 'inbox-heading';
