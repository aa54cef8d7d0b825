import { useIntl } from 'react-intl';
import { rewardCommentText, type AssignedReward, type SocialContent } from '@merci/domain';
import { Alert, Button, CopyButton, Heading, Icon, Inline, RewardCard, Stack, Text } from '@merci/ui-kit';
import { useRewardText } from '../../../lib/rewards/useRewardText';
import { RouterLink } from '../../../lib/routing/RouterLink';
import { instagramPaths } from '../paths';
import { CommentBox } from './ContentPage.styles';

export interface AssignedRewardPanelProps {
  content: SocialContent;
  reward: AssignedReward;
  /** Just given (the confirmation of SPEC §2) rather than found on an already rewarded content. */
  isJustAssigned: boolean;
}

/**
 * The reward of a content: after the assignment, the confirmation of SPEC §2 (the reward, the
 * comment to copy, prefilled with the author's @username, and the post opened in a new tab); on an
 * already rewarded content, the same in place of the form.
 */
export function AssignedRewardPanel({ content, reward, isJustAssigned }: AssignedRewardPanelProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const text = useRewardText();
  // The translated template keeps `{username}` for the domain rule to fill.
  const comment = rewardCommentText(
    content.author_username,
    t('social.assign.comment_template', { username: '{username}' }),
  );
  const permalink = reward.permalink ?? content.permalink;

  return (
    <Stack gap={5}>
      {isJustAssigned ? (
        <Alert tone="success" title={t('social.assign.done.title')} message={t('social.assign.done.text')} />
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
