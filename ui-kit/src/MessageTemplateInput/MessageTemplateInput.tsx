import {
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type ChangeEvent,
  type ComponentPropsWithRef,
  type FocusEventHandler,
  type MouseEvent,
  type Ref,
} from 'react';
import { MESSAGE_PLACEHOLDERS, placeholderToken, type MessagePlaceholder } from '@merci/domain';
import { FormField, type FormFieldBaseProps } from '../FormField';
import { splitFieldProps } from '../FormField/splitFieldProps';
import { Icon } from '../Icon';
import { MessagePreview } from '../MessagePreview';
import {
  InsertBar,
  InsertChip,
  InsertChipToken,
  InsertLabel,
  PreviewBox,
  PreviewLabel,
  PreviewText,
  StyledMessageTemplateInput,
  TemplateTextarea,
} from './MessageTemplateInput.styles';

export interface MessageTemplateInputProps
  extends
    FormFieldBaseProps,
    Omit<
      ComponentPropsWithRef<'div'>,
      'onChange' | 'onBlur' | 'defaultValue' | 'children' | 'ref' | 'id' | 'placeholder'
    > {
  /** The message template (controlled), with its `{{placeholder}}` tokens. */
  value?: string;
  /**
   * Starting template when uncontrolled.
   * @default ''
   */
  defaultValue?: string;
  /**
   * Called with the new template on typing and on each insertion. With react-hook-form's
   * `Controller`: `onChange={({ value }) => field.onChange(value)}`.
   */
  onChange?: (details: { value: string }) => void;
  /** Forwarded to the `textarea` (react-hook-form's `field.onBlur`). */
  onBlur?: FocusEventHandler<HTMLTextAreaElement>;
  /** Forwarded to the `textarea` (react-hook-form's `field.name`). */
  name?: string;
  /** Forwarded to the `textarea` (react-hook-form's `field.ref`, to focus the field on error). */
  ref?: Ref<HTMLTextAreaElement>;
  /** Id of the textarea; generated when absent, and used for the label, hint and error ids. */
  id?: string;
  /**
   * Disables the textarea and the insert buttons.
   * @default false
   */
  disabled?: boolean;
  /**
   * Visible lines of the textarea before it scrolls.
   * @default 5
   */
  rows?: number;
  /** Most characters accepted (e.g. `AUTOMATION_MESSAGE_MAX_LENGTH`); an insertion that would pass it is ignored. */
  maxLength?: number;
  /** Native placeholder of the empty textarea (e.g. 'Écrivez votre message…'). */
  placeholder?: string;
  /**
   * What each placeholder stands for, the text of its insert chip
   * (e.g. `{ username: 'pseudo de l’ambassadeur', … }`).
   */
  placeholderLabels: Record<MessagePlaceholder, string>;
  /** Names the row of insert buttons (e.g. 'Insérer une variable'). */
  insertLabel: string;
  /** The values that fill the placeholders in the preview (e.g. `{ username: 'lea.martin', … }`). */
  sampleValues: Record<MessagePlaceholder, string>;
  /** Title of the preview (e.g. 'Aperçu du message'). */
  previewLabel: string;
  /** Shown in the preview while the template is empty (e.g. 'Le message apparaîtra ici.'). */
  emptyPreviewLabel?: string;
}

/**
 * The message of an automation: a textarea with chips that insert the four placeholders of SPEC
 * §3 (`{{username}}`, `{{shop}}`, `{{content_type}}`, `{{reward}}`) at the caret, each named by
 * what it stands for, and a live preview filled with sample values, where each placeholder is a
 * chip of the same look (MessagePreview). Label, hint and error come from FormField. Works controlled
 * (`value`, `onChange({ value })`) and inside react-hook-form's `Controller` (`name`, `onBlur`, `ref`).
 */
