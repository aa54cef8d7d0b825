import styled from 'styled-components';

export const Split = styled.div`
  display: grid;
  min-height: 100vh;
  grid-template-columns: 1fr;

  ${({ theme }) => theme.media.up('lg')} {
    grid-template-columns: minmax(360px, 5fr) 7fr;
  }
`;

export const MarketingPanel = styled.aside`
  display: none;
  padding: ${({ theme }) => theme.space[8]}px;
  color: ${({ theme }) => theme.color.textOnBrand};
  background: ${({ theme }) => theme.color.brandPrimary};

  ${({ theme }) => theme.media.up('lg')} {
    display: flex;
    flex-direction: column;
    justify-content: space-between;
  }
`;

export const MarketingBrand = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.xxl};
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

export const MarketingTitle = styled.p`
  margin: 0 0 ${({ theme }) => theme.space[5]}px;
  font-size: ${({ theme }) => theme.font.size.display};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  line-height: ${({ theme }) => theme.font.lineHeight.tight};
`;

export const MarketingList = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[3]}px;
  margin: 0;
  padding-left: ${({ theme }) => theme.space[5]}px;
  font-size: ${({ theme }) => theme.font.size.lg};
`;

export const FormColumn = styled.main`
  display: flex;
  flex-direction: column;
  justify-content: center;
  gap: ${({ theme }) => theme.space[6]}px;
  width: 100%;
  max-width: 720px;
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space[7]}px ${theme.space[5]}px`};
`;

export const MobileBrand = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.xl};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  color: ${({ theme }) => theme.color.brandPrimary};

  ${({ theme }) => theme.media.up('lg')} {
    display: none;
  }
`;

export const LegalLinks = styled.nav`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[4]}px;
  font-size: ${({ theme }) => theme.font.size.sm};

  a {
    color: ${({ theme }) => theme.color.textLink};
  }
`;
