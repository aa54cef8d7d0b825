import type { Meta, StoryObj } from '@storybook/react-vite';
import type { CSSProperties } from 'react';
import { expect, within } from 'storybook/test';
import { CONTENT_TYPES, type RetainBlocker } from '@merci/domain';
import { theme } from '@merci/tokens';
import {
  Box,
  Button,
  Card,
  ContentCard,
  type ContentCardContent,
  Grid,
  Heading,
  Icon,
  Inline,
  Stack,
  Text,
} from '@merci/ui-kit';
import { content, englishCardTexts, formatters, picture } from '../contentFixtures';

/** Page 1 of the list (12 per page, newest first), in all the states a card can take. */
const contents: ContentCardContent[] = [
  content(301, {
    author_username: 'lea.martin',
    caption:
      "Nouvelle robe de chez @atelier.lumiere, parfaite pour les soirées d'été. Merci pour l'accueil !",
    like_count: 1284,
    comment_count: 36,
  }),
  content(302, {
    author_username: 'camille.style',
    type: 'reels',
    media_type: 'video',
    media_url: picture('#1d1b2c', '#2f6fed'),
    caption: 'Essayage en direct de la nouvelle collection, on adore les couleurs !',
    like_count: 845,
    comment_count: 52,
    createdAt: '2026-11-20T09:10:00.000Z',
  }),
  content(303, {
    author_username: 'julie_en_ville',
    type: 'story',
    media_type: 'story',
    media_url: picture('#dcf3e3', '#17663a'),
    like_count: 0,
    comment_count: 0,
    createdAt: '2026-11-20T08:00:00.000Z',
  }),
  content(304, {
    author_username: 'nina.parisienne',
    media_type: 'carousel_album',
    media_url: picture('#fde3ef', '#e0a526'),
    caption: 'Mes trois coups de cœur de la semaine, glissez pour voir les autres photos.',
    like_count: 312,
    comment_count: 14,
    discount: { id: 41 },
    createdAt: '2026-11-19T18:45:00.000Z',
  }),
  content(305, {
    author_username: 'sarah.b',
    type: 'reels',
    media_type: 'video',
    media_url: null,
    caption: 'Petit tour dans la boutique avant la fermeture.',
    like_count: 97,
    comment_count: 3,
    createdAt: '2026-11-19T16:20:00.000Z',
  }),
  content(306, {
    author_username: 'la_boutique_des_createurs',
    media_url: picture('#e9f0fd', '#1f56b3'),
    caption:
      'Une journée entière passée à la boutique pour préparer la rentrée : essayages, conseils, café offert et une équipe aux petits soins. Je recommande à toutes celles qui cherchent des pièces originales et durables.',
    like_count: 2045,
    comment_count: 118,
    createdAt: '2026-11-19T11:00:00.000Z',
  }),
  content(307, {
    author_username: 'manon_deco',
    type: 'ad',
    media_url: picture('#fff1bf', '#c42b1f'),
    caption: 'Collaboration avec une boutique que j’adore, code en story.',
    like_count: 5630,
    comment_count: 204,
    createdAt: '2026-11-18T20:30:00.000Z',
  }),
  content(308, {
    author_username: 'ines.voyage',
    type: 'reels',
    media_type: 'video',
    media_url: picture('#5b8fe8', '#145c2e'),
    caption: 'Le sac parfait pour partir en week-end, merci pour le conseil !',
    like_count: 733,
    comment_count: 27,
    discount: { id: 40 },
    createdAt: '2026-11-18T10:05:00.000Z',
  }),
  content(309, {
    author_username: 'chloe.cuisine',
    type: 'story',
    media_type: 'story',
    media_url: picture('#f6f5fb', '#767386'),
    createdAt: '2026-11-20T00:30:00.000Z',
  }),
  content(310, {
    author_username: 'emma_run',
    media_url: picture('#dcf3e3', '#5b3df5'),
    caption: 'Tenue du jour pour la course du dimanche.',
    like_count: 58,
    comment_count: 2,
    createdAt: '2026-11-17T07:40:00.000Z',
  }),
  content(311, {
    author_username: 'lucie.mode',
    media_type: 'carousel_album',
    media_url: picture('#99174f', '#f9b4cf'),
    caption: 'Avant / après : la retouche faite en boutique change tout.',
    like_count: 1502,
    comment_count: 61,
    createdAt: '2026-11-16T15:15:00.000Z',
  }),
  content(312, {
    author_username: 'zoe.fleurs',
    media_url: picture('#7a4b00', '#fff4dc'),
    caption: 'Un bouquet et une jolie vitrine pour commencer la semaine.',
    like_count: 276,
    comment_count: 9,
    discount: { id: 38 },
    createdAt: '2026-11-16T09:00:00.000Z',
  }),
];

