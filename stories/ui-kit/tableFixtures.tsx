/**
 * Fixed rows and columns of the rewards tables (SPEC §2), shared by the DataTable, PaginatedTable
 * and Rewards table stories: the assigned-rewards table and the configured-rewards table, with
 * their French and English texts. No random, no clock: every value is written out.
 */
import {
  MEDIA_TYPES,
  REWARD_STATUSES,
  REWARD_TYPES,
  type MediaType,
  type RewardStatus,
  type RewardType,
} from '@merci/domain';
import {
  DropdownMenu,
  RewardTypeBadge,
  StatusBadge,
  VisuallyHidden,
  type DataTableColumn,
} from '@merci/ui-kit';
import { Pencil, Trash2 } from 'lucide-react';

export type TableLocale = 'fr' | 'en';

const HANDLES = [
  'lea.martin',
  'hugo_bdx',
  'camille.cuisine',
  'nadia.runs',
  'thomas.velo',
  'ines_makeup',
  'julien.photo',
  'manon.voyage',
  'yanis.street',
  'chloe.deco',
  'sarah_lit',
  'maxime.cafe',
  'emma.jardin',
  'lucas.skate',
  'zoe.patisserie',
  'noah_music',
  'jade.couture',
  'adam.rando',
  'lina.yoga',
  'louis.vinyles',
  'alice_ceramique',
  'gabriel.bd',
  'rose.fleurs',
  'arthur.grimpe',
  'mila.brunch',
  'paul_surf',
  'anna.tricot',
  'victor.barista',
  'louise.danse',
  'nathan.velo',
  'elena.vintage',
  'tom_escalade',
  'clara.boulange',
  'theo.cine',
  'margaux.plantes',
  'leo.running',
  'agathe.ceram',
  'sacha.jazz',
  'iris.poterie',
  'malo.kayak',
] as const;

const CODES = ['BIENVENUE10', 'MERCI15', 'AMBASSADE20', 'NOEL25'] as const;

/** One row of the assigned-rewards table: the fields of an `AssignedReward` it shows. */
export interface AssignedRewardRow {
  id: number;
  username: string;
  mediaType: MediaType;
  permalink: string;
  /** Month of assignment, 0 for January. */
  assignedMonth: number;
  /** Two-digit year of assignment. */
  assignedYear: string;
  type: RewardType;
  /** Percent for `percent`, euros for `voucher`. */
  amount: number;
  code: string;
  status: RewardStatus;
}

/** `count` assigned rewards, newest first, from November 2026 backwards (4 a month). */
export function assignedRewardRows(count: number): AssignedRewardRow[] {
  return Array.from({ length: count }, (_, index) => {
    const monthsBack = Math.floor(index / 4);
    const month = (((10 - monthsBack) % 12) + 12) % 12;
    const year = 26 - Math.floor((monthsBack + 1) / 12);
    return {
      id: index + 1,
      username: HANDLES[index % HANDLES.length] ?? 'ambassadeur',
      mediaType: MEDIA_TYPES[index % MEDIA_TYPES.length] ?? 'image',
      permalink: `https://www.instagram.com/p/DM${(4101 + index * 37).toString(36).toUpperCase()}/`,
      assignedMonth: month,
      assignedYear: String(year),
      type: REWARD_TYPES[index % REWARD_TYPES.length] ?? 'percent',
      amount: [10, 15, 20][index % 3] ?? 10,
      code: CODES[index % CODES.length] ?? 'MERCI',
      status: REWARD_STATUSES[(index * 3) % REWARD_STATUSES.length] ?? 'assigned',
    };
  });
}

interface Texts {
  months: readonly string[];
  mediaTypes: Record<MediaType, string>;
  rewardTypes: Record<RewardType, string>;
  statuses: Record<RewardStatus, string>;
  other: string;
  percent: (amount: number) => string;
  euros: (amount: number) => string;
  headers: {
    ambassador: string;
    mediaType: string;
    url: string;
    assigned: string;
    type: string;
    value: string;
    status: string;
    contentTypes: string;
    validity: string;
    quantity: string;
    allocated: string;
    remaining: string;
    used: string;
    actions: string;
  };
  unlimited: string;
  noValidity: string;
  edit: string;
  delete: string;
  rowActions: (value: string) => string;
  contentTypes: Record<'ad' | 'feed' | 'story' | 'reels', string>;
}

