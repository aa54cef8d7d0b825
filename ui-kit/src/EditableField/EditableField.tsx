import {
  useLayoutEffect,
  useRef,
  useState,
  type ChangeEvent,
  type ComponentPropsWithRef,
  type KeyboardEvent,
} from 'react';
import { Button } from '../Button';
import { Icon } from '../Icon';
import { IconButton } from '../IconButton';
import { TextInput } from '../TextInput';
import {
  EditableFieldActions,
  EditableFieldEditor,
  EditableFieldInput,
  EditableFieldValue,
  StyledEditableField,
} from './EditableField.styles';
import type { EditableFieldType } from './EditableField.types';

/** What `errorLabel` receives when `onSave` rejects. */
export interface EditableFieldSaveError {
  /** The rejection reason. */
  error: unknown;
}

export interface EditableFieldProps extends Omit<ComponentPropsWithRef<'div'>, 'children' | 'onChange'> {
  /** The saved value, shown read-only (e.g. the author's e-mail); '' when there is none. */
  value: string;
  /**
   * Saves the edited value; the field stays pending until the promise settles, goes back to
   * read-only when it resolves and stays in editing, with the error, when it rejects. Not called
   * when the value has not changed.
   */
  onSave: (details: { value: string }) => Promise<void> | void;
  /**
   * Checks the value on save; returns the error message to show (already translated) or `undefined`,
   * or a promise of it (rules loaded on demand). The error clears as soon as the value is edited.
   */
  validate?: (value: string) => string | undefined | Promise<string | undefined>;
  /**
   * An error from the caller (e.g. the server's), shown while editing until the value is edited
   * or the edit cancelled.
   */
  error?: string;
  /**
   * Message shown when `onSave` rejects: a text, or a function of the rejection
   * (e.g. 'Impossible d'enregistrer l'email.'). Without it only `error` is shown.
   */
  errorLabel?: string | ((details: EditableFieldSaveError) => string);
  /** Names the input while editing (e.g. 'E-mail de @lea.martin'); hidden from sight. */
  label: string;
  /** Names the pencil button that starts editing (e.g. "Modifier l'e-mail de @lea.martin"). */
  editLabel: string;
  /** Text of the save button (e.g. 'Enregistrer'). */
  saveLabel: string;
  /** Names the X button that cancels the edit (e.g. 'Annuler'). */
  cancelLabel: string;
  /**
   * Shown read-only when `value` is empty (e.g. 'Ajouter un e-mail').
   * @default '—'
   */
  emptyLabel?: string;
  /** Native placeholder of the empty input (e.g. 'nom@exemple.fr'). */
  placeholder?: string;
  /**
   * Native type of the input; `email` for the authors table.
   * @default 'email'
   */
  type?: EditableFieldType;
  /**
   * Hides the pencil button: the value can only be read.
   * @default false
   */
  disabled?: boolean;
  /** Called when the edit is cancelled (X button or Escape), with the value restored. */
  onCancel?: (details: { value: string }) => void;
}

type FocusTarget = 'input' | 'edit' | null;

/**
 * A value read in place with a pencil button to edit it (SPEC §4 "Author e-mail field"): editing
 * shows an input, a save button and an X that cancels. Cancel (X or Escape) restores the value and
 * clears the errors; save (button or Enter) validates, then waits for `onSave`, and returns to
 * read-only once it succeeds. Errors clear on edit.
 */
