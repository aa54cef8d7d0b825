import styled from 'styled-components';

/** Tighter on a phone, where the page's own content should start near the top. */
export const HeaderBar = styled.section`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[1]}px ${({ theme }) => theme.space[3]}px;
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
  flex: 1 1 0;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]}px;
  min-width: 0;

  ${({ theme }) => theme.media.up('sm')} {
    flex: 0 1 auto;
    gap: ${({ theme }) => theme.space[4]}px;
  }
`;

export const AccountName = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]}px;
  min-width: 0;
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.md};
  font-weight: ${({ theme }) => theme.font.weight.semibold};

  ${({ theme }) => theme.media.up('sm')} {
    font-size: ${({ theme }) => theme.font.size.lg};
  }
`;

/** On a phone a long name ends in '…' rather than push the quota to a row of its own. */
export const AccountNameText = styled.span`
  min-width: 0;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;

  ${({ theme }) => theme.media.up('sm')} {
    overflow-wrap: anywhere;
    white-space: normal;
  }
`;

/** The network's logo beside the name: on a phone the page's title already says Instagram. */
export const NetworkIcon = styled.span`
  display: none;

  ${({ theme }) => theme.media.up('sm')} {
    display: inline-flex;
  }
`;

/** On a phone, the day the quota renews, on its own line under the row. */
export const RenewalLine = styled.p`
  flex-basis: 100%;
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
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
