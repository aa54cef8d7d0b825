import styled from 'styled-components';
import { dismissButtonStyles } from '../styles/dismissButton';
import { messageIconStyles, toneMessageStyles } from '../styles/statusTone';
import type { BannerTone } from './Banner.types';

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
  ${({ $tone }) => toneMessageStyles[$tone]}
`;

export const BannerIcon = styled.span`
  ${messageIconStyles}
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
