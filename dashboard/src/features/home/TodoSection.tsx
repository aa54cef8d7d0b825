import { useEffect, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { mention, type AssignedReward, type ShopTodo } from '@merci/domain';
import { Button, Card, EmptyState, Heading, Icon, Skeleton, Stack, Text } from '@merci/ui-kit';
import type { IconName } from '@merci/ui-kit';
import { useDateText } from '../../lib/dates/useDateText';
import { ASSIGNED_REWARDS_ANCHOR } from '../../lib/links';
import { useRewardText } from '../../lib/rewards/useRewardText';
import { useUseRequestDecision } from '../../lib/rewards/useUseRequestDecision';
import { RouterLink } from '../../lib/routing/RouterLink';
import { useShopTodo } from '../../lib/todo/useShopTodo';
import { useHasLiveStoryAutomation, useRevalidateAfterDecision, useWaitingUseRequests } from './homeApi';
import {
  RequestActions,
  RequestItem,
  RequestList,
  RowActions,
  RowIcon,
  RowText,
  TodoList,
  TodoRow,
} from './TodoSection.styles';

/**
 * Where each thing is done. The contents list opens on what is left to reward; the use requests
 * open on their table, below the reward cards.
 */
export const TODO_LINKS = {
  contents: '/instagram/contents',
  useRequests: `/rewards?status=use_requested#${ASSIGNED_REWARDS_ANCHOR}`,
  automations: '/automations',
} as const;

/** Whether the to-do holds anything at all. */
const hasWork = (todo: ShopTodo) =>
  todo.connection !== 'connected' ||
  todo.contentsToReward > 0 ||
  todo.useRequests > 0 ||
  todo.expiringStories > 0;

/** How long the home waits for its to-do before drawing the rest anyway. */
const TODO_WAIT_MS = 1500;

/**
 * The to-do and the use requests it shows, read together (side by side, not one after the other):
 * the section is drawn once both are known, at its full height, so that nothing under it moves
 * (the home waits for `isSettled` before drawing what follows).
 */
export function useTodoReadiness(shopId: number | undefined) {
  const { todo, error, retry } = useShopTodo(shopId);
  const requests = useWaitingUseRequests(shopId);
  // A read that never answers must not hide the home: past this wait it is drawn as it comes.
  const [isPastWait, setPastWait] = useState(false);
  useEffect(() => {
    const timer = window.setTimeout(() => setPastWait(true), TODO_WAIT_MS);
    return () => window.clearTimeout(timer);
  }, []);
  const isRequestsKnown = requests.requests !== undefined || requests.error !== undefined;
  const isKnown = error !== undefined || (todo !== undefined && (todo.useRequests === 0 || isRequestsKnown));
  return { todo, error, retry, isSettled: isKnown || isPastWait };
}

export type TodoReadiness = ReturnType<typeof useTodoReadiness>;

/**
 * « À traiter », first on the home: what is left to do, one row each with its count and the link
 * to where it is done (publications to reward, stories about to expire unanswered, a connection to
 * repair); the customers' use requests are answered right here. Its failure says so with a retry
 * and leaves the rest of the home alone.
 */
export function TodoSection({
  shopId,
  readiness,
}: {
  shopId: number | undefined;
  /** The page's `useTodoReadiness(shopId)`: the page waits on it too. */
  readiness: TodoReadiness;
}) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const { todo, error, retry, isSettled } = readiness;

  return (
    <Card as="section" aria-labelledby="home-todo">
      <Stack gap={4}>
        <Heading level={2} size="lg" id="home-todo">
          {t('home.todo.title')}
        </Heading>
        {todo && isSettled ? (
          hasWork(todo) ? (
            <TodoRows shopId={shopId} todo={todo} />
          ) : (
            <EmptyState icon={<Icon name="check-circle" size={32} />} message={t('home.todo.done')} />
          )
        ) : error ? (
          <Stack gap={3} align="start">
            <Text tone="danger" role="alert">
              {t('home.todo.error')}
            </Text>
            <Button variant="secondary" size="lg" startIcon={<Icon name="refresh" />} onClick={retry}>
              {t('errors.retry')}
            </Button>
          </Stack>
        ) : (
          <Stack gap={3} role="status" aria-busy="true" aria-label={t('app.loading')}>
            <Skeleton variant="rect" height={48} />
            <Skeleton variant="rect" height={48} />
          </Stack>
        )}
      </Stack>
    </Card>
  );
}

interface RowProps {
  icon: IconName;
  /** What is to do, and how many. */
  children: ReactNode;
  action?: ReactNode;
  /** Shown under the row, across its width (the requests answered in place). */
  after?: ReactNode;
}

function Row({ icon, children, action, after }: RowProps) {
  return (
    <TodoRow>
      <RowText>
        <RowIcon>
          <Icon name={icon} />
        </RowIcon>
        <Stack gap={1}>{children}</Stack>
      </RowText>
      {action ? <RowActions>{action}</RowActions> : null}
      {after}
    </TodoRow>
  );
}