/** Time left of the two stories, as the dashboard computes it from `expiresAt`. */
const storyHoursLeft: Partial<Record<number, number>> = { 303: 18, 309: 5 };

const texts = {
  fr: {
    title: 'Contenus Instagram',
    pulledNote: '12 nouvelles publications récupérées depuis hier.',
    pullAction: 'Récupérer les derniers contenus',
    filtersLabel: 'Filtres',
    typeLabel: 'Type',
    allTypes: 'Tous',
    likesMinLabel: "J'aime minimum",
    resetAction: 'Réinitialiser',
    listLabel: 'Publications',
    pageIndicator: 'Page 1 sur 3',
    contentTypes: { ad: 'Publicité', feed: 'Publication', story: 'Story', reels: 'Reel' },
    card: {
      retainLabel: 'Récompenser',
      rewardedLabel: 'Récompensé',
      likeCountLabel: "J'aime",
      commentCountLabel: 'Commentaires',
      mediaUnavailableLabel: 'Média indisponible',
      mediaTypeLabels: { video: 'Vidéo', carousel_album: 'Carrousel', story: 'Story' },
      retainBlockedLabels: {
        no_quota: 'Votre offre ne comprend pas de récompenses.',
        quota_exhausted: 'Quota de récompenses du mois atteint.',
        not_permitted: "Vous n'avez pas l'autorisation de récompenser.",
      },
      ...formatters.fr,
    },
    expiry: (hours: number) => `Expire dans ${hours} h`,
  },
  en: {
    title: 'Instagram contents',
    pulledNote: '12 new posts pulled since yesterday.',
    pullAction: 'Pull the latest contents',
    filtersLabel: 'Filters',
    typeLabel: 'Type',
    allTypes: 'All',
    likesMinLabel: 'Minimum likes',
    resetAction: 'Reset',
    listLabel: 'Posts',
    pageIndicator: 'Page 1 of 3',
    contentTypes: { ad: 'Ad', feed: 'Post', story: 'Story', reels: 'Reel' },
    card: {
      ...englishCardTexts,
      ...formatters.en,
    },
    expiry: (hours: number) => `Expires in ${hours} h`,
  },
};

type PageTexts = (typeof texts)['fr'];

interface ContentsPageArgs {
  /** The page's texts, French or English. */
  texts: PageTexts;
  /** Why retaining is blocked for the whole shop, or null. */
  retainBlocker: RetainBlocker | null;
}

const fieldStyle: CSSProperties = {
  minHeight: 40,
  padding: `${theme.space[2]}px ${theme.space[3]}px`,
  border: `1px solid ${theme.color.borderStrong}`,
  borderRadius: theme.radius.sm,
  font: 'inherit',
  color: theme.color.textDefault,
  background: theme.color.surfaceDefault,
};

