import styled from 'styled-components';
import type { AlertTone } from './Alert.types';
import { dismissButtonStyles } from '../styles/dismissButton';
import { messageBoxStyles, messageIconStyles, toneMessageStyles } from '../styles/statusTone';

export const StyledAlert = styled.div<{ $tone: AlertTone }>`
  /* base */
  ${messageBoxStyles}

  /* size */
  padding: ${({ theme }) => `${theme.space[3]}px ${theme.space[4]}px`};

  /* colour */
  ${({ $tone }) => toneMessageStyles[$tone]}
`;

export const AlertIcon = styled.span`
  ${messageIconStyles}
`;

export const AlertBody = styled.div`
  flex: 1;
  min-width: 0;
`;

export const AlertTitle = styled.p`
  margin: 0;
  font-weight: ${({ theme }) => theme.font.weight.semibold};
`;

export const AlertMessage = styled.div`
  margin: 0;
`;

export const AlertDismissButton = styled.button`
  ${dismissButtonStyles}
`;
