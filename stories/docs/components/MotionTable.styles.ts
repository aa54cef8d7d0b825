import styled, { css } from 'styled-components';
import { Card } from './docs.styles';

export const Demo = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[3]}px;
  align-items: center;
`;

export const DemoTrack = styled.div`
  display: flex;
  align-items: center;
  width: 120px;
  height: 40px;
  padding: 0 ${({ theme }) => theme.space[2]}px;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surfaceSubtle};
`;

/** Fades and slides in over the token's duration, as a modal or a backdrop does. */
export const FadeDot = styled.span<{ $isShown: boolean }>`
  width: 24px;
  height: 24px;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.brandPrimary};
  opacity: 0.15;
  transition:
    opacity var(--demo-duration) var(--demo-easing),
    transform var(--demo-duration) var(--demo-easing);

  ${({ $isShown }) =>
    $isShown &&
    css`
      opacity: 1;
      transform: translateX(80px);
    `}

  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;

/** Empties over the token's duration, as a toast's time left does. */
export const Countdown = styled.span<{ $isRunning: boolean }>`
  width: 100%;
  height: 6px;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.brandPrimary};
  transform-origin: left;

  ${({ $isRunning }) =>
    $isRunning &&
    css`
      transform: scaleX(0);
      transition: transform var(--demo-duration) linear;
    `}

  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;

export const CurveGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(440px, 1fr));
  gap: ${({ theme }) => theme.space[4]}px;
`;

export const CurveFrame = styled(Card)`
  display: flex;
  gap: ${({ theme }) => theme.space[4]}px;
  align-items: center;
  padding: ${({ theme }) => theme.space[4]}px;

  svg {
    flex: none;
    width: 112px;
    height: 112px;
    border-radius: ${({ theme }) => theme.radius.md};
    background: ${({ theme }) => theme.color.surfaceSubtle};
  }

  .diagonal {
    fill: none;
    stroke: ${({ theme }) => theme.color.borderDefault};
    stroke-dasharray: 4 4;
    stroke-width: 1.5;
  }

  .curve {
    fill: none;
    stroke: ${({ theme }) => theme.color.brandPrimary};
    stroke-linecap: round;
    stroke-width: 3;
  }
`;
