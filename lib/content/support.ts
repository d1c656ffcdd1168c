/** How to reach support; texts under `Support.methods.<id>`. */
export const contactMethods = [
  { id: 'phone', icon: 'phone' },
  { id: 'email', icon: 'mail' },
  { id: 'chat', icon: 'message-circle' },
] as const;

export type ContactMethodId = (typeof contactMethods)[number]['id'];

/** Our response-time promises by priority; labels under `Support.responseTimes.<id>`. */
export const responseTimes = [
  { id: 'emergency', hours: 1 },
  { id: 'high', hours: 4 },
  { id: 'normal', hours: 24 },
  { id: 'general', hours: 48 },
] as const;
