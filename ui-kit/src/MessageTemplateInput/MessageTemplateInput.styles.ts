import styled, { css } from 'styled-components';
import { fieldControlStyles } from '../FormField/FormField.styles';
import { placeholderChipStyles } from '../MessagePreview/MessagePreview.styles';

export const StyledMessageTemplateInput = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]}px;
  min-width: 0;
`;

/** The row of insert chips, above the textarea. */
export const InsertBar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]}px;
  margin-bottom: ${({ theme }) => theme.space[1]}px;
`;

export const InsertLabel = styled.span`
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
  line-height: ${({ theme }) => theme.font.lineHeight.snug};
`;

/** A placeholder to insert: a pill with the look of the preview's chips. */
export const InsertChip = styled.button`
  /* base */
  ${placeholderChipStyles}
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]}px;
  border: 1px solid transparent;
  font: inherit;
  cursor: pointer;

  /* size */
  min-height: 36px;
  padding: 0 ${({ theme }) => theme.space[3]}px;
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.semibold};

  ${({ theme }) => theme.media.down('md')} {
    min-height: 44px;
  }

  /* states */
  &:hover:not(:disabled) {
    border-color: ${({ theme }) => theme.color.brandPrimary};
  }

  &:disabled {
    cursor: not-allowed;
    opacity: 0.55;
  }
`;

/** The token the chip inserts, for the merchant who reads the textarea. */
export const InsertChipToken = styled.code`
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: ${({ theme }) => theme.font.weight.regular};
`;

export const TemplateTextarea = styled.textarea`
  ${fieldControlStyles}
  resize: vertical;
`;

export const PreviewBox = styled.div`
  /* base */
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]}px;
  min-width: 0;
  border: 1px dashed ${({ theme }) => theme.color.borderDefault};
  border-radius: ${({ theme }) => theme.radius.md};

  /* size */
  padding: ${({ theme }) => `${theme.space[3]}px ${theme.space[4]}px`};

  /* colour */
  color: ${({ theme }) => theme.color.textDefault};
  background: ${({ theme }) => theme.color.surfaceSubtle};
`;

export const PreviewLabel = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  line-height: ${({ theme }) => theme.font.lineHeight.snug};
`;

export const PreviewText = styled.p<{ $isEmpty: boolean }>`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.md};
  line-height: ${({ theme }) => theme.font.lineHeight.normal};
  white-space: pre-wrap;
  overflow-wrap: anywhere;

  ${({ $isEmpty }) =>
    $isEmpty &&
    css`
      color: ${({ theme }) => theme.color.textMuted};
      font-style: italic;
    `}
`;
