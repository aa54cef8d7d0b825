import styled from 'styled-components';

export const Centered = styled.main`
  display: grid;
  place-items: center;
  min-height: 100vh;
  padding: ${({ theme }) => theme.space[5]}px;

  > * {
    width: min(100%, 480px);
  }
`;
