import styled, { css } from 'styled-components';

export const TimelineHeader = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]}px ${({ theme }) => theme.space[4]}px;
`;

export const TimelineList = styled.ol`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]}px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** One story: who and how long it has left, its lifetime bar, then its messages. */
export const TimelineItem = styled.li`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[2]}px;
  padding-block-end: ${({ theme }) => theme.space[3]}px;
  border-block-end: 1px solid ${({ theme }) => theme.color.borderDefault};

  &:last-child {
    padding-block-end: 0;
    border-block-end: none;
  }

  ${({ theme }) => theme.media.up('md')} {
    grid-template-columns: 14rem minmax(8rem, 1fr) minmax(0, 1.4fr);
    align-items: center;
    gap: ${({ theme }) => theme.space[4]}px;
  }
`;

export const StoryHead = styled.div`
  display: flex;
  flex-direction: column;
  min-width: 0;
`;

export const Author = styled.span`
  overflow: hidden;
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  text-overflow: ellipsis;
  white-space: nowrap;
`;

/**
 * The story's 24 hours: the part gone filled, a mark where its message is due (30 minutes before
 * the end). Positions come in as CSS variables (`--merci-story-elapsed`, `--merci-story-due`).
 */
export const LifetimeTrack = styled.div`
  position: relative;
  height: ${({ theme }) => theme.space[2]}px;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.surfaceMuted};

  &::before {
    content: '';
    position: absolute;
    inset-block: 0;
    inset-inline-start: 0;
    width: var(--merci-story-elapsed, 0%);
    border-radius: inherit;
    background: ${({ theme }) => theme.color.brandPrimary};
  }

  &::after {
    content: '';
    position: absolute;
    inset-block: -${({ theme }) => theme.space[1]}px;
    inset-inline-start: var(--merci-story-due, 100%);
    width: 2px;
    background: ${({ theme }) => theme.color.textDefault};
  }
`;

export const MessageList = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]}px ${({ theme }) => theme.space[4]}px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const MESSAGE_TONES = ['info', 'success', 'danger', 'muted'] as const;
export type MessageTone = (typeof MESSAGE_TONES)[number];

const toneColor = {
  info: 'textInfo',
  success: 'textSuccess',
  danger: 'textDanger',
  muted: 'textMuted',
} as const satisfies Record<MessageTone, string>;

export const MessageEntry = styled.li<{ $tone: MessageTone }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]}px;
  font-size: ${({ theme }) => theme.font.size.sm};

  ${({ $tone, theme }) => css`
    color: ${theme.color[toneColor[$tone]]};
  `}

  > svg {
    flex: none;
  }
`;

export const FeatureName = styled.span`
  color: ${({ theme }) => theme.color.textMuted};
`;