const TEXTS: Record<TableLocale, Texts> = {
  fr: {
    months: [
      'janv.',
      'févr.',
      'mars',
      'avr.',
      'mai',
      'juin',
      'juil.',
      'août',
      'sept.',
      'oct.',
      'nov.',
      'déc.',
    ],
    mediaTypes: { image: 'Image', video: 'Vidéo', carousel_album: 'Carrousel', story: 'Story' },
    rewardTypes: { percent: 'Réduction', code: 'Code Promo', voucher: "Bon d'achat", other: 'Autre' },
    statuses: {
      assigned: 'Attribuée',
      use_requested: 'Utilisation demandée',
      used: 'Utilisée',
      refused: 'Refusée',
      expired: 'Expirée',
    },
    other: 'Café offert',
    percent: (amount) => `${amount}\u202f%`,
    euros: (amount) => `${amount}\u00a0€`,
    headers: {
      ambassador: 'Ambassadeur',
      mediaType: 'Type de média',
      url: 'Publication',
      assigned: 'Attribuée',
      type: 'Type',
      value: 'Valeur',
      status: 'Statut',
      contentTypes: 'Contenus',
      validity: 'Validité',
      quantity: 'Quantité',
      allocated: 'Attribuées',
      remaining: 'Restantes',
      used: 'Utilisées',
      actions: 'Actions',
    },
    unlimited: 'Illimitée',
    noValidity: 'Sans limite',
    edit: 'Modifier',
    delete: 'Supprimer',
    rowActions: (value) => `Actions sur la récompense ${value}`,
    contentTypes: { ad: 'Publicité', feed: 'Publication', story: 'Story', reels: 'Reel' },
  },
  en: {
    months: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
    mediaTypes: { image: 'Image', video: 'Video', carousel_album: 'Carousel', story: 'Story' },
    rewardTypes: { percent: 'Discount', code: 'Promo code', voucher: 'Voucher', other: 'Other' },
    statuses: {
      assigned: 'Assigned',
      use_requested: 'Use requested',
      used: 'Used',
      refused: 'Refused',
      expired: 'Expired',
    },
    other: 'Free coffee',
    percent: (amount) => `${amount}%`,
    euros: (amount) => `€${amount}`,
    headers: {
      ambassador: 'Ambassador',
      mediaType: 'Media type',
      url: 'Post',
      assigned: 'Assigned',
      type: 'Type',
      value: 'Value',
      status: 'Status',
      contentTypes: 'Contents',
      validity: 'Validity',
      quantity: 'Quantity',
      allocated: 'Assigned',
      remaining: 'Remaining',
      used: 'Used',
      actions: 'Actions',
    },
    unlimited: 'Unlimited',
    noValidity: 'No limit',
    edit: 'Edit',
    delete: 'Delete',
    rowActions: (value) => `Actions on the reward ${value}`,
    contentTypes: { ad: 'Ad', feed: 'Post', story: 'Story', reels: 'Reel' },
  },
};

function rewardValue(texts: Texts, type: RewardType, amount: number, code: string): string {
  switch (type) {
    case 'percent':
      return texts.percent(amount);
    case 'code':
      return code;
    case 'voucher':
      return texts.euros(amount);
    case 'other':
      return texts.other;
  }
}

/** The assigned-rewards table's caption, columns and empty message in `locale`. */
export function assignedRewardTable(locale: TableLocale) {
  return {
    caption: locale === 'fr' ? 'Récompenses attribuées' : 'Assigned rewards',
    columns: assignedRewardColumns(locale),
    emptyMessage: locale === 'fr' ? 'Aucune récompense attribuée pour le moment.' : 'No reward assigned yet.',
  };
}

/** The columns of the assigned-rewards table (SPEC §2 "Rewards page"). */
export function assignedRewardColumns(locale: TableLocale): DataTableColumn<AssignedRewardRow>[] {
  const texts = TEXTS[locale];
  return [
    {
      id: 'username',
      header: texts.headers.ambassador,
      isRowHeader: true,
      cell: (row) => `@${row.username}`,
    },
    { id: 'mediaType', header: texts.headers.mediaType, cell: (row) => texts.mediaTypes[row.mediaType] },
    {
      id: 'permalink',
      header: texts.headers.url,
      cell: (row) => (
        <a href={row.permalink} target="_blank" rel="noreferrer">
          {row.permalink.replace('https://www.', '').replace(/\/$/, '')}
        </a>
      ),
    },
    {
      id: 'assigned',
      header: texts.headers.assigned,
      cell: (row) => `${texts.months[row.assignedMonth]} ${row.assignedYear}`,
    },
    {
      id: 'type',
      header: texts.headers.type,
      cell: (row) => <RewardTypeBadge type={row.type} label={texts.rewardTypes[row.type]} />,
    },
    {
      id: 'value',
      header: texts.headers.value,
      align: 'end',
      cell: (row) => rewardValue(texts, row.type, row.amount, row.code),
    },
    {
      id: 'status',
      header: texts.headers.status,
      cell: (row) => <StatusBadge status={row.status} label={texts.statuses[row.status]} />,
    },
  ];
}

