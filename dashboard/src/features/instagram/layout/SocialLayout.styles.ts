import styled from 'styled-components';

/** Tighter on a phone, where the page's own content should start near the top. */
export const HeaderBar = styled.section`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]}px;
  padding: ${({ theme }) => theme.space[3]}px;

  ${({ theme }) => theme.media.up('sm')} {
    gap: ${({ theme }) => theme.space[4]}px;
    padding: ${({ theme }) => theme.space[4]}px ${({ theme }) => theme.space[5]}px;
  }

  background: ${({ theme }) => theme.color.surfaceDefault};
  border: 1px solid ${({ theme }) => theme.color.borderDefault};
  border-radius: ${({ theme }) => theme.radius.lg};
`;

export const AccountIdentity = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[4]}px;
  min-width: 0;
`;

export const AccountName = styled.p`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]}px;
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.lg};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  overflow-wrap: anywhere;
`;

/** Secondary facts of the account (website, counts): left out on a phone, where room is short. */
export const AccountDetail = styled.div`
  display: none;

  ${({ theme }) => theme.media.up('sm')} {
    display: block;
  }
`;

export const WebsiteLink = styled.a`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]}px;
  width: fit-content;
  color: ${({ theme }) => theme.color.textLink};
  font-size: ${({ theme }) => theme.font.size.sm};
  overflow-wrap: anywhere;

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.focusRing};
    outline-offset: 2px;
  }
`;
