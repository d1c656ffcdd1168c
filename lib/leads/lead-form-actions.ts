'use server';

import { leadFormAction } from './submit';

// The lead forms' server actions, one per form, all made the one way (lib/server/form-action.ts).
// They trust nothing from the page that rendered them, not even that their argument is a form,
// and the intake (lib/leads/intake.ts) sanitises and validates every value again.

export const submitLeadCapture = leadFormAction('leadCapture');

export const submitContact = leadFormAction('contact');

/** The website grader's "Send me the full report" (the report's id is a field of the form). */
export const requestFullReport = leadFormAction('fullReport');

/** The booking page's form: a lead and its call (lib/booking). */
export const submitBooking = leadFormAction('booking');
