import type { LeadSource, LeadStatus } from '@/lib/leads/repository';

/** How the inbox names the stored values. */
export const statusLabels: Record<LeadStatus, string> = {
  new: 'New',
  contacted: 'Contacted',
  won: 'Won',
  lost: 'Lost',
};

export const sourceLabels: Record<LeadSource, string> = {
  lead_capture: 'Home page form',
  contact: 'Contact page',
  website_grader: 'Website grader full report',
};

export const inboxErrorTitle = 'Error Loading Data';
export const inboxErrorText =
  'Failed to load contact submissions. Please check your admin privileges.';

/** Where focus goes once a lead is deleted (the inbox's heading, focusable by script). */
export const afterDeleteFocusId = 'inbox-heading';
