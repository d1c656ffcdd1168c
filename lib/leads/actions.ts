'use server';

import type { LeadFormState } from './form-state';
import { submitLeadForm } from './submit';

// The lead forms' server actions, one per form. They trust nothing from the page that rendered
// them, not even that their argument is a form: submitLeadForm checks it, and the intake
// (lib/leads/intake.ts) sanitises and validates every value again.

export async function submitLeadCapture(
  previous: LeadFormState,
  formData: FormData,
): Promise<LeadFormState> {
  return submitLeadForm('leadCapture', previous, formData);
}

export async function submitContact(
  previous: LeadFormState,
  formData: FormData,
): Promise<LeadFormState> {
  return submitLeadForm('contact', previous, formData);
}

/** The website grader's "Send me the full report" (the report's id is a field of the form). */
export async function requestFullReport(
  previous: LeadFormState,
  formData: FormData,
): Promise<LeadFormState> {
  return submitLeadForm('fullReport', previous, formData);
}
