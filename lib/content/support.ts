import { Mail, MessageCircle, Phone } from '@/components/ui/icons';

/** How to reach support; texts under `Support.methods.<id>`. */
export const contactMethods = [
  { id: 'phone', icon: Phone },
  { id: 'email', icon: Mail },
  { id: 'chat', icon: MessageCircle },
] as const;

export type ContactMethodId = (typeof contactMethods)[number]['id'];

/** Our response-time promises by priority; labels under `Support.responseTimes.<id>`. */
export const responseTimes = [
  { id: 'emergency', hours: 1 },
  { id: 'high', hours: 4 },
  { id: 'normal', hours: 24 },
  { id: 'general', hours: 48 },
] as const;
