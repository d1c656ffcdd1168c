import type { ClientId } from './clients';

/** How a person's illustrated portrait looks (components/illustrations/Avatar.tsx draws it). */
export type AvatarLook = {
  skin: string;
  hair: string;
  hairStyle: 'short' | 'long' | 'bun' | 'receding' | 'wavy';
  shirt: string;
  background: string;
  beard?: boolean;
  glasses?: boolean;
};

export const roleIds = [
  'owner',
  'managingDirector',
  'generalManager',
  'salesDirector',
  'salesManager',
  'marketingDirector',
  'marketingManager',
] as const;
export type RoleId = (typeof roleIds)[number];

export type Person = {
  /** A proper noun: written the same in every language. */
  name: string;
  /** The job title, translated under `People.roles`. */
  role: RoleId;
  /** The dealership they speak for, which sets their town (./clients.ts). */
  client: ClientId;
  avatar?: AvatarLook;
};

/**
 * Everyone the site quotes, each defined once: a testimonial, a case study or a portfolio
 * quote names a person by id, so a person cannot change job or town between pages.
 */
export const people = {
  andreasGeorgiou: {
    name: 'Andreas Georgiou',
    role: 'owner',
    client: 'georgiouMotors',
    avatar: {
      skin: '#E0AC89',
      hair: '#3F2A1E',
      hairStyle: 'short',
      shirt: '#1D4ED8',
      background: '#DBEAFE',
      beard: true,
    },
  },
  mehmetYilmaz: {
    name: 'Mehmet Yılmaz',
    role: 'managingDirector',
    client: 'yilmazOto',
    avatar: {
      skin: '#C98E6B',
      hair: '#1F2937',
      hairStyle: 'receding',
      shirt: '#0B1B34',
      background: '#FEF3C7',
      glasses: true,
    },
  },
  elenaChristodoulou: {
    name: 'Elena Christodoulou',
    role: 'salesManager',
    client: 'coastlineCars',
    avatar: {
      skin: '#F1C5A5',
      hair: '#7C4A21',
      hairStyle: 'long',
      shirt: '#059669',
      background: '#D1FAE5',
    },
  },
  hasanDemir: {
    name: 'Hasan Demir',
    role: 'owner',
    client: 'demirAutoPlaza',
    avatar: {
      skin: '#B97A56',
      hair: '#111827',
      hairStyle: 'short',
      shirt: '#B45309',
      background: '#FFEDD5',
    },
  },
  sophiaIoannou: {
    name: 'Sophia Ioannou',
    role: 'marketingDirector',
    client: 'nicosiaCarGallery',
    avatar: {
      skin: '#E8B896',
      hair: '#1F2937',
      hairStyle: 'bun',
      shirt: '#6D28D9',
      background: '#EDE9FE',
      glasses: true,
    },
  },
  canAydin: {
    name: 'Can Aydın',
    role: 'generalManager',
    client: 'aydinPremium',
    avatar: {
      skin: '#D39B76',
      hair: '#4B3425',
      hairStyle: 'wavy',
      shirt: '#334155',
      background: '#E2E8F0',
      beard: true,
    },
  },
  serkanKaya: { name: 'Serkan Kaya', role: 'generalManager', client: 'kayaOto' },
  erhanTuncay: { name: 'Erhan Tuncay', role: 'owner', client: 'harbourMotors' },
  christosNicolaou: { name: 'Christos Nicolaou', role: 'salesDirector', client: 'prestigeCars' },
  elifSahin: { name: 'Elif Şahin', role: 'marketingManager', client: 'anatoliaAuto' },
} as const satisfies Record<string, Person>;
export type PersonId = keyof typeof people;
