import styled from 'styled-components';

export const Shell = styled.div`
  display: flex;
  flex-direction: column;
  min-height: 100vh;
`;

export const Brand = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: ${({ theme }) => theme.space[2]}px;
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.xl};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  color: ${({ theme }) => theme.color.brandPrimary};
`;

/** 'Console de l’équipe' beside the name: this is not a shop's space. Left out on a phone. */
export const BrandTag = styled.span`
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  color: ${({ theme }) => theme.color.textMuted};

  ${({ theme }) => theme.media.down('sm')} {
    display: none;
  }
`;

/** The operator's e-mail, which a phone has no room for beside the language and the way out. */
export const HeaderEmail = styled.span`
  ${({ theme }) => theme.media.down('sm')} {
    display: none;
  }
`;

export const HeaderActions = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]}px;
`;

/** The way out keeps its width; the e-mail beside it is what gives way on a phone. */
export const LogoutForm = styled.form`
  flex-shrink: 0;
  margin: 0;
`;

export const Content = styled.main`
  flex: 1;
  width: 100%;
  max-width: 1440px;
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space[6]}px ${theme.space[4]}px`};

  ${({ theme }) => theme.media.up('md')} {
    padding: ${({ theme }) => `${theme.space[7]}px ${theme.space[7]}px`};
  }
`;
