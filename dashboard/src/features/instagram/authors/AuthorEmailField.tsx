import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { TEXT_LIMITS, TEXT_TOO_LONG, mention, textLength } from '@merci/domain';
import { EditableField, toast } from '@merci/ui-kit';
import { loadSchemas } from '../../../lib/forms/loadSchemas';
import { failureMessageKey } from '../../../lib/owner/suspension';

export interface AuthorEmailFieldProps {
  username: string;
  email: string | null;
  /** Saves the e-mail (PATCH patch_email_by_username); rejects when the API refuses it. */
  save: (username: string, email: string) => Promise<void>;
}

/**
 * An author's e-mail in the authors table (SPEC §4, §5): read-only with a pencil to edit and an X
 * to cancel; checked with the domain rule before it is saved.
 */
export function AuthorEmailField({ username, email, save }: AuthorEmailFieldProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const author = mention(username);

  useEffect(() => {
    void loadSchemas();
  }, []);

  const validate = async (value: string) => {
    const { authorEmailSchema } = await loadSchemas();
    try {
      await authorEmailSchema.validate({ authorEmail: value });
      return undefined;
    } catch (error) {
      // yup's ValidationError, told by its name: the class would bring yup into this screen's load.
      if (!(error instanceof Error) || error.name !== 'ValidationError')
        return t('form.social_author_email_form.email.error');
      return error.message === TEXT_TOO_LONG
        ? t(`${TEXT_TOO_LONG}_max`, { max: TEXT_LIMITS.email, length: textLength(value.trim()) })
        : t(error.message);
    }
  };

  const onSave = async ({ value }: { value: string }) => {
    try {
      await save(username, value.trim());
    } catch (error) {
      toast({ tone: 'error', message: t(failureMessageKey(error, 'form.social_author_email_form.error')) });
      throw error;
    }
    toast({ tone: 'success', message: t('form.social_author_email_form.success') });
  };

  return (
    <EditableField
      value={email ?? ''}
      type="email"
      validate={validate}
      onSave={onSave}
      errorLabel={t('form.social_author_email_form.error')}
      label={t('social.authors.email.label', { author })}
      editLabel={t('social.authors.email.edit', { author })}
      saveLabel={t('social.authors.email.save')}
      cancelLabel={t('social.authors.email.cancel')}
      emptyLabel={t('social.authors.email.empty')}
      placeholder={t('social.authors.email.placeholder')}
    />
  );
}
