import styled from 'styled-components';

/** Content on the left, the reward on the right from `lg`; stacked below. */
export const Columns = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[6]}px;
  align-items: start;

  ${({ theme }) => theme.media.up('lg')} {
    grid-template-columns: minmax(280px, 5fr) minmax(0, 7fr);
  }
`;

export const CommentBox = styled.blockquote`
  margin: 0;
  padding: ${({ theme }) => theme.space[4]}px;
  color: ${({ theme }) => theme.color.textDefault};
  background: ${({ theme }) => theme.color.surfaceSubtle};
  border-left: 4px solid ${({ theme }) => theme.color.brandPrimary};
  border-radius: ${({ theme }) => theme.radius.md};
  overflow-wrap: anywhere;
`;

/**
 * The summary of what a tap spends and the form's buttons: at the form's foot from a tablet up;
 * on a phone, a bar fixed at the bottom of the screen (above the home indicator), so that the
 * action and what it spends stay under the thumb while the merchant scrolls through the rewards.
 */
export const RewardActionBar = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]}px;

  ${({ theme }) => theme.media.down('md')} {
    position: fixed;
    right: 0;
    bottom: 0;
    left: 0;
    z-index: ${({ theme }) => theme.zIndex.sticky};
    padding: ${({ theme }) => theme.space[3]}px ${({ theme }) => theme.space[4]}px;
    padding-bottom: calc(${({ theme }) => theme.space[3]}px + env(safe-area-inset-bottom, 0px));
    background: ${({ theme }) => theme.color.surfaceDefault};
    border-top: 1px solid ${({ theme }) => theme.color.borderDefault};
    box-shadow: ${({ theme }) => theme.shadow.md};
  }
`;

/** The bar's buttons: the main one takes the room left on a phone. */
export const RewardActionButtons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]}px;
  justify-content: flex-end;

  ${({ theme }) => theme.media.down('md')} {
    flex-wrap: nowrap;

    & > [type='submit'] {
      flex: 1;
    }
  }
`;

/**
 * On a phone, room at the page's foot as tall as the fixed bar, so that it never hides the end of
 * the form.
 */
export const RewardActionBarSpace = styled.div`
  display: none;

  ${({ theme }) => theme.media.down('md')} {
    display: block;
    height: 160px;
  }
`;

/**
 * The reward form: on a phone, what gets the focus scrolls clear of the fixed bar rather than
 * under it.
 */
export const RewardForm = styled.form`
  ${({ theme }) => theme.media.down('md')} {
    & :is(input, select, textarea, button, a, [tabindex]) {
      scroll-margin-bottom: 176px;
    }
  }
`;
