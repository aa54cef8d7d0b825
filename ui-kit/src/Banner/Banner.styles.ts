import styled, { css } from 'styled-components';
import { dismissButtonStyles } from '../styles/dismissButton';
import type { BannerTone } from './Banner';

const toneStyles = {
  warning: css`
    color: ${({ theme }) => theme.color.textWarning};
    background: ${({ theme }) => theme.color.surfaceWarning};
    border-color: ${({ theme }) => theme.color.borderWarning};
  `,
  danger: css`
    color: ${({ theme }) => theme.color.textDanger};
    background: ${({ theme }) => theme.color.surfaceDanger};
    border-color: ${({ theme }) => theme.color.borderDanger};
  `,
} as const satisfies Record<BannerTone, unknown>;

export const StyledBanner = styled.div<{ $tone: BannerTone }>`
  /* base */
  position: relative;
  z-index: ${({ theme }) => theme.zIndex.banner};
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[3]}px;
  width: 100%;
  border-bottom: 1px solid;
  font-size: ${({ theme }) => theme.font.size.sm};
  line-height: ${({ theme }) => theme.font.lineHeight.normal};

  /* size */
  padding: ${({ theme }) => `${theme.space[3]}px ${theme.space[4]}px`};

  ${({ theme }) => theme.media.up('md')} {
    align-items: center;
    padding: ${({ theme }) => `${theme.space[3]}px ${theme.space[6]}px`};
  }

  /* colour */
  ${({ $tone }) => toneStyles[$tone]}
`;

export const BannerIcon = styled.span`
  display: inline-flex;
  flex: none;
  align-items: center;
  /* One line of text high, so that the icon sits on the first line. */
  height: calc(1em * ${({ theme }) => theme.font.lineHeight.normal});

  svg {
    width: ${({ theme }) => theme.space[5]}px;
    height: ${({ theme }) => theme.space[5]}px;
  }
`;

export const BannerContent = styled.p`
  flex: 1;
  min-width: 0;
  margin: 0;
`;

export const BannerMessage = styled.span`
  font-weight: ${({ theme }) => theme.font.weight.medium};
`;

export const BannerLink = styled.a`
  /* base */
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  text-decoration: underline;
  text-underline-offset: 2px;

  /* states */
  &:hover {
    text-decoration-thickness: 2px;
  }

  /* colour */
  color: inherit;
`;

export const BannerDismissButton = styled.button`
  ${dismissButtonStyles}
`;
