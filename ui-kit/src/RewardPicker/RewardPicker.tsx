import { useRef, useState, type HTMLAttributes, type KeyboardEvent, type ReactNode, type Ref } from 'react';
import { PAGE_SIZE } from '@merci/domain';
import { Button } from '../Button';
import { EmptyState } from '../EmptyState';
import { Icon } from '../Icon';
import { RewardCard, type RewardCardProps } from '../RewardCard';
import { Skeleton } from '../Skeleton';
import {
  RewardPickerList,
  RewardPickerLoadMore,
  RewardPickerUniqueCode,
  StyledRewardPicker,
} from './RewardPicker.styles';

/** Identifies a reward in the picker: the configured reward's id. */
export type RewardPickerId = string | number;

/** One reward offered: its id and what its card shows. */
export interface RewardPickerOption extends Pick<
  RewardCardProps,
  'type' | 'typeLabel' | 'valueText' | 'description' | 'validityText' | 'remainingText'
> {
  /** Identifies the reward; what `value` holds and `onChange` receives. */
  id: RewardPickerId;
  /**
   * Each assignment creates a single-use code in the shop's online store: the card shows the
   * `uniqueCodeLabel` badge, so the merchant knows before choosing it.
   * @default false
   */
  hasUniqueCodes?: boolean;
}

/** What `onChange` receives. */
export interface RewardPickerChangeDetails {
  /** The id of the reward chosen. */
  value: RewardPickerId;
}

/** What `onLoadMore` receives. */
export interface RewardPickerLoadMoreDetails {
  /** The page to fetch, from 1, with `pageSize` rewards a page: 2 after the first ten. */
  page: number;
}

export interface RewardPickerProps extends Omit<
  HTMLAttributes<HTMLDivElement>,
  'onChange' | 'defaultValue' | 'children'
> {
  /** The rewards loaded so far, in order. */
  rewards: readonly RewardPickerOption[];
  /** Accessible name of the radio group (e.g. 'Récompenses disponibles'). */
  label: string;
  /** The chosen reward, for a controlled picker (null: none yet); leave undefined to let it keep its own. */
  value?: RewardPickerId | null;
  /**
   * The reward chosen first, for an uncontrolled picker.
   * @default null (none)
   */
  defaultValue?: RewardPickerId | null;
  /** Called with the id of the reward the user chooses: a click, an arrow key or Space. */
  onChange?: (change: RewardPickerChangeDetails) => void;
  /**
   * Rewards shown at first and added by each 'load more' (SPEC §9: 10).
   * @default PAGE_SIZE.default (10)
   */
  pageSize?: number;
  /**
   * The server holds more rewards than `rewards`: 'load more' then calls `onLoadMore` once the
   * loaded ones are all shown.
   * @default false
   */
  hasMore?: boolean;
  /** Text of the button that shows the next page (e.g. 'Voir plus'). */
  loadMoreLabel: string;
  /** Text of the badge on a reward with `hasUniqueCodes` (e.g. 'Code unique'). */
  uniqueCodeLabel: string;
  /** Called by 'load more' when the next page is not loaded yet (see `hasMore`). */
  onLoadMore?: (details: RewardPickerLoadMoreDetails) => void;
  /**
   * The next page is being fetched: the 'load more' button shows a spinner and ignores clicks.
   * @default false
   */
  isLoadingMore?: boolean;
  /**
   * The first page is being fetched: skeleton cards in a busy group instead of the rewards.
   * @default false
   */
  isLoading?: boolean;
  /** Shown instead of the list when there is no reward to choose (e.g. 'Aucune récompense disponible.'). */
  emptyMessage: ReactNode;
  /** Forwarded to the root element. */
  ref?: Ref<HTMLDivElement>;
}

const SKELETON_COUNT = 3;
const SKELETON_HEIGHT_PX = 120;

/**
 * The configured rewards to choose from when rewarding a content (SPEC §2): a radio group of
 * RewardCards, `pageSize` at a time with a 'load more' button. The list grows with the page rather
 * than scrolling in a box of its own: on a phone, a scroll inside the scroll went unnoticed. Like native
 * radios, one card is in the tab order; the arrow keys move to and choose the next or previous
 * card (wrapping around), Space chooses the focused one, Tab leaves the group.
 */
