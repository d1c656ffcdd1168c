/**
 * What happens after a package is paid for, in order. Texts are translated under
 * `PaymentSuccess.steps.<key>.{time,title,text}`.
 */
export const paymentNextSteps = ['confirmation', 'setup', 'discovery', 'development'] as const;
export type PaymentNextStep = (typeof paymentNextSteps)[number];
