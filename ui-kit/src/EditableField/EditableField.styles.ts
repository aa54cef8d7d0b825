import styled, { css } from 'styled-components';

export const StyledEditableField = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]}px;
  min-width: 0;
`;

export const EditableFieldValue = styled.span<{ $isEmpty: boolean }>`
  /* base */
  min-width: 0;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  line-height: ${({ theme }) => theme.font.lineHeight.snug};

  /* colour */
  color: ${({ theme }) => theme.color.textDefault};

  ${({ $isEmpty }) =>
    $isEmpty &&
    css`
      color: ${({ theme }) => theme.color.textMuted};
    `}
`;

/** Input, then save and cancel on the input's first line, so that an error below does not move them. */
export const EditableFieldEditor = styled.div`
  display: flex;
  flex: 1;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[2]}px;
  min-width: 0;
`;

export const EditableFieldInput = styled.div`
  flex: 1;
  min-width: ${({ theme }) => theme.space[9] * 3}px;
`;

export const EditableFieldActions = styled.div`
  display: flex;
  flex: none;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]}px;
`;
