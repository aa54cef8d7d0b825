import type { RewardType } from '@merci/domain';
import type { RewardPickerOption } from '@merci/ui-kit';

/** The type badges' texts (SPEC §2). */
export const rewardTypeLabels = {
  fr: { percent: 'Réduction', code: 'Code Promo', voucher: 'Bon d’achat', other: 'Autre' },
  en: { percent: 'Discount', code: 'Promo code', voucher: 'Voucher', other: 'Other' },
} as const satisfies Record<'fr' | 'en', Record<RewardType, string>>;

interface RewardText {
  valueText?: string;
  description: string;
  validityText: string;
  remainingText: string;
}

/** Configured rewards of a shop, each in French and in English; fixed data, dates dd/MM/yyyy. */
const rows: readonly { id: number; type: RewardType; fr: RewardText; en: RewardText }[] = [
  {
    id: 1,
    type: 'percent',
    fr: {
      valueText: '15\u202f%',
      description: 'Soldes d’hiver',
      validityText: 'Du 01/11/2026 au 30/11/2026',
      remainingText: '12 en stock',
    },
    en: {
      valueText: '15%',
      description: 'Winter sale',
      validityText: 'From 01/11/2026 to 30/11/2026',
      remainingText: '12 in stock',
    },
  },
  {
    id: 2,
    type: 'code',
    fr: {
      valueText: 'MERCI10',
      description: 'Code -10 %',
      validityText: 'Jusqu’au 31/12/2026',
      remainingText: '40 en stock',
    },
    en: {
      valueText: 'MERCI10',
      description: '10% off code',
      validityText: 'Until 31/12/2026',
      remainingText: '40 in stock',
    },
  },
  {
    id: 3,
    type: 'voucher',
    fr: {
      valueText: '20\u00a0€',
      description: 'Bon boutique',
      validityText: 'Sans limite de date',
      remainingText: '5 en stock',
    },
    en: {
      valueText: '€20',
      description: 'In-store voucher',
      validityText: 'No end date',
      remainingText: '5 in stock',
    },
  },
  {
    id: 4,
    type: 'other',
    fr: {
      description: 'Café offert',
      validityText: 'Du 20/11/2026 au 20/12/2026',
      remainingText: 'Stock illimité',
    },
    en: {
      description: 'Free coffee',
      validityText: 'From 20/11/2026 to 20/12/2026',
      remainingText: 'Unlimited stock',
    },
  },
  {
    id: 5,
    type: 'percent',
    fr: {
      valueText: '20\u202f%',
      description: 'Livraison offerte dès 50 € d’achat',
      validityText: 'Jusqu’au 15/01/2027',
      remainingText: '3 en stock',
    },
    en: {
      valueText: '20%',
      description: 'Free delivery from €50 spent',
      validityText: 'Until 15/01/2027',
      remainingText: '3 in stock',
    },
  },
  {
    id: 6,
    type: 'code',
    fr: {
      valueText: 'AMBASSADEUR',
      description: 'Pour les fidèles',
      validityText: 'Sans limite de date',
      remainingText: 'Stock illimité',
    },
    en: {
      valueText: 'AMBASSADEUR',
      description: 'For loyal fans',
      validityText: 'No end date',
      remainingText: 'Unlimited stock',
    },
  },
  {
    id: 7,
    type: 'percent',
    fr: {
      valueText: '5\u202f%',
      description: 'Bienvenue',
      validityText: 'Du 01/12/2026 au 31/12/2026',
      remainingText: '80 en stock',
    },
    en: {
      valueText: '5%',
      description: 'Welcome',
      validityText: 'From 01/12/2026 to 31/12/2026',
      remainingText: '80 in stock',
    },
  },
  {
    id: 8,
    type: 'voucher',
    fr: {
      valueText: '50\u00a0€',
      description: 'Carte cadeau',
      validityText: 'Jusqu’au 28/02/2027',
      remainingText: '2 en stock',
    },
    en: {
      valueText: '€50',
      description: 'Gift card',
      validityText: 'Until 28/02/2027',
      remainingText: '2 in stock',
    },
  },
  {
    id: 9,
    type: 'other',
    fr: { description: 'Atelier offert', validityText: 'Sans limite de date', remainingText: '10 en stock' },
    en: { description: 'Free workshop', validityText: 'No end date', remainingText: '10 in stock' },
  },
  {
    id: 10,
    type: 'code',
    fr: {
      valueText: 'NOEL2026',
      description: 'Offre de Noël',
      validityText: 'Du 01/12/2026 au 25/12/2026',
      remainingText: '25 en stock',
    },
    en: {
      valueText: 'NOEL2026',
      description: 'Christmas deal',
      validityText: 'From 01/12/2026 to 25/12/2026',
      remainingText: '25 in stock',
    },
  },
  {
    id: 11,
    type: 'percent',
    fr: {
      valueText: '30\u202f%',
      description: 'Vente privée',
      validityText: 'Du 05/01/2027 au 12/01/2027',
      remainingText: '15 en stock',
    },
    en: {
      valueText: '30%',
      description: 'Private sale',
      validityText: 'From 05/01/2027 to 12/01/2027',
      remainingText: '15 in stock',
    },
  },
  {
    id: 12,
    type: 'voucher',
    fr: {
      valueText: '10\u00a0€',
      description: 'Petit merci',
      validityText: 'Sans limite de date',
      remainingText: 'Stock illimité',
    },
    en: {
      valueText: '€10',
      description: 'Small thanks',
      validityText: 'No end date',
      remainingText: 'Unlimited stock',
    },
  },
  {
    id: 13,
    type: 'code',
    fr: {
      valueText: 'ETE27',
      description: 'Été 2027',
      validityText: 'Du 01/06/2027 au 31/08/2027',
      remainingText: '60 en stock',
    },
    en: {
      valueText: 'ETE27',
      description: 'Summer 2027',
      validityText: 'From 01/06/2027 to 31/08/2027',
      remainingText: '60 in stock',
    },
  },
  {
    id: 14,
    type: 'other',
    fr: { description: 'Tote bag offert', validityText: 'Jusqu’au 31/03/2027', remainingText: '30 en stock' },
    en: { description: 'Free tote bag', validityText: 'Until 31/03/2027', remainingText: '30 in stock' },
  },
];

/** The first `count` rewards (at most 14), as RewardPicker options in `locale`. */
export function pickerRewards(locale: 'fr' | 'en', count: number): RewardPickerOption[] {
  return rows.slice(0, count).map(({ id, type, ...texts }) => ({
    id,
    type,
    typeLabel: rewardTypeLabels[locale][type],
    ...texts[locale],
  }));
}
