import type { AvatarLook } from '@/components/illustrations/Avatar';

/**
 * Dealer testimonials on the home page. Names of people and dealerships are proper nouns and
 * stay as written; role, quote, result and place are translated under `HomeTestimonials`.
 */
export type Testimonial = {
  id: 'georgiou' | 'yilmaz' | 'coastline' | 'demir' | 'ioannou' | 'aydin';
  name: string;
  dealership: string;
  place: 'limassol' | 'kyrenia' | 'paphos' | 'famagusta' | 'nicosia' | 'istanbul';
  rating: 1 | 2 | 3 | 4 | 5;
  avatar: AvatarLook;
};

export const testimonials: readonly Testimonial[] = [
  {
    id: 'georgiou',
    name: 'Andreas Georgiou',
    dealership: 'Georgiou Motors',
    place: 'limassol',
    rating: 5,
    avatar: {
      skin: '#E0AC89',
      hair: '#3F2A1E',
      hairStyle: 'short',
      shirt: '#1D4ED8',
      background: '#DBEAFE',
      beard: true,
    },
  },
  {
    id: 'yilmaz',
    name: 'Mehmet Yılmaz',
    dealership: 'Yılmaz Oto Galeri',
    place: 'kyrenia',
    rating: 5,
    avatar: {
      skin: '#C98E6B',
      hair: '#1F2937',
      hairStyle: 'receding',
      shirt: '#0B1B34',
      background: '#FEF3C7',
      glasses: true,
    },
  },
  {
    id: 'coastline',
    name: 'Elena Christodoulou',
    dealership: 'Coastline Cars',
    place: 'paphos',
    rating: 5,
    avatar: {
      skin: '#F1C5A5',
      hair: '#7C4A21',
      hairStyle: 'long',
      shirt: '#059669',
      background: '#D1FAE5',
    },
  },
  {
    id: 'demir',
    name: 'Hasan Demir',
    dealership: 'Demir Auto Plaza',
    place: 'famagusta',
    rating: 5,
    avatar: {
      skin: '#B97A56',
      hair: '#111827',
      hairStyle: 'short',
      shirt: '#B45309',
      background: '#FFEDD5',
    },
  },
  {
    id: 'ioannou',
    name: 'Sophia Ioannou',
    dealership: 'Nicosia Car Gallery',
    place: 'nicosia',
    rating: 5,
    avatar: {
      skin: '#E8B896',
      hair: '#1F2937',
      hairStyle: 'bun',
      shirt: '#6D28D9',
      background: '#EDE9FE',
      glasses: true,
    },
  },
  {
    id: 'aydin',
    name: 'Can Aydın',
    dealership: 'Aydın Premium Cars',
    place: 'istanbul',
    rating: 5,
    avatar: {
      skin: '#D39B76',
      hair: '#4B3425',
      hairStyle: 'wavy',
      shirt: '#334155',
      background: '#E2E8F0',
      beard: true,
    },
  },
];

/** The four statistic tiles above the cards; values and labels under `HomeTestimonials.stats`. */
export const testimonialStats = ['leadIncrease', 'retention', 'newDealers', 'revenue'] as const;