/** One row of the configured-rewards table: the fields of a `ConfigReward` it shows. */
export interface ConfiguredRewardRow {
  id: number;
  type: RewardType;
  socialContentTypes: readonly ('ad' | 'feed' | 'story' | 'reels')[];
  amount: number;
  code: string;
  /** dd/MM/yyyy, or null for no validity interval. */
  validity: readonly [string, string] | null;
  /** Null when unlimited. */
  quantity: number | null;
  allocated: number;
  used: number;
}

export const configuredRewardRows: readonly ConfiguredRewardRow[] = [
  {
    id: 1,
    type: 'percent',
    socialContentTypes: ['feed', 'reels'],
    amount: 15,
    code: '',
    validity: ['01/11/2026', '31/12/2026'],
    quantity: 50,
    allocated: 12,
    used: 4,
  },
  {
    id: 2,
    type: 'code',
    socialContentTypes: ['story'],
    amount: 0,
    code: 'MERCI15',
    validity: null,
    quantity: null,
    allocated: 31,
    used: 18,
  },
  {
    id: 3,
    type: 'voucher',
    socialContentTypes: ['feed', 'story', 'reels'],
    amount: 20,
    code: '',
    validity: ['15/10/2026', '15/01/2027'],
    quantity: 20,
    allocated: 20,
    used: 9,
  },
  {
    id: 4,
    type: 'other',
    socialContentTypes: ['ad'],
    amount: 0,
    code: '',
    validity: null,
    quantity: 100,
    allocated: 3,
    used: 0,
  },
];

/** What the row actions report: the reward the action applies to. */
export interface RowActionDetails {
  id: number;
}

/**
 * The columns of the configured-rewards table (SPEC §2), ending with a row-actions menu whose
 * 'Modifier' and 'Supprimer' call `onEdit` and `onDelete` with the row's id.
 */
export function configuredRewardColumns(
  locale: TableLocale,
  actions: { onEdit: (details: RowActionDetails) => void; onDelete: (details: RowActionDetails) => void },
): DataTableColumn<ConfiguredRewardRow>[] {
  const texts = TEXTS[locale];
  const count = (value: number) => value.toLocaleString(locale === 'fr' ? 'fr-FR' : 'en-GB');
  return [
    {
      id: 'type',
      header: texts.headers.type,
      isRowHeader: true,
      cell: (row) => <RewardTypeBadge type={row.type} label={texts.rewardTypes[row.type]} />,
    },
    {
      id: 'contentTypes',
      header: texts.headers.contentTypes,
      cell: (row) => row.socialContentTypes.map((type) => texts.contentTypes[type]).join(', '),
    },
    {
      id: 'value',
      header: texts.headers.value,
      align: 'end',
      cell: (row) => rewardValue(texts, row.type, row.amount, row.code),
    },
    {
      id: 'validity',
      header: texts.headers.validity,
      cell: (row) => (row.validity ? `${row.validity[0]} – ${row.validity[1]}` : texts.noValidity),
    },
    {
      id: 'quantity',
      header: texts.headers.quantity,
      align: 'end',
      cell: (row) => (row.quantity === null ? texts.unlimited : count(row.quantity)),
    },
    { id: 'allocated', header: texts.headers.allocated, align: 'end', cell: (row) => count(row.allocated) },
    {
      id: 'remaining',
      header: texts.headers.remaining,
      align: 'end',
      cell: (row) => (row.quantity === null ? texts.unlimited : count(row.quantity - row.allocated)),
    },
    { id: 'used', header: texts.headers.used, align: 'end', cell: (row) => count(row.used) },
    {
      id: 'actions',
      header: <VisuallyHidden>{texts.headers.actions}</VisuallyHidden>,
      align: 'end',
      width: '1%',
      cell: (row) => (
        <DropdownMenu
          size="sm"
          label={texts.rowActions(
            `${texts.rewardTypes[row.type]} ${rewardValue(texts, row.type, row.amount, row.code)}`,
          )}
          items={[
            {
              id: 'edit',
              label: texts.edit,
              icon: <Pencil />,
              onSelect: () => actions.onEdit({ id: row.id }),
            },
            {
              id: 'delete',
              label: texts.delete,
              icon: <Trash2 />,
              tone: 'danger',
              onSelect: () => actions.onDelete({ id: row.id }),
            },
          ]}
        />
      ),
    },
  ];
}

/** The pagination texts, by language. */
export const paginationTexts = {
  fr: {
    previousLabel: 'Précédent',
    nextLabel: 'Suivant',
    firstLabel: 'Première page',
    lastLabel: 'Dernière page',
    pageLabel: (page: number) => `Page ${page}`,
  },
  en: {
    previousLabel: 'Previous',
    nextLabel: 'Next',
    firstLabel: 'First page',
    lastLabel: 'Last page',
    pageLabel: (page: number) => `Page ${page}`,
  },
} as const;
