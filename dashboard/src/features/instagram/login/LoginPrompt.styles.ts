import styled from 'styled-components';

export const PromptIcon = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${({ theme }) => theme.space[8]}px;
  height: ${({ theme }) => theme.space[8]}px;
  color: ${({ theme }) => theme.color.brandPrimary};
  background: ${({ theme }) => theme.color.brandSubtle};
  border-radius: ${({ theme }) => theme.radius.pill};
`;

export const PermissionList = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[3]}px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const Permission = styled.li`
  display: grid;
  grid-template-columns: auto 1fr;
  align-items: start;
  gap: ${({ theme }) => theme.space[2]}px;
  color: ${({ theme }) => theme.color.textDefault};

  svg {
    margin-top: ${({ theme }) => theme.space[1] / 2}px;
    color: ${({ theme }) => theme.color.textSuccess};
  }
`;

export const DemoAccountList = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[2]}px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const DemoAccountButton = styled.button`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]}px;
  width: 100%;
  padding: ${({ theme }) => theme.space[3]}px;
  text-align: start;
  font: inherit;
  color: inherit;
  background: ${({ theme }) => theme.color.surfaceDefault};
  border: 1px solid ${({ theme }) => theme.color.borderDefault};
  border-radius: ${({ theme }) => theme.radius.md};
  cursor: pointer;

  &:hover:not(:disabled) {
    border-color: ${({ theme }) => theme.color.brandPrimary};
    background: ${({ theme }) => theme.color.brandSubtle};
  }

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.focusRing};
    outline-offset: 2px;
  }

  &:disabled {
    cursor: progress;
    opacity: 0.6;
  }

  > span {
    display: grid;
  }
`;
