import styled, { css } from 'styled-components';

/** A phone's app bar: 56 px, the menu, the logo and the bell on one row. */
const appBar = css`
  ${({ theme }) => theme.media.down('md')} {
    gap: ${({ theme }) => theme.space[1]}px;
    min-height: ${({ theme }) => theme.space[8] + theme.space[2]}px;
    padding: ${({ theme }) => `0 ${theme.space[2]}px`};
  }
`;

export const StyledHeader = styled.header<{ $isAppBar: boolean }>`
  /* base */
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[4]}px;

  /* size */
  min-height: ${({ theme }) => theme.space[9]}px;
  padding: ${({ theme }) => `${theme.space[2]}px ${theme.space[4]}px`};

  ${({ theme }) => theme.media.up('md')} {
    padding: ${({ theme }) => `${theme.space[2]}px ${theme.space[6]}px`};
  }

  ${({ $isAppBar }) => $isAppBar && appBar}

  /* colour */
  color: ${({ theme }) => theme.color.textDefault};
  background: ${({ theme }) => theme.color.surfaceDefault};
  border-bottom: 1px solid ${({ theme }) => theme.color.borderDefault};
`;

export const HeaderStart = styled.div`
  display: flex;
  flex-shrink: 0;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]}px;
`;

export const HeaderMenu = styled.div`
  display: flex;
  flex-shrink: 0;

  ${({ theme }) => theme.media.up('md')} {
    display: none;
  }
`;

export const HeaderEnd = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]}px;
  min-width: 0;
  margin-inline-start: auto;
`;

export const HeaderIdentity = styled.div<{ $isAppBar: boolean }>`
  display: flex;
  flex-direction: column;
  align-items: flex-end;
  min-width: 0;
  line-height: ${({ theme }) => theme.font.lineHeight.snug};
  text-align: end;

  ${({ $isAppBar, theme }) =>
    $isAppBar &&
    css`
      ${theme.media.down('md')} {
        display: none;
      }
    `}
`;

export const HeaderShopName = styled.span`
  max-width: 100%;
  overflow: hidden;
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  white-space: nowrap;
  text-overflow: ellipsis;
`;

export const HeaderEmail = styled.span`
  max-width: 100%;
  overflow: hidden;
  font-size: ${({ theme }) => theme.font.size.sm};
  white-space: nowrap;
  text-overflow: ellipsis;
  color: ${({ theme }) => theme.color.textMuted};
`;