export function MessageTemplateInput({
  value,
  defaultValue = '',
  onChange,
  onBlur,
  name,
  ref,
  rows = 5,
  maxLength,
  placeholder,
  placeholderLabels,
  insertLabel,
  sampleValues,
  previewLabel,
  emptyPreviewLabel,
  ...props
}: MessageTemplateInputProps) {
  // A description given to the whole input stays on its root, not on the textarea.
  const { field, rest } = splitFieldProps(props);
  const disabled = field.disabled ?? false;
  const insertLabelId = useId();
  const previewLabelId = useId();
  const textareaRef = useRef<HTMLTextAreaElement | null>(null);
  /** Where to put the caret once an insertion has been rendered. */
  const pendingCaret = useRef<number | null>(null);
  const [ownValue, setOwnValue] = useState(defaultValue);
  const isControlled = value !== undefined;
  const template = isControlled ? value : ownValue;

  const commit = (next: string) => {
    if (!isControlled) setOwnValue(next);
    onChange?.({ value: next });
  };

  // After an insertion, the textarea keeps (or gets back) the focus with the caret after the token.
  useLayoutEffect(() => {
    const textarea = textareaRef.current;
    const caret = pendingCaret.current;
    if (!textarea || caret === null) return;
    pendingCaret.current = null;
    textarea.focus();
    textarea.setSelectionRange(caret, caret);
  }, [template]);

  const setRefs = (element: HTMLTextAreaElement | null) => {
    textareaRef.current = element;
    if (typeof ref === 'function') return ref(element);
    if (ref) ref.current = element;
    return undefined;
  };

  const insert = (placeholderName: MessagePlaceholder) => {
    const token = placeholderToken(placeholderName);
    const textarea = textareaRef.current;
    const start = textarea?.selectionStart ?? template.length;
    const end = textarea?.selectionEnd ?? start;
    const next = template.slice(0, start) + token + template.slice(end);
    if (maxLength !== undefined && next.length > maxLength) return;
    pendingCaret.current = start + token.length;
    commit(next);
  };

  // A click on an insert chip must not take the focus (and the caret) away from the textarea.
  const keepFocus = (event: MouseEvent<HTMLButtonElement>) => event.preventDefault();

  return (
    <StyledMessageTemplateInput aria-describedby={field.describedBy} {...rest}>
      <FormField {...field} describedBy={undefined} disabled={disabled || undefined}>
        {(control) => (
          <>
            <InsertBar role="group" aria-labelledby={insertLabelId}>
              <InsertLabel id={insertLabelId}>{insertLabel}</InsertLabel>
              {MESSAGE_PLACEHOLDERS.map((placeholderName) => (
                <InsertChip
                  key={placeholderName}
                  type="button"
                  disabled={disabled}
                  onMouseDown={keepFocus}
                  onClick={() => insert(placeholderName)}
                >
                  <Icon name="plus" size={14} />
                  {placeholderLabels[placeholderName]}
                  {/* The token as the textarea shows it; the chip's name is its meaning. */}
                  <InsertChipToken aria-hidden="true">{placeholderToken(placeholderName)}</InsertChipToken>
                </InsertChip>
              ))}
            </InsertBar>
            <TemplateTextarea
              {...control}
              ref={setRefs}
              name={name}
              rows={rows}
              maxLength={maxLength}
              placeholder={placeholder}
              value={template}
              onChange={(event: ChangeEvent<HTMLTextAreaElement>) => commit(event.currentTarget.value)}
              onBlur={onBlur}
            />
          </>
        )}
      </FormField>
      <PreviewBox role="group" aria-labelledby={previewLabelId}>
        <PreviewLabel id={previewLabelId}>{previewLabel}</PreviewLabel>
        {template === '' ? (
          emptyPreviewLabel && <PreviewText $isEmpty>{emptyPreviewLabel}</PreviewText>
        ) : (
          <PreviewText $isEmpty={false}>
            <MessagePreview template={template} values={sampleValues} />
          </PreviewText>
        )}
      </PreviewBox>
    </StyledMessageTemplateInput>
  );
}
