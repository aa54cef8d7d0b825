import styled from 'styled-components';
import { fieldControlStyles } from '../FormField/FormField.styles';

export const StyledTextarea = styled.textarea`
  ${fieldControlStyles}
  resize: vertical;
`;

/** The character count, under the textarea's right edge. */
export const CharacterCount = styled.p`
  /* base */
  margin: 0;
  font-variant-numeric: tabular-nums;
  line-height: ${({ theme }) => theme.font.lineHeight.snug};
  text-align: end;

  /* size */
  font-size: ${({ theme }) => theme.font.size.sm};

  /* colour */
  color: ${({ theme }) => theme.color.textMuted};
`;
