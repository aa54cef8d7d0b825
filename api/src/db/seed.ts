import type { Insertable, Kysely } from 'kysely';
import {
  DEFAULT_SHOP_TIME_ZONE,
  PAGE_SIZE,
  PLAN_LOYALTY_QUOTA,
  ROLE_OWNER,
  STORY_LIFETIME_MS,
  STORY_MESSAGE_OFFSET_MS,
  mention,
  monthKey,
  monthStart,
} from '@merci/domain';
import type { ContentType, MediaType, RewardStatus } from '@merci/domain';
import { scheduleStoryMessages } from '../automations/scheduler.js';
import { hashPassword } from '../auth/password.js';
import {
  DEMO_AUTHORS,
  DEMO_INSTAGRAM_ACCOUNT,
  DEMO_PAGE,
  messagingIdOf,
} from '../instagram/fakeGraph/data.js';
import { notificationLinks, useRequestNotice } from '../notifications/subjects.js';
import { seedReferenceData } from './referenceData.js';
import type { Database, SocialContentTable } from './schema.js';

export { CATEGORIES, seedReferenceData } from './referenceData.js';

export const DEMO_LOGIN = { email: 'demo@merci.test', password: 'merci-demo' } as const;
export const DEMO_SHOP_NAME = 'Maison Lumière';

const CAPTIONS = [
  'Coup de cœur pour la nouvelle collection de bougies de @maison.lumiere 🕯️ Une odeur de figue incroyable !',
  'Petit tour chez @maison.lumiere ce samedi, toujours aussi bien accueillie ✨',
  'Mon salon a changé de vie grâce à ce plaid tout doux #maisonlumiere',
  'Unboxing de ma commande @maison.lumiere : emballage soigné, mot manuscrit, je valide 💛',
  'La lampe en céramique est arrivée et elle est encore plus belle en vrai',
  'Dimanche cocooning avec les bougies @maison.lumiere et un bon livre 📚',
  'Vous m’avez demandé où je trouvais mes vases : c’est ici 👉 @maison.lumiere',
  'Atelier composition florale chez @maison.lumiere, quel moment !',
  'Avant / après de ma chambre, merci @maison.lumiere pour les conseils',
  'Idée cadeau pour la fête des mères : le coffret senteurs 🎁',
  'Les nouveautés d’automne sont arrivées, je suis fan des tons terracotta',
  'Un grand merci à l’équipe pour ce service client aux petits oignons',
  'Ma table de Noël avec la vaisselle @maison.lumiere ✨🎄',
  'Test de la diffuseur d’huiles essentielles : 10/10',
  'Quand la boutique est aussi belle que les produits… @maison.lumiere',
];

/** A small seeded random generator: the demo is the same on every machine. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const DAY = 24 * 60 * 60 * 1000;

export interface SeedOptions {
  /** The moment the demo is built around; rewards and contents are dated before it. */
  now?: Date;
  apiPrefix?: string;
  publicUrl?: string;
  /**
   * The demo account's Instagram token, already encrypted, and its expiry: with the fake Graph
   * server, one it accepts, so that pulling works right after `npm start`. Without it the demo
   * account has no token and pulling asks to reconnect.
   */
  instagramToken?: { encrypted: string; expiresAt: Date };
}

/**
 * The reference data on every start, and the demo shop once (never in production): a validated
 * shop with an Instagram account, contents, authors, configured and assigned rewards,
 * notifications and automations. Later runs leave everything the merchant changed untouched.
 */
