import { useState, type CSSProperties } from 'react';
import { useIntl } from 'react-intl';
import {
  STORY_LIFETIME_MS,
  mention,
  type AutomationMessageStatus,
  type SocialContent,
  type StoryAutomationMessage,
} from '@merci/domain';
import {
  Badge,
  Button,
  Card,
  Heading,
  Icon,
  Skeleton,
  Stack,
  Text,
  toast,
  type IconName,
} from '@merci/ui-kit';
import { useCurrentStories, useIsDemo, useSimulateStoryMention } from '../api/storyMentions';
import { isExpiringSoon, storyExpiresAt, storyTimeLeft } from './storyExpiry';
import {
  Author,
  FeatureName,
  LifetimeTrack,
  MessageEntry,
  MessageList,
  StoryHead,
  TimelineHeader,
  TimelineItem,
  TimelineList,
  type MessageTone,
} from './StoryTimeline.styles';
import { useNow } from './useNow';
import { failureMessageKey } from '../../../lib/owner/suspension';

const STATUS_LOOK: Record<AutomationMessageStatus, { icon: IconName; tone: MessageTone }> = {
  scheduled: { icon: 'clock', tone: 'info' },
  sending: { icon: 'send', tone: 'info' },
  sent: { icon: 'check-circle', tone: 'success' },
  failed: { icon: 'alert-triangle', tone: 'danger' },
  cancelled: { icon: 'x', tone: 'muted' },
};

const percent = (value: number) => `${Math.min(100, Math.max(0, value * 100)).toFixed(1)}%`;

export interface StoryTimelineProps {
  accountId: number;
}

/**
 * Above the Instagram-Story grid: the stories still online, the one expiring first on top, each
 * with its time left (in a warning badge in its last hours), its 24 hours as a bar marked where its private message is due, and the
 * status of each automation's message ('Programmé pour 14:30', 'Envoyé', 'Échec : raison',
 * 'Annulé : raison'). In the offline demo, a button has a demo customer mention the shop in a
 * story, so that a merchant can watch an automation answer.
 */
export function StoryTimeline({ accountId }: StoryTimelineProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const now = useNow();
  const { stories } = useCurrentStories(accountId);
  const isDemo = useIsDemo();
  const simulate = useSimulateStoryMention(accountId);
  const [isSimulating, setSimulating] = useState(false);

  const current = (stories ?? [])
    .map((story) => ({ story, expiresAt: storyExpiresAt(story) }))
    .filter(
      (entry): entry is { story: SocialContent; expiresAt: Date } =>
        entry.expiresAt !== null && entry.expiresAt.getTime() > now.getTime(),
    )
    .sort((a, b) => a.expiresAt.getTime() - b.expiresAt.getTime());

  const timeLeft = (expiresAt: Date) => {
    const left = storyTimeLeft(expiresAt, now);
    return left === 'expired'
      ? t('social.contents.story.expired')
      : t(`social.contents.story.expires_${left.unit}`, { count: left.value });
  };

  const reasonText = (reason: string | null) =>
    t(reason && intl.messages[reason] !== undefined ? reason : 'automation.reasons.unknown');

  const statusText = (message: StoryAutomationMessage) => {
    switch (message.status) {
      case 'scheduled':
        return t('social.stories.status.scheduled', {
          time: intl.formatTime(message.dueAt, { hour: '2-digit', minute: '2-digit' }),
        });
      case 'failed':
      case 'cancelled':
        return t(`social.stories.status.${message.status}`, { reason: reasonText(message.reason) });
      default:
        return t(`social.stories.status.${message.status}`);
    }
  };

  const run = async () => {
    setSimulating(true);
    try {
      const mentioned = await simulate();
      // Delivered only while the account's Page subscribes merci, as Meta does.
      toast(
        mentioned.stored > 0
          ? { tone: 'success', message: t('social.stories.simulated', { author: mentioned.author }) }
          : { tone: 'error', message: t('social.stories.simulate_not_delivered') },
      );
    } catch (error) {
      toast({ tone: 'error', message: t(failureMessageKey(error, 'social.stories.simulate_error')) });
    } finally {
      setSimulating(false);
    }
  };

  return (
    <Card as="section" aria-labelledby="story-timeline-title">
      <Stack gap={4}>
        <TimelineHeader>
          <Stack gap={1}>
            <Heading level={2} size="lg" id="story-timeline-title">
              {t('social.stories.timeline.title')}
            </Heading>
            <Text tone="muted" size="sm">
              {t('social.stories.timeline.hint')}
            </Text>
          </Stack>
          {isDemo ? (
            <Button
              variant="secondary"
              size="sm"
              startIcon={<Icon name="play" />}
              isLoading={isSimulating}
              onClick={() => void run()}
              aria-describedby="story-timeline-demo"
            >
              {t('social.stories.simulate')}
            </Button>
          ) : null}
        </TimelineHeader>
        {isDemo ? (
          <Text tone="muted" size="sm" id="story-timeline-demo">
            {t('social.stories.simulate_hint')}
          </Text>
        ) : null}
        {stories === undefined ? (
          <Stack gap={2} role="status" aria-busy="true" aria-label={t('app.loading')}>
            <Skeleton variant="text" width="60%" />
            <Skeleton variant="text" width="40%" />
          </Stack>
        ) : current.length === 0 ? (
          <Text tone="muted">{t('social.stories.timeline.empty')}</Text>
        ) : (
          <TimelineList aria-labelledby="story-timeline-title">
            {current.map(({ story, expiresAt }) => {
              const start = expiresAt.getTime() - STORY_LIFETIME_MS;
              const messages = story.automationMessages ?? [];
              const firstDue = messages[0] ? Date.parse(messages[0].dueAt) : null;
              const track = {
                '--merci-story-elapsed': percent((now.getTime() - start) / STORY_LIFETIME_MS),
                ...(firstDue === null
                  ? {}
                  : { '--merci-story-due': percent((firstDue - start) / STORY_LIFETIME_MS) }),
              } as CSSProperties;
              const author = mention(story.author_username);
              return (
                <TimelineItem key={story.id}>
                  <StoryHead>
                    <Author>{author}</Author>
                    {isExpiringSoon(expiresAt, now) ? (
                      <Badge
                        tone="warning"
                        icon={<Icon name="clock" size={14} />}
                        label={timeLeft(expiresAt)}
                      />
                    ) : (
                      <Text tone="muted" size="sm">
                        {timeLeft(expiresAt)}
                      </Text>
                    )}
                  </StoryHead>
                  <LifetimeTrack aria-hidden="true" style={track} />
                  {messages.length === 0 ? (
                    <Text tone="muted" size="sm">
                      {t('social.stories.timeline.no_message')}
                    </Text>
                  ) : (
                    <MessageList
                      aria-label={t('social.stories.timeline.messages', { author: story.author_username })}
                    >
                      {messages.map((message) => {
                        const look = STATUS_LOOK[message.status];
                        return (
                          <MessageEntry key={message.automationId} $tone={look.tone}>
                            <Icon name={look.icon} size={16} />
                            <FeatureName>{t(`automation.feature.${message.featureType}`)} ·</FeatureName>
                            <span>{statusText(message)}</span>
                          </MessageEntry>
                        );
                      })}
                    </MessageList>
                  )}
                </TimelineItem>
              );
            })}
          </TimelineList>
        )}
      </Stack>
    </Card>
  );
}