/** A row's action: a link of at least 44 px, thumb-sized on a phone. */
function RowLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Button as={RouterLink} href={href} variant="secondary" size="lg" endIcon={<Icon name="chevron-right" />}>
      {children}
    </Button>
  );
}

function TodoRows({ shopId, todo }: { shopId: number | undefined; todo: ShopTodo }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const hasLiveAutomation = useHasLiveStoryAutomation(shopId, todo.expiringStories > 0);
  const dates = useDateText();
  const firstExpiry = todo.nextStoryExpiresAt ? dates.relative(todo.nextStoryExpiresAt) : null;

  return (
    <TodoList>
      {todo.connection === 'connected' ? null : (
        <Row
          icon="instagram"
          action={
            <RowLink href={TODO_LINKS.contents}>{t(`home.todo.connection.${todo.connection}.cta`)}</RowLink>
          }
        >
          <Text weight="semibold">{t(`home.todo.connection.${todo.connection}`)}</Text>
          <Text tone="muted" size="sm">
            {t('home.todo.connection.why')}
          </Text>
        </Row>
      )}
      {todo.contentsToReward > 0 ? (
        <Row icon="gift" action={<RowLink href={TODO_LINKS.contents}>{t('home.todo.contents.cta')}</RowLink>}>
          <Text weight="semibold">{t('home.todo.contents', { count: todo.contentsToReward })}</Text>
        </Row>
      ) : null}
      {todo.useRequests > 0 ? <UseRequestsRow shopId={shopId} count={todo.useRequests} /> : null}
      {todo.expiringStories > 0 ? (
        <Row
          icon="clock"
          action={
            // Without a live story automation, setting one up answers every story to come.
            hasLiveAutomation === false ? (
              <RowLink href={TODO_LINKS.automations}>{t('home.todo.stories.automate')}</RowLink>
            ) : (
              <RowLink href={TODO_LINKS.contents}>{t('home.todo.stories.cta')}</RowLink>
            )
          }
        >
          <Text weight="semibold">{t('home.todo.stories', { count: todo.expiringStories })}</Text>
          {firstExpiry ? (
            <Text tone="muted" size="sm">
              {t('home.todo.stories.first', { when: firstExpiry })}
            </Text>
          ) : null}
        </Row>
      ) : null}
    </TodoList>
  );
}

/**
 * The use requests waiting: their count, the newest few answered in place (accept, or refuse after
 * a confirmation), and the way to the others. An answered request leaves the list; a failed
 * answer says so on its row, which stays.
 */
function UseRequestsRow({ shopId, count }: { shopId: number | undefined; count: number }) {
  const intl = useIntl();
  const dates = useDateText();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const text = useRewardText();
  const { requests, drop } = useWaitingUseRequests(shopId);
  const revalidate = useRevalidateAfterDecision();
  const [failures, setFailures] = useState<Record<number, string>>({});
  const decision = useUseRequestDecision({
    onStart: (reward) => setFailures(({ [reward.id]: _, ...others }) => others),
    onDecided: async (reward) => {
      await drop(reward.id);
      if (shopId) void revalidate(shopId);
    },
    onFailed: (reward, message) => setFailures((current) => ({ ...current, [reward.id]: message })),
  });

  const rewardName = (reward: AssignedReward) => reward.description ?? text.assignedValueText(reward);
  const hasMore = requests !== undefined && count > requests.length;

  return (
    <Row
      icon="users"
      action={
        // Every request is on /rewards when some are not shown here (or the list failed).
        requests === undefined || hasMore ? (
          <RowLink href={TODO_LINKS.useRequests}>{t('home.todo.requests.all', { count })}</RowLink>
        ) : undefined
      }
      after={
        requests && requests.length > 0 ? (
          <RequestList aria-label={t('home.todo.requests.list')}>
            {requests.map((reward) => {
              const id = `home-request-${reward.id}`;
              const failure = failures[reward.id];
              return (
                <RequestItem key={reward.id} aria-labelledby={id}>
                  <Stack gap={1}>
                    <Text id={id}>
                      {t('home.todo.requests.item', {
                        author: mention(reward.username),
                        reward: rewardName(reward),
                      })}
                    </Text>
                    {reward.useRequestedAt ? (
                      <Text tone="muted" size="sm">
                        {dates.relative(reward.useRequestedAt)}
                      </Text>
                    ) : null}
                    {failure ? (
                      <Text tone="danger" size="sm" role="alert">
                        {failure}
                      </Text>
                    ) : null}
                  </Stack>
                  <RequestActions>
                    {/* Two large buttons share a phone's row: no room for icons. */}
                    {decision.actionsOf(reward, { size: 'lg', describedBy: id, hasIcons: false })}
                  </RequestActions>
                </RequestItem>
              );
            })}
          </RequestList>
        ) : null
      }
    >
      <Text weight="semibold">{t('home.todo.requests', { count })}</Text>
      {decision.dialog}
    </Row>
  );
}