export async function seedDemoShop(
  db: Kysely<Database>,
  options: SeedOptions = {},
): Promise<{ created: boolean }> {
  const now = options.now ?? new Date();
  const apiPrefix = options.apiPrefix ?? '/api';
  const iso = (ms: number) => new Date(ms).toISOString();

  await seedReferenceData(db);

  const existing = await db
    .selectFrom('user_account')
    .select('id')
    .where('email', '=', DEMO_LOGIN.email)
    .executeTakeFirst();
  if (existing) return { created: false };

  const rand = random(20261122);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(rand() * list.length)] as T;
  const between = (min: number, max: number) => Math.floor(min + rand() * (max - min + 1));
  const passwordHash = await hashPassword(DEMO_LOGIN.password);

  await db.transaction().execute(async (trx) => {
    const category = await trx
      .selectFrom('category')
      .select('id')
      .where('name', '=', 'Maison & décoration')
      .executeTakeFirstOrThrow();
    const shop = await trx
      .insertInto('shop')
      .values({
        name: DEMO_SHOP_NAME,
        phone_number: '0478123456',
        category_id: category.id,
        address_first_row: '12 rue des Lilas',
        address_second_row: null,
        postal_code: '69002',
        city: 'Lyon',
        social_name: 'maison.lumiere',
        validated: 1,
        discount_types: JSON.stringify(['percent', 'code', 'voucher', 'other']),
        quota: PLAN_LOYALTY_QUOTA.advanced,
        quota_remaining: PLAN_LOYALTY_QUOTA.advanced,
        subscription_offer_type: 'advanced',
        subscription_type: 'monthly',
        subscription_amount: 9900,
        created_at: iso(now.getTime() - 400 * DAY),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const owner = await trx
      .insertInto('user_account')
      .values({
        email: DEMO_LOGIN.email,
        name: 'Camille Martin',
        password_hash: passwordHash,
        roles: JSON.stringify([ROLE_OWNER]),
        activated: 1,
        shop_id: shop.id,
        created_at: iso(now.getTime() - 400 * DAY),
      })
      .returning('id')
      .executeTakeFirstOrThrow();

    const account = await trx
      .insertInto('social_account')
      .values({
        shop_id: shop.id,
        network: 'instagram',
        // The fake Graph server's account, so that the offline demo pulls into this very account.
        external_id: DEMO_INSTAGRAM_ACCOUNT.id,
        page_id: DEMO_PAGE.id,
        account_name: DEMO_INSTAGRAM_ACCOUNT.username,
        website: DEMO_INSTAGRAM_ACCOUNT.website,
        image_url: `${apiPrefix}/media/account-maison-lumiere.svg`,
        post_count: 248,
        follower_count: 12480,
        access_token_encrypted: options.instagramToken?.encrypted ?? null,
        token_expires_at: iso(options.instagramToken?.expiresAt.getTime() ?? now.getTime() + 50 * DAY),
        has_account_token_expired: 0,
        pull_status: 'done',
        last_pulled_at: iso(now.getTime() - 2 * 60 * 60 * 1000),
        created_at: iso(now.getTime() - 380 * DAY),
      })
      .returning('id')
      .executeTakeFirstOrThrow();

    // 60 publications over the last year, more of them recent; the last stories are still live.
    const kinds: [ContentType, MediaType[]][] = [
      ...Array.from({ length: 30 }, (): [ContentType, MediaType[]] => [
        'feed',
        ['image', 'image', 'carousel_album'],
      ]),
      ...Array.from({ length: 14 }, (): [ContentType, MediaType[]] => ['reels', ['video']]),
      ...Array.from({ length: 12 }, (): [ContentType, MediaType[]] => ['story', ['story']]),
      ...Array.from({ length: 4 }, (): [ContentType, MediaType[]] => ['ad', ['image', 'video']]),
    ];
    const contents: (Insertable<SocialContentTable> & { createdMs: number })[] = [];
    kinds.forEach(([type, mediaTypes], index) => {
      const ageDays = type === 'story' && index % 12 < 4 ? rand() * 0.9 : Math.pow(rand(), 2) * 360 + 1;
      const createdMs = now.getTime() - ageDays * DAY;
      const mediaType = pick(mediaTypes);
      const storyGone = type === 'story' && now.getTime() - createdMs > STORY_LIFETIME_MS;
      const reelWithoutMedia = type === 'reels' && index % 5 === 0;
      contents.push({
        social_account_id: account.id,
        external_id: `1790000000000${String(index).padStart(4, '0')}`,
        media_url: storyGone || reelWithoutMedia ? null : `${apiPrefix}/media/content-${index + 1}.svg`,
        caption: type === 'story' ? null : pick(CAPTIONS),
        permalink: type === 'story' ? null : `https://www.instagram.com/p/DEMO${index + 1}/`,
        type,
        media_type: mediaType,
        author_username: DEMO_AUTHORS[(index * 7 + Math.floor(rand() * 3)) % DEMO_AUTHORS.length] as string,
        like_count: type === 'story' ? 0 : between(8, 2400),
        comment_count: type === 'story' ? 0 : between(0, 160),
        expires_at: type === 'story' ? iso(createdMs + STORY_LIFETIME_MS) : null,
        created_at: iso(createdMs),
        createdMs,
      });
    });
    const contentIds: { id: number; row: (typeof contents)[number] }[] = [];
    for (const { createdMs: _createdMs, ...row } of contents) {
      const inserted = await trx
        .insertInto('social_content')
        .values(row)
        .returning('id')
        .executeTakeFirstOrThrow();
      contentIds.push({ id: inserted.id, row: contents[contentIds.length] as (typeof contents)[number] });
    }
    for (const [index, username] of DEMO_AUTHORS.entries()) {
      await trx
        .insertInto('social_author')
        .values({
          social_account_id: account.id,
          username,
          email: index % 3 === 0 ? `${username.replace(/[._]/g, '')}@mail.test` : null,
        })
        .execute();
    }

    const year = now.getUTCFullYear();
    const configs = [
      {
        type: 'percent',
        social_content_types: ['ad', 'feed', 'story', 'reels'],
        place: 'online',
        percent: 15,
        description: 'Réduction fidélité',
        quantity: null,
      },
      {
        type: 'code',
        social_content_types: ['feed', 'reels'],
        place: 'online',
        code: 'MERCI10',
        percent: 0,
        description: '10\u00a0€ dès 50\u00a0€ d’achat',
        quantity: 50,
      },
      {
        type: 'voucher',
        social_content_types: ['story'],
        place: 'shop',
        percent: 0,
        description: 'Bon d’achat de 20\u00a0€',
        quantity: 20,
        validity_start_at: `${year}-01-01`,
        validity_end_at: `${year}-12-31`,
      },
      {
        type: 'other',
        social_content_types: ['story', 'feed'],
        place: 'shop',
        percent: 0,
        description: 'Un café offert',
        quantity: null,
      },
      {
        type: 'percent',
        social_content_types: ['reels'],
        place: 'shop',
        percent: 20,
        description: 'Soldes d’hiver',
        quantity: null,
        validity_start_at: `${year - 1}-01-08`,
        validity_end_at: `${year - 1}-02-04`,
      },
      {
        type: 'code',
        social_content_types: ['feed'],
        place: 'online',
        code: 'ETE' + year,
        percent: 0,
        description: 'Code été',
        quantity: 100,
        validity_start_at: `${year}-06-01`,
        validity_end_at: `${year}-08-31`,
      },
      {
        type: 'voucher',
        social_content_types: ['feed', 'reels'],
        place: 'shop',
        percent: 0,
        description: 'Bon de 50\u00a0€',
        quantity: 5,
      },
      {
        type: 'percent',
        social_content_types: ['feed'],
        place: 'online',
        percent: 10,
        description: 'Merci ambassadeur',
        quantity: 100,
      },
    ] as const;
    const configIds: number[] = [];
    for (const [index, config] of configs.entries()) {
      const inserted = await trx
        .insertInto('config_discount')
        .values({
          shop_id: shop.id,
          type: config.type,
          social_content_types: JSON.stringify(config.social_content_types),
          place: config.place,
          code: 'code' in config ? config.code : null,
          percent: config.percent,
          description: config.description,
          validity_start_at: 'validity_start_at' in config ? config.validity_start_at : null,
          validity_end_at: 'validity_end_at' in config ? config.validity_end_at : null,
          quantity: config.quantity,
          quantity_allocated: 0,
          quantity_used: 0,
          created_by: owner.id,
          created_at: iso(now.getTime() - (300 - index * 30) * DAY),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      configIds.push(inserted.id);
    }

    // 40 rewarded publications in every status. The first contents page is mostly still to
    // reward, so that a newcomer finds the retain action at once: its 8 newest are not rewarded,
    // 3 of the rest of the page are, so both card states show.
    const statuses: RewardStatus[] = [
      ...Array<RewardStatus>(14).fill('assigned'),
      ...Array<RewardStatus>(6).fill('use_requested'),
      ...Array<RewardStatus>(12).fill('used'),
      ...Array<RewardStatus>(4).fill('refused'),
      ...Array<RewardStatus>(4).fill('expired'),
    ];
    const newestFirst = [...contentIds].sort((a, b) => b.row.createdMs - a.row.createdMs);
    const firstPage = PAGE_SIZE.socialContents;
    const rewarded = [
      ...newestFirst.slice(8, firstPage).filter((_, index) => index !== 1),
      ...newestFirst.slice(firstPage).filter((_, index) => index % 5 !== 2),
    ].slice(0, 40);
    const allocated = new Map<number, number>();
    const used = new Map<number, number>();
    // What the seeded notifications are about, so that each links to a real row.
    const givenByStatus = new Map<RewardStatus, Parameters<typeof useRequestNotice>[0][]>();
    let thisMonth = 0;
    // The quota counts this calendar month where the shop is.
    const thisMonthStart = monthStart(now, DEFAULT_SHOP_TIME_ZONE).getTime();
    for (const [index, { id, row }] of rewarded.entries()) {
      const status = statuses[(index * 7) % statuses.length] as RewardStatus;
      const configIndex = [0, 1, 2, 3, 6, 7][index % 6] as number;
      const config = configs[configIndex] as (typeof configs)[number];
      const configId = configIds[configIndex] as number;
      const createdMs = Math.min(now.getTime() - 60_000, row.createdMs + between(1, 36) * 60 * 60 * 1000);
      if (createdMs >= thisMonthStart) thisMonth += 1;
      allocated.set(configId, (allocated.get(configId) ?? 0) + 1);
      if (status === 'used') used.set(configId, (used.get(configId) ?? 0) + 1);
      const product = await trx
        .insertInto('product')
        .values({
          shop_id: shop.id,
          social_content_id: id,
          publish: 1,
          approved_at: iso(createdMs),
          created_at: iso(createdMs),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const given = await trx
        .insertInto('discount')
        .values({
          shop_id: shop.id,
          product_id: product.id,
          social_content_id: id,
          config_discount_id: configId,
          username: row.author_username,
          media_type: row.media_type,
          type: config.type,
          place: config.place,
          code: 'code' in config ? config.code : null,
          amount_in_percent: config.type === 'percent' ? config.percent : null,
          description: config.description,
          validity_start_at: 'validity_start_at' in config ? config.validity_start_at : null,
          validity_end_at: 'validity_end_at' in config ? config.validity_end_at : null,
          status,
          use_requested_at: status === 'assigned' || status === 'expired' ? null : iso(createdMs + 2 * DAY),
          used_at: status === 'used' ? iso(createdMs + 3 * DAY) : null,
          refused_at: status === 'refused' ? iso(createdMs + 3 * DAY) : null,
          created_at: iso(createdMs),
          // A customer who asked to use a reward had been told of it; of the others, one in two.
          notified_at:
            (status !== 'assigned' && status !== 'expired') || index % 2 === 0
              ? iso(Math.min(now.getTime(), createdMs + 60 * 60 * 1000))
              : null,
        })
        .returning(['id', 'username', 'type', 'amount_in_percent', 'code', 'description'])
        .executeTakeFirstOrThrow();
      givenByStatus.set(status, [...(givenByStatus.get(status) ?? []), given]);
    }
    // The exhausted voucher: every one of its 5 given.
    allocated.set(configIds[6] as number, 5);
    for (const [configId, count] of allocated) {
      await trx
        .updateTable('config_discount')
        .set({ quantity_allocated: count, quantity_used: used.get(configId) ?? 0 })
        .where('id', '=', configId)
        .execute();
    }
    await trx
      .updateTable('shop')
      .set({
        quota_remaining: PLAN_LOYALTY_QUOTA.advanced - thisMonth,
        quota_period: monthKey(now, DEFAULT_SHOP_TIME_ZONE),
      })
      .where('id', '=', shop.id)
      .execute();

    // Each notification about an object links to it, as the API's own notifications do.
    const nth = <T>(items: readonly T[] | undefined, round: number) =>
      items && items.length > 0 ? (items[round % items.length] as T) : undefined;
    const notificationAbout = (
      kind: number,
      round: number,
    ): { title: string | null; message: string; link: string | null } => {
      const request = nth(givenByStatus.get('use_requested'), round);
      const usedReward = nth(givenByStatus.get('used'), round);
      const post = nth(
        newestFirst.filter(({ row }) => row.type !== 'story'),
        round,
      );
      if (kind === 0 && request) return useRequestNotice(request);
      if (kind === 1) {
        return {
          title: null,
          message: `${mention('hugo_voyage')} vous a mentionné dans une story.`,
          link: notificationLinks.stories(),
        };
      }
      if (kind === 2 && usedReward) {
        return {
          title: 'Récompense utilisée',
          message: `La récompense de ${mention(usedReward.username)} a été utilisée en boutique.`,
          link: notificationLinks.usedReward(usedReward.id),
        };
      }
      if (kind === 4 && post) {
        return {
          title: 'Nouvelle publication',
          message: `${mention(post.row.author_username)} a publié ${post.row.type === 'reels' ? 'un reel' : 'une publication'} qui mentionne votre boutique.`,
          link: notificationLinks.content(post.id),
        };
      }
      return {
        title: null,
        message: 'Votre quota du mois a été renouvelé : 50 récompenses restantes.',
        link: null,
      };
    };
    for (let index = 0; index < 25; index += 1) {
      await trx
        .insertInto('user_notification')
        .values({
          user_id: owner.id,
          ...notificationAbout(index % 5, Math.floor(index / 5)),
          read: index < 7 ? 0 : 1,
          created_at: iso(now.getTime() - (index * 26 + 3) * 60 * 60 * 1000),
        })
        .execute();
    }

    const automations = [
      {
        feature_type: 'loyalty',
        config_discount_id: configIds[3] as number,
        message: 'Merci {{username}} pour ta story ! Pour te remercier, {{shop}} t’offre : {{reward}} 🎁',
        suspended_at: null,
        sent_count: 38,
      },
      {
        feature_type: 'thanks',
        // Named in the message, not assigned: a thank-you gives nothing itself (ADR 012).
        config_discount_id: configIds[3] as number,
        message:
          'Merci {{username}} d’avoir partagé {{shop}} en {{content_type}} ! 💛 Pour ta prochaine visite : {{reward}}.',
        suspended_at: null,
        sent_count: 112,
      },
      {
        feature_type: 'loyalty',
        config_discount_id: configIds[0] as number,
        message: 'Bonjour {{username}}, voici {{reward}} sur ta prochaine commande chez {{shop}}.',
        suspended_at: iso(now.getTime() - 20 * DAY).slice(0, 10),
        sent_count: 9,
      },
    ];
    for (const [index, automation] of automations.entries()) {
      await trx
        .insertInto('social_automation')
        .values({
          shop_id: shop.id,
          mode: 'automatic',
          deleted_at: null,
          created_at: iso(now.getTime() - (90 - index * 20) * DAY),
          ...automation,
        })
        .execute();
    }
    // The live automations already wait on the stories still online, as if each had come in by
    // webhook; but the oldest, found by a pull rather than a mention, has no message waiting, so
    // the to-do shows a story about to disappear unanswered.
    const isLive = (row: (typeof contents)[number]) =>
      row.type === 'story' && now.getTime() - row.createdMs < STORY_LIFETIME_MS;
    const pulledStory = contentIds
      .filter(({ row }) => isLive(row))
      .sort((a, b) => a.row.createdMs - b.row.createdMs)[0];
    for (const { id, row } of contentIds) {
      const storyAt = Date.parse(row.created_at as string);
      const recipient = messagingIdOf(row.author_username as string);
      if (!isLive(row) || id === pulledStory?.id || !recipient) continue;
      await scheduleStoryMessages(
        trx,
        {
          contentId: id,
          shopId: shop.id,
          recipient,
          recipientUsername: row.author_username as string,
          storyAt: new Date(storyAt),
        },
        { offsetMs: STORY_MESSAGE_OFFSET_MS, now },
      );
    }
  });
  return { created: true };
}
