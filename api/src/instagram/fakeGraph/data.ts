/**
 * The world the fake Graph API serves: a shop owner's Facebook account with one Page and its
 * Instagram business account (the demo shop's), two other users to try the failure paths, and
 * the publications that tag or mention the shop, written the way French customers write them.
 */
import type { GraphMedia } from '../graphClient.js';

export interface FakeUser {
  id: string;
  name: string;
  /** Pages this user administers. */
  pageIds: string[];
}

export interface FakePage {
  id: string;
  name: string;
  /** The Instagram business account linked to the Page, if any. */
  instagramId: string | null;
}

export interface FakeInstagramAccount {
  id: string;
  username: string;
  name: string;
  website: string;
  media_count: number;
  followers_count: number;
}

/** Also the seeded demo account's ids, so that the demo pulls right after `npm start`. */
export const DEMO_INSTAGRAM_ACCOUNT: FakeInstagramAccount = {
  id: '17841400000000001',
  username: 'maison.lumiere',
  name: 'Maison Lumière',
  website: 'https://maison-lumiere.fr',
  media_count: 248,
  followers_count: 12480,
};
export const DEMO_PAGE: FakePage = {
  id: '100000000000001',
  name: 'Maison Lumière',
  instagramId: DEMO_INSTAGRAM_ACCOUNT.id,
};
export const DEMO_FACEBOOK_USER: FakeUser = {
  id: '10000000000000001',
  name: 'Camille Martin',
  pageIds: [DEMO_PAGE.id],
};
/** Administers a Page that has no Instagram business account. */
export const USER_WITHOUT_INSTAGRAM: FakeUser = {
  id: '10000000000000002',
  name: 'Hugo Bernard',
  pageIds: ['100000000000002'],
};
/** Administers no Page at all. */
export const USER_WITHOUT_PAGE: FakeUser = { id: '10000000000000003', name: 'Inès Petit', pageIds: [] };

export const USERS = [DEMO_FACEBOOK_USER, USER_WITHOUT_INSTAGRAM, USER_WITHOUT_PAGE];
export const PAGES: FakePage[] = [
  DEMO_PAGE,
  { id: '100000000000002', name: 'Atelier Hugo', instagramId: null },
];
export const INSTAGRAM_ACCOUNTS = [DEMO_INSTAGRAM_ACCOUNT];

/** The demo's ambassadors: the seed's authors, the first twelve of whom also post on the fake Graph. */
export const DEMO_AUTHORS = [
  'lea.martin',
  'hugo_voyage',
  'chloe.cuisine',
  'sarah.deco',
  'julien.photo',
  'manon_lifestyle',
  'lucas.runner',
  'ines.bijoux',
  'thomas_bricole',
  'camille.en.ville',
  'emma.fleurs',
  'nathan.gourmand',
  'zoe.creations',
  'adam_style_parisien_officiel',
  'louise.and.co',
];

const AUTHORS = DEMO_AUTHORS.slice(0, 12);

const TAGGED_CAPTIONS = [
  'Nouvelle bougie « Figue & cèdre » de @maison.lumiere : mon salon sent divinement bon 🕯️',
  'Samedi matin chez Maison Lumière, toujours un plaisir de flâner dans la boutique ✨',
  'Ma sélection déco d’automne, merci pour les conseils !',
  'Le plaid en lin est arrivé, il est encore plus doux que prévu',
  'Petit carrousel de ma table du dimanche 🍂',
  'Réaménagement de l’entrée : miroir, vase et bouquet séché',
  'Atelier couronne de fleurs séchées, une matinée parfaite 🌾',
  'Cadeau de crémaillère trouvé en cinq minutes, l’équipe est adorable',
  'Avant / après de mon coin lecture 📚',
  'Les céramiques faites main, je craque à chaque fois',
  'Unboxing : emballage soigné et petit mot manuscrit 💛',
  'Visite de la boutique en vidéo, suivez-moi !',
  'Mes trois indispensables pour un intérieur cocooning',
  'Coin bureau revisité avec la lampe Opaline',
  'On parle bougies parfumées : laquelle est votre préférée ?',
];

const MENTION_CAPTIONS = [
  'Merci @maison.lumiere pour ce superbe coffret de Noël 🎁',
  'Ma nouvelle lampe vient de chez @maison.lumiere et je l’adore',
  'Vous m’avez demandé d’où vient mon vase : @maison.lumiere 👉 foncez !',
  'Tuto bouquet sec avec les fleurs de @maison.lumiere 🌸',
];

const HOUR = 60 * 60 * 1000;

/** `2026-11-20T09:30:00+0000`, the way the Graph API writes dates. */
export const graphDate = (ms: number) => new Date(ms).toISOString().replace(/\.\d{3}Z$/, '+0000');

const shortcode = (id: string) => `DM${Number(id.slice(-6)).toString(36).toUpperCase().padStart(5, '0')}`;

