import type { ComponentPropsWithRef } from 'react';
import { messageTemplateParts, type MessagePlaceholder } from '@merci/domain';
import { PlaceholderChip, StyledMessagePreview } from './MessagePreview.styles';

export interface MessagePreviewProps extends Omit<ComponentPropsWithRef<'span'>, 'children'> {
  /** The automation message as stored, with its `{{placeholder}}` tokens. */
  template: string;
  /** What each placeholder reads as (e.g. `{ username: 'lea.martin', reward: '-15 % en ligne', … }`). */
  values: Record<MessagePlaceholder, string>;
}

/**
 * An automation message as its recipient will read it: each placeholder is replaced by its value
 * and drawn as a chip, so that the merchant sees the words that change from one story to the
 * next, never a raw `{{username}}`. Inline, so that a table cell can clamp it; an unknown
 * placeholder stays as typed (domain's `messageTemplateParts`).
 */
export function MessagePreview({ template, values, ...rest }: MessagePreviewProps) {
  return (
    <StyledMessagePreview {...rest}>
      {messageTemplateParts(template).map((part, index) =>
        part.kind === 'text' ? (
          part.text
        ) : (
          <PlaceholderChip key={index} data-placeholder={part.name}>
            {values[part.name]}
          </PlaceholderChip>
        ),
      )}
    </StyledMessagePreview>
  );
}