export function RewardPicker({
  rewards,
  label,
  value,
  defaultValue = null,
  onChange,
  pageSize = PAGE_SIZE.default,
  hasMore = false,
  loadMoreLabel,
  uniqueCodeLabel,
  onLoadMore,
  isLoadingMore = false,
  isLoading = false,
  emptyMessage,
  ...rest
}: RewardPickerProps) {
  const [ownValue, setOwnValue] = useState<RewardPickerId | null>(defaultValue);
  const isControlled = value !== undefined;
  const selectedId = isControlled ? value : ownValue;

  const pageLength = Math.max(1, Math.floor(pageSize));
  const [visibleCount, setVisibleCount] = useState(pageLength);
  const shown = rewards.slice(0, visibleCount);
  const canShowMore = rewards.length > visibleCount || hasMore;

  const radioRefs = useRef<(HTMLDivElement | null)[]>([]);
  const selectedIndex = shown.findIndex((reward) => reward.id === selectedId);
  // Roving tabindex: the chosen card, else the first, is the one Tab reaches.
  const tabStop = selectedIndex === -1 ? 0 : selectedIndex;

  const choose = (id: RewardPickerId) => {
    if (id === selectedId) return;
    if (!isControlled) setOwnValue(id);
    onChange?.({ value: id });
  };

  const handleKeyDown = (index: number) => (event: KeyboardEvent<HTMLDivElement>) => {
    let target: number;
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowRight':
        target = (index + 1) % shown.length;
        break;
      case 'ArrowUp':
      case 'ArrowLeft':
        target = (index - 1 + shown.length) % shown.length;
        break;
      case ' ': {
        event.preventDefault();
        const focused = shown[index];
        if (focused) choose(focused.id);
        return;
      }
      default:
        return;
    }
    event.preventDefault();
    const next = shown[target];
    if (!next) return;
    choose(next.id);
    radioRefs.current[target]?.focus();
  };

  const handleLoadMore = () => {
    const nextCount = visibleCount + pageLength;
    setVisibleCount(nextCount);
    if (hasMore && rewards.length < nextCount) onLoadMore?.({ page: Math.ceil(nextCount / pageLength) });
  };

  let body: ReactNode;
  if (isLoading) {
    body = (
      <RewardPickerList role="radiogroup" aria-label={label} aria-busy="true">
        {Array.from({ length: SKELETON_COUNT }, (_, index) => (
          <Skeleton key={index} variant="rect" height={SKELETON_HEIGHT_PX} />
        ))}
      </RewardPickerList>
    );
  } else if (rewards.length === 0) {
    body = <EmptyState message={emptyMessage} icon={<Icon name="gift" />} />;
  } else {
    body = (
      <>
        <RewardPickerList role="radiogroup" aria-label={label}>
          {shown.map(({ id, hasUniqueCodes = false, ...card }, index) => {
            const isSelected = id === selectedId;
            return (
              <RewardCard
                key={id}
                ref={(node) => {
                  radioRefs.current[index] = node;
                }}
                role="radio"
                aria-checked={isSelected}
                tabIndex={index === tabStop ? 0 : -1}
                isSelected={isSelected}
                isSelectable
                onClick={() => choose(id)}
                onKeyDown={handleKeyDown(index)}
                // Inside the radio, the badge's text is part of the card's accessible name.
                status={
                  hasUniqueCodes ? (
                    <RewardPickerUniqueCode label={uniqueCodeLabel} icon={<Icon name="store" size={12} />} />
                  ) : undefined
                }
                {...card}
              />
            );
          })}
        </RewardPickerList>
        {canShowMore && (
          <RewardPickerLoadMore>
            <Button variant="secondary" size="sm" isLoading={isLoadingMore} onClick={handleLoadMore}>
              {loadMoreLabel}
            </Button>
          </RewardPickerLoadMore>
        )}
      </>
    );
  }

  return <StyledRewardPicker {...rest}>{body}</StyledRewardPicker>;
}
