import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { rewardCommentText, rewardName, type AssignedReward, type SocialContent } from '@merci/domain';
import {
  Alert,
  Button,
  CopyButton,
  Heading,
  Icon,
  Inline,
  RewardCard,
  ShareButton,
  Stack,
  Text,
} from '@merci/ui-kit';
import { useRewardText } from '../../../lib/rewards/useRewardText';
import { RouterLink } from '../../../lib/routing/RouterLink';
import { instagramPaths } from '../paths';
import { CommentBox } from './ContentPage.styles';
import { NotifiedMark } from './NotifiedMark';

export interface AssignedRewardPanelProps {
  content: SocialContent;
  reward: AssignedReward;
  /** Just given (the confirmation of SPEC §2) rather than found on an already rewarded content. */
  isJustAssigned: boolean;
  /** The connected account, whose contents lists show the « Prévenu » mark. */
  accountId: number | undefined;
  shopId: number | undefined;
}

/**
 * The reward of a content: after the assignment, the confirmation of SPEC §2 (the reward, the
 * comment to copy, naming the author and the reward, and the post opened in a new tab), with a
 * share button where the browser has a share sheet and the « Prévenu » mark; on an already
 * rewarded content, the same in place of the form. The banner is the only confirmation: a toast
 * saying it again would cover the buttons.
 */
export function AssignedRewardPanel({
  content,
  reward,
  isJustAssigned,
  accountId,
  shopId,
}: AssignedRewardPanelProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const text = useRewardText();
  // The translated template keeps `{username}` and `{reward}` for the domain rule to fill, as the
  // API fills its own.
  const comment = rewardCommentText(
    content.author_username,
    t('social.assign.comment_template', { username: '{username}', reward: '{reward}' }),
    rewardName({ ...reward, percent: reward.amount_in_percent }) ?? text.typeLabel(reward.type),
  );
  const permalink = reward.permalink ?? content.permalink;
  const confirmation = useRef<HTMLDivElement>(null);

  // The tap was in the bar at the screen's foot, maybe far from here on a phone: the confirmation
  // comes into view and takes the focus, so that it is seen and read.
  useEffect(() => {
    if (isJustAssigned) confirmation.current?.focus();
  }, [isJustAssigned]);

  return (
    <Stack gap={5}>
      {isJustAssigned ? (
        <div ref={confirmation} tabIndex={-1}>
          <Alert
            tone="success"
            title={t('social.assign.done.title')}
            message={t('social.assign.done.text')}
          />
        </div>
      ) : (
        <Alert tone="info" message={t('social.assign.already')} />
      )}
      <Stack gap={2}>
        <Heading level={2} size="md">
          {t('social.assign.reward')}
        </Heading>
        <RewardCard {...text.assignedRewardCard(reward)} />
      </Stack>
      <Stack gap={2}>
        <Heading level={2} size="md">
          {t('social.assign.comment')}
        </Heading>
        <Text tone="muted" size="sm">
          {t('social.assign.comment_hint')}
        </Text>
        <CommentBox>{comment}</CommentBox>
        <Inline gap={3} wrap="wrap">
          <CopyButton
            text={comment}
            label={t('social.assign.copy')}
            copiedLabel={t('social.assign.copied')}
            errorLabel={t('social.assign.copy_error')}
          />
          <ShareButton text={comment} url={permalink ?? undefined} label={t('social.assign.share')} />
          {permalink ? (
            <Button
              as="a"
              href={permalink}
              target="_blank"
              rel="noopener noreferrer"
              endIcon={<Icon name="external-link" size={18} />}
            >
              {t('social.assign.open_post')}
            </Button>
          ) : null}
        </Inline>
      </Stack>
      <NotifiedMark
        key={reward.id}
        reward={reward}
        contentId={content.id}
        accountId={accountId}
        shopId={shopId}
      />
      <div>
        <Button
          as={RouterLink}
          href={instagramPaths.contents}
          variant="secondary"
          startIcon={<Icon name="chevron-left" />}
        >
          {t('social.assign.back_to_contents')}
        </Button>
      </div>
    </Stack>
  );
}