/** The social contents list of SPEC §2 as the dashboard will compose it. */
function ContentsPage({ texts: t, retainBlocker }: ContentsPageArgs) {
  return (
    <Box background="subtle" padding={6} style={{ minHeight: '100vh' }}>
      <Stack gap={5}>
        <Inline justify="between" align="center" gap={4}>
          <Stack gap={1}>
            <Heading level={1} size="xxl">
              {t.title}
            </Heading>
            <Text tone="muted" size="sm">
              {t.pulledNote}
            </Text>
          </Stack>
          <Button variant="secondary" startIcon={<Icon name="refresh" size={18} />}>
            {t.pullAction}
          </Button>
        </Inline>

        <Card as="section" aria-label={t.filtersLabel} padding={4}>
          <Inline gap={4} align="end">
            <Stack gap={1} as="div">
              <label htmlFor="contents-type">{t.typeLabel}</label>
              <select id="contents-type" style={fieldStyle} defaultValue="all">
                <option value="all">{t.allTypes}</option>
                {CONTENT_TYPES.map((type) => (
                  <option key={type} value={type}>
                    {t.contentTypes[type]}
                  </option>
                ))}
              </select>
            </Stack>
            <Stack gap={1}>
              <label htmlFor="contents-likes-min">{t.likesMinLabel}</label>
              <input id="contents-likes-min" type="number" min={0} style={fieldStyle} defaultValue={0} />
            </Stack>
            <Button variant="ghost">{t.resetAction}</Button>
          </Inline>
        </Card>

        <Grid as="ul" aria-label={t.listLabel} columns={{ xs: 1, md: 2, lg: 3, xl: 4 }} gap={5}>
          {contents.map((item) => {
            const hours = storyHoursLeft[item.id];
            return (
              <li key={item.id}>
                <ContentCard
                  content={item}
                  {...t.card}
                  contentTypeLabels={t.contentTypes}
                  expiryLabel={hours === undefined ? undefined : t.expiry(hours)}
                  retainHref={`/instagram/contents/${item.id}`}
                  retainBlocker={retainBlocker}
                  style={{ height: '100%' }}
                />
              </li>
            );
          })}
        </Grid>

        <Text as="p" tone="muted" size="sm" style={{ textAlign: 'center' }}>
          {t.pageIndicator}
        </Text>
      </Stack>
    </Box>
  );
}

const meta = {
  title: 'ui-kit/Compositions/Contents grid',
  component: ContentsPage,
  args: { texts: texts.fr, retainBlocker: null },
  parameters: { layout: 'fullscreen', localizedArgs: { en: { texts: texts.en } } },
  argTypes: {
    texts: { control: false },
    retainBlocker: { control: 'select', options: [null, 'no_quota', 'quota_exhausted', 'not_permitted'] },
  },
} satisfies Meta<typeof ContentsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** How many cards sit on the first row. */
function columnsOnScreen(list: HTMLElement): number {
  const tops = Array.from(list.children).map((item) => Math.round(item.getBoundingClientRect().top));
  return tops.filter((top) => top === Math.min(...tops)).length;
}

/** A tablet: two columns. */
export const AtMd: Story = {
  globals: { viewport: { value: 'md', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('list', { name: 'Publications' });
    await expect(within(list).getAllByRole('article')).toHaveLength(12);
    await expect(columnsOnScreen(list)).toBe(2);
    await expect(within(list).getAllByText('Récompensé')).toHaveLength(3);
    await expect(within(list).getAllByRole('link', { name: 'Récompenser' })).toHaveLength(9);
  },
};

/** A desktop: four columns. */
export const AtXl: Story = {
  globals: { viewport: { value: 'xl', isRotated: false } },
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Publications' });
    await expect(columnsOnScreen(list)).toBe(4);
    await expect(within(list).getByText('Média indisponible')).toBeVisible();
    await expect(within(list).getByText('Expire dans 5 h')).toBeVisible();
  },
};

/** The month's quota is used up: every action left is inert and says why; rewarded cards keep their check. */
export const QuotaZero: Story = {
  args: { retainBlocker: 'quota_exhausted' },
  globals: { viewport: { value: 'xl', isRotated: false } },
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Publications' });
    await expect(within(list).queryAllByRole('link', { name: 'Récompenser' })).toHaveLength(0);
    const actions = within(list).getAllByRole('button', { name: 'Récompenser' });
    await expect(actions).toHaveLength(9);
    for (const action of actions) {
      await expect(action).toHaveAttribute('aria-disabled', 'true');
      await expect(action).toHaveAccessibleDescription(/Quota de récompenses du mois atteint/);
    }
  },
};

export const InEnglish: Story = {
  globals: { locale: 'en', viewport: { value: 'xl', isRotated: false } },
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Posts' });
    await expect(within(list).getAllByRole('link', { name: 'Reward' })).toHaveLength(9);
  },
};
