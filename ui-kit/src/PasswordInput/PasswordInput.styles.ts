import styled from 'styled-components';
import { StyledInput } from '../TextInput/TextInput.styles';

export const PasswordGroup = styled.div`
  position: relative;
  display: flex;
  align-items: center;
`;

/** Leaves room on the right for the toggle, so that a long password never runs under it. */
export const PasswordField = styled(StyledInput)`
  padding-inline-end: ${({ theme }) => theme.space[7] + theme.space[2]}px;
`;

/** The show/hide toggle, inside the input's right edge. */
export const PasswordToggle = styled.div`
  position: absolute;
  inset-block: 0;
  inset-inline-end: ${({ theme }) => theme.space[1]}px;
  display: flex;
  align-items: center;
`;