export function EditableField({
  value,
  onSave,
  validate,
  error,
  errorLabel,
  label,
  editLabel,
  saveLabel,
  cancelLabel,
  emptyLabel = '—',
  placeholder,
  type = 'email',
  disabled = false,
  onCancel,
  ...rest
}: EditableFieldProps) {
  const [isEditing, setIsEditing] = useState(false);
  const [isSaving, setIsSaving] = useState(false);
  const [draft, setDraft] = useState(value);
  const [validationError, setValidationError] = useState<string | undefined>();
  const [saveError, setSaveError] = useState<string | undefined>();
  // The caller's `error` hides once the value is edited or the edit cancelled, until the next save.
  const [isCallerErrorHidden, setIsCallerErrorHidden] = useState(false);
  // The value just saved, shown until the caller passes a new `value`.
  const [saved, setSaved] = useState<{ from: string; value: string } | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const editButtonRef = useRef<HTMLButtonElement>(null);
  const focusTarget = useRef<FocusTarget>(null);

  const shownValue = saved !== null && saved.from === value ? saved.value : value;
  const shownError = validationError ?? (isCallerErrorHidden ? undefined : error) ?? saveError;

  // Moves the focus once the element it goes to is rendered (and enabled).
  useLayoutEffect(() => {
    const target = focusTarget.current;
    if (target === null || isSaving) return;
    focusTarget.current = null;
    if (target === 'input') inputRef.current?.focus();
    else editButtonRef.current?.focus();
  });

  const clearErrors = () => {
    setValidationError(undefined);
    setSaveError(undefined);
    setIsCallerErrorHidden(true);
  };

  const startEditing = () => {
    setDraft(shownValue);
    setIsEditing(true);
    focusTarget.current = 'input';
  };

  const cancel = () => {
    if (isSaving) return;
    clearErrors();
    setDraft(shownValue);
    setIsEditing(false);
    focusTarget.current = 'edit';
    onCancel?.({ value: shownValue });
  };

  const save = async () => {
    if (isSaving) return;
    const invalid = await validate?.(draft);
    if (invalid) {
      setValidationError(invalid);
      focusTarget.current = 'input';
      return;
    }
    clearErrors();
    if (draft === shownValue) {
      setIsEditing(false);
      focusTarget.current = 'edit';
      return;
    }
    setIsSaving(true);
    try {
      await onSave({ value: draft });
      setSaved({ from: value, value: draft });
      setIsEditing(false);
      focusTarget.current = 'edit';
    } catch (reason) {
      setIsCallerErrorHidden(false);
      setSaveError(typeof errorLabel === 'function' ? errorLabel({ error: reason }) : errorLabel);
      focusTarget.current = 'input';
    } finally {
      setIsSaving(false);
    }
  };

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    setDraft(event.currentTarget.value);
    clearErrors();
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      void save();
    } else if (event.key === 'Escape') {
      // Stops here, so that an enclosing dialog does not close too.
      event.preventDefault();
      event.stopPropagation();
      cancel();
    }
  };

  return (
    <StyledEditableField data-state={isEditing ? 'editing' : 'read-only'} {...rest}>
      {isEditing ? (
        <EditableFieldEditor>
          <EditableFieldInput>
            <TextInput
              ref={inputRef}
              label={label}
              isLabelHidden
              type={type}
              value={draft}
              placeholder={placeholder}
              error={shownError}
              disabled={isSaving}
              spellCheck={type === 'text' ? undefined : false}
              autoCapitalize={type === 'text' ? undefined : 'none'}
              onChange={handleChange}
              onKeyDown={handleKeyDown}
            />
          </EditableFieldInput>
          <EditableFieldActions>
            <Button isLoading={isSaving} onClick={() => void save()}>
              {saveLabel}
            </Button>
            <IconButton label={cancelLabel} icon={<Icon name="x" />} disabled={isSaving} onClick={cancel} />
          </EditableFieldActions>
        </EditableFieldEditor>
      ) : (
        <>
          <EditableFieldValue $isEmpty={shownValue === ''}>
            {shownValue === '' ? emptyLabel : shownValue}
          </EditableFieldValue>
          {!disabled && (
            <IconButton
              ref={editButtonRef}
              label={editLabel}
              icon={<Icon name="pencil" />}
              size="sm"
              onClick={startEditing}
            />
          )}
        </>
      )}
    </StyledEditableField>
  );
}
