import styled from 'styled-components';

/** Track 40 × 24 px, thumb 18 px: the thumb slides by the difference. */
const TRACK_WIDTH = 40;
const TRACK_HEIGHT = 24;
const THUMB_SIZE = 18;
const THUMB_INSET = (TRACK_HEIGHT - THUMB_SIZE) / 2;

export const SwitchRoot = styled.span`
  position: relative;
  display: inline-flex;
  flex-shrink: 0;
  width: ${TRACK_WIDTH}px;
  height: ${TRACK_HEIGHT}px;
`;

/**
 * The real control: a checkbox with `role="switch"`, transparent and laid over the drawing, so
 * that clicks, Space, the label and forms all work natively.
 */
export const SwitchInput = styled.input`
  position: absolute;
  inset: 0;
  z-index: 1;
  width: 100%;
  height: 100%;
  margin: 0;
  opacity: 0;
  cursor: pointer;

  /* below md, the invisible control reaches past the drawing to a thumb's 44 px target */
  ${({ theme }) => theme.media.down('md')} {
    inset: ${-(44 - TRACK_HEIGHT) / 2}px ${-(44 - TRACK_WIDTH) / 2}px;
    width: auto;
    height: auto;
  }

  &:disabled {
    cursor: not-allowed;
  }
`;

export const SwitchTrack = styled.span`
  /* base */
  position: relative;
  display: block;
  width: 100%;
  height: 100%;
  border: 1px solid;
  border-radius: ${({ theme }) => theme.radius.pill};
  transition:
    background-color ${({ theme }) => theme.motion.fast}ms ${({ theme }) => theme.easing.standard},
    border-color ${({ theme }) => theme.motion.fast}ms ${({ theme }) => theme.easing.standard};

  /* states */
  ${SwitchInput}:focus-visible + & {
    outline: 2px solid ${({ theme }) => theme.color.focusRing};
    outline-offset: 2px;
  }

  ${SwitchInput}:disabled + & {
    opacity: 0.55;
  }

  /* colour */
  background: ${({ theme }) => theme.color.surfaceDefault};
  border-color: ${({ theme }) => theme.color.borderStrong};

  ${SwitchInput}:checked + & {
    background: ${({ theme }) => theme.color.brandPrimary};
    border-color: ${({ theme }) => theme.color.brandPrimary};
  }

  ${SwitchInput}:not(:disabled):hover:checked + & {
    background: ${({ theme }) => theme.color.brandPrimaryHover};
    border-color: ${({ theme }) => theme.color.brandPrimaryHover};
  }

  ${SwitchInput}[aria-invalid='true'] + & {
    border-color: ${({ theme }) => theme.color.borderDanger};
    box-shadow: 0 0 0 1px ${({ theme }) => theme.color.borderDanger};
  }

  /* children */
  &::after {
    content: '';
    position: absolute;
    top: ${THUMB_INSET - 1}px;
    left: ${THUMB_INSET - 1}px;
    width: ${THUMB_SIZE}px;
    height: ${THUMB_SIZE}px;
    border-radius: 50%;
    background: ${({ theme }) => theme.color.borderStrong};
    transition: transform ${({ theme }) => theme.motion.fast}ms ${({ theme }) => theme.easing.standard};
  }

  ${SwitchInput}:checked + &::after {
    background: ${({ theme }) => theme.color.textOnBrand};
    transform: translateX(${TRACK_WIDTH - THUMB_SIZE - 2 * THUMB_INSET}px);
  }
`;
