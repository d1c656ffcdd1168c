'use server';

import type { LeadFormState } from './form-state';
import { submitLeadForm } from './submit';

// The two lead forms' server actions. They trust nothing from the page that rendered them:
// every value is validated and sanitized again in submitLeadForm, and an argument that is not a
// form at all is answered like an empty form (the usual "invalid" state, nothing stored).

const asForm = (formData: unknown) => (formData instanceof FormData ? formData : new FormData());

export async function submitLeadCapture(previous: LeadFormState, formData: FormData) {
  return submitLeadForm('leadCapture', previous, asForm(formData));
}

export async function submitContact(previous: LeadFormState, formData: FormData) {
  return submitLeadForm('contact', previous, asForm(formData));
}
