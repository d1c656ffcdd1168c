'use server';

import type { LeadFormState } from './form-state';
import { submitLeadForm } from './submit';

// The two lead forms' server actions. They trust nothing from the page that rendered them:
// every value is validated and sanitized again in submitLeadForm.

export async function submitLeadCapture(previous: LeadFormState, formData: FormData) {
  return submitLeadForm('leadCapture', previous, formData);
}

export async function submitContact(previous: LeadFormState, formData: FormData) {
  return submitLeadForm('contact', previous, formData);
}
