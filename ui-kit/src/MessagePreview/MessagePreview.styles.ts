import styled, { css } from 'styled-components';

/** The look of a placeholder, shared by the preview's chips and the insert chips of MessageTemplateInput. */
export const placeholderChipStyles = css`
  /* base */
  border-radius: ${({ theme }) => theme.radius.pill};

  /* colour */
  color: ${({ theme }) => theme.color.brandPrimary};
  background: ${({ theme }) => theme.color.brandSubtle};
`;

export const StyledMessagePreview = styled.span`
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

export const PlaceholderChip = styled.span`
  ${placeholderChipStyles}
  padding: 0 ${({ theme }) => theme.space[1]}px;
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  box-decoration-break: clone;
  -webkit-box-decoration-break: clone;
`;