/** A deterministic count for a media: same id, same likes. */
const spread = (index: number, min: number, max: number) => min + ((index * 7919 + 104729) % (max - min + 1));

export interface FakeMedia extends GraphMedia {
  /** Which account the media tags or mentions. */
  accountId: string;
  tagged: boolean;
  mentioned: boolean;
}

/**
 * 30 tagged publications (feed pictures, carousels, reels), newest first, one every 11 hours
 * before `now`, and 4 caption mentions that only the `mentions` webhook reveals.
 */
export function buildMedia(now: Date, mediaBaseUrl: string): FakeMedia[] {
  const media: FakeMedia[] = [];
  for (let index = 0; index < 30; index += 1) {
    const id = `1790100000${String(index + 1).padStart(7, '0')}`;
    const isReel = index % 5 === 4;
    const isCarousel = !isReel && index % 3 === 1;
    const caption = TAGGED_CAPTIONS[index % TAGGED_CAPTIONS.length] as string;
    media.push({
      id,
      accountId: DEMO_INSTAGRAM_ACCOUNT.id,
      tagged: true,
      mentioned: caption.includes(`@${DEMO_INSTAGRAM_ACCOUNT.username}`),
      caption,
      media_type: isReel ? 'VIDEO' : isCarousel ? 'CAROUSEL_ALBUM' : 'IMAGE',
      media_product_type: isReel ? 'REELS' : 'FEED',
      media_url: isReel ? `${mediaBaseUrl}/ig-${id}.mp4` : `${mediaBaseUrl}/ig-${id}.svg`,
      ...(isReel ? { thumbnail_url: `${mediaBaseUrl}/ig-${id}.svg` } : {}),
      permalink: `https://www.instagram.com/${isReel ? 'reel' : 'p'}/${shortcode(id)}/`,
      like_count: spread(index, 12, 1900),
      comments_count: spread(index + 3, 0, 140),
      timestamp: graphDate(now.getTime() - (index * 11 + 3) * HOUR),
      username: AUTHORS[(index * 5) % AUTHORS.length] as string,
    });
  }
  MENTION_CAPTIONS.forEach((caption, index) => {
    const id = `1790200000${String(index + 1).padStart(7, '0')}`;
    media.push({
      id,
      accountId: DEMO_INSTAGRAM_ACCOUNT.id,
      tagged: false,
      mentioned: true,
      caption,
      media_type: index === 3 ? 'VIDEO' : 'IMAGE',
      media_product_type: index === 3 ? 'REELS' : 'FEED',
      media_url: `${mediaBaseUrl}/ig-${id}.svg`,
      ...(index === 3 ? { thumbnail_url: `${mediaBaseUrl}/ig-${id}.svg` } : {}),
      permalink: `https://www.instagram.com/p/${shortcode(id)}/`,
      like_count: spread(index + 40, 20, 900),
      comments_count: spread(index + 41, 1, 60),
      timestamp: graphDate(now.getTime() - (index * 19 + 5) * HOUR),
      username: AUTHORS[(index * 3 + 1) % AUTHORS.length] as string,
    });
  });
  return media;
}

/** People who messaged the shop (story mentions), by Instagram-scoped id. */
export const MESSAGING_USERS: Record<string, { username: string; name: string }> = {
  '6100000000000001': { username: 'lea.martin', name: 'Léa Martin' },
  '6100000000000002': { username: 'manon_lifestyle', name: 'Manon Roux' },
  '6100000000000003': { username: 'emma.fleurs', name: 'Emma Lefèvre' },
  '6100000000000004': { username: 'hugo_voyage', name: 'Hugo Bernard' },
  '6100000000000005': { username: 'chloe.cuisine', name: 'Chloé Petit' },
  '6100000000000006': { username: 'sarah.deco', name: 'Sarah Moreau' },
  '6100000000000007': { username: 'julien.photo', name: 'Julien Laurent' },
  '6100000000000008': { username: 'lucas.runner', name: 'Lucas Girard' },
  '6100000000000009': { username: 'ines.bijoux', name: 'Inès Mercier' },
  '6100000000000010': { username: 'thomas_bricole', name: 'Thomas Fabre' },
  '6100000000000011': { username: 'camille.en.ville', name: 'Camille Dubois' },
  '6100000000000012': { username: 'nathan.gourmand', name: 'Nathan Roussel' },
  '6100000000000013': { username: 'zoe.creations', name: 'Zoé Fontaine' },
  '6100000000000014': { username: 'adam_style_parisien_officiel', name: 'Adam Benali' },
  '6100000000000015': { username: 'louise.and.co', name: 'Louise Garnier' },
};

/** The Instagram-scoped id of a demo ambassador, as a story mention of theirs carries it. */
export function messagingIdOf(username: string): string | undefined {
  return Object.entries(MESSAGING_USERS).find(([, user]) => user.username === username)?.[0];
}
