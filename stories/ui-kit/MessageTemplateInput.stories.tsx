import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AUTOMATION_MESSAGE_MAX_LENGTH, type MessagePlaceholder } from '@merci/domain';
import { Button, MessageTemplateInput, Stack, type MessageTemplateInputProps } from '@merci/ui-kit';

const frenchPlaceholderLabels = {
  username: 'pseudo de l’ambassadeur',
  shop: 'compte Instagram de la boutique',
  content_type: 'type de contenu',
  reward: 'récompense',
} as const satisfies Record<MessagePlaceholder, string>;
const englishPlaceholderLabels = {
  username: 'ambassador’s username',
  shop: 'shop’s Instagram account',
  content_type: 'content type',
  reward: 'reward',
} as const satisfies Record<MessagePlaceholder, string>;

const frenchSamples = {
  username: 'lea.martin',
  shop: 'Atelier Lumière',
  content_type: 'story',
  reward: '-15 % sur votre prochaine commande',
} as const satisfies Record<MessagePlaceholder, string>;
const englishSamples = {
  username: 'lea.martin',
  shop: 'Atelier Lumière',
  content_type: 'story',
  reward: '15% off your next order',
} as const satisfies Record<MessagePlaceholder, string>;

const frenchTemplate =
  'Bonjour @{{username}}, merci pour votre {{content_type}} ! Voici votre récompense : {{reward}}. À bientôt chez {{shop}}.';
const englishTemplate =
  'Hi @{{username}}, thanks for your {{content_type}}! Here is your reward: {{reward}}. See you soon at {{shop}}.';

const english = {
  label: 'Message',
  hint: 'Sent as a private message to the ambassador who mentioned you.',
  placeholderLabels: englishPlaceholderLabels,
  insertLabel: 'Insert:',
  sampleValues: englishSamples,
  previewLabel: 'Message preview',
  emptyPreviewLabel: 'The message will show here.',
  placeholder: 'Write your message…',
  value: englishTemplate,
} satisfies Partial<MessageTemplateInputProps>;

/** Holds the template in state, as a form would, and reports each change to the `onChange` spy. */
function StatefulTemplate({ value: initialValue, onChange, ...props }: MessageTemplateInputProps) {
  const [value, setValue] = useState(initialValue ?? '');
  return (
    <MessageTemplateInput
      {...props}
      value={value}
      onChange={(details) => {
        setValue(details.value);
        onChange?.(details);
      }}
    />
  );
}

const meta = {
  title: 'ui-kit/MessageTemplateInput',
  component: MessageTemplateInput,
  args: {
    label: 'Message',
    hint: 'Envoyé en message privé à l’ambassadeur qui vous a mentionné.',
    placeholderLabels: frenchPlaceholderLabels,
    insertLabel: 'Insérer :',
    sampleValues: frenchSamples,
    previewLabel: 'Aperçu du message',
    emptyPreviewLabel: 'Le message apparaîtra ici.',
    placeholder: 'Écrivez votre message…',
    value: frenchTemplate,
    onChange: fn(),
    onBlur: fn(),
  },
  parameters: { localizedArgs: { en: english } },
  argTypes: {
    value: { control: 'text' },
    label: { control: 'text' },
    hint: { control: 'text' },
    error: { control: 'text' },
    ref: { control: false },
  },
  // The key starts the state again when the template arg changes (controls, locale toolbar).
  render: (args) => <StatefulTemplate key={args.value} {...args} />,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 640 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof MessageTemplateInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Message' })).toHaveValue(frenchTemplate);
    const preview = canvas.getByRole('group', { name: 'Aperçu du message' });
    await expect(preview).toHaveTextContent(
      'Bonjour @lea.martin, merci pour votre story ! Voici votre récompense : -15 % sur votre prochaine commande. À bientôt chez Atelier Lumière.',
    );
    // Each chip is named by what it stands for and shows the token it inserts.
    const chips = within(canvas.getByRole('group', { name: 'Insérer :' })).getAllByRole('button');
    await expect(chips).toHaveLength(4);
    const names = [
      'pseudo de l’ambassadeur',
      'compte Instagram de la boutique',
      'type de contenu',
      'récompense',
    ];
    for (const [index, name] of names.entries()) await expect(chips[index]).toHaveAccessibleName(name);
    await expect(chips[0]).toHaveTextContent('pseudo de l’ambassadeur{{username}}');
    // In the preview, each placeholder's value is a chip: no raw token is left.
    await expect(preview).not.toHaveTextContent('{{');
    await expect(within(preview).getByText('lea.martin')).toHaveAttribute('data-placeholder', 'username');
    await expect(within(preview).getByText('-15 % sur votre prochaine commande')).toHaveAttribute(
      'data-placeholder',
      'reward',
    );
  },
};

export const Playground: Story = {};

/**
 * A click on 'pseudo de l’ambassadeur' puts `{{username}}` where the caret is, leaves the focus in the
 * textarea with the caret after the token, and the preview shows the sample username.
 */
export const InsertAtCaret: Story = {
  args: { value: 'Merci @ pour votre story !' },
  parameters: { localizedArgs: { en: { ...english, value: 'Thanks @ for your story!' } } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const textarea = canvas.getByRole<HTMLTextAreaElement>('textbox', { name: 'Message' });
    await userEvent.click(textarea);
    textarea.setSelectionRange(7, 7); // After 'Merci @'.

    await userEvent.click(canvas.getByRole('button', { name: 'pseudo de l’ambassadeur' }));
    await expect(textarea).toHaveValue('Merci @{{username}} pour votre story !');
    await expect(args.onChange).toHaveBeenLastCalledWith({ value: 'Merci @{{username}} pour votre story !' });
    await expect(textarea).toHaveFocus();
    await expect(textarea.selectionStart).toBe('Merci @{{username}}'.length);
    await expect(textarea.selectionEnd).toBe('Merci @{{username}}'.length);
    const preview = canvas.getByRole('group', { name: 'Aperçu du message' });
    await expect(preview).toHaveTextContent('Merci @lea.martin pour votre story !');

    // The next insertion lands after the first one.
    await userEvent.type(textarea, ' de ', { skipClick: true });
    await userEvent.click(canvas.getByRole('button', { name: 'compte Instagram de la boutique' }));
    await expect(textarea).toHaveValue('Merci @{{username}} de {{shop}} pour votre story !');
    await expect(preview).toHaveTextContent('Merci @lea.martin de Atelier Lumière pour votre story !');
  },
};

/** A selection is replaced by the token. */
export const ReplaceSelection: Story = {
  args: { value: 'Voici votre récompense : XXX.' },
  parameters: { localizedArgs: { en: { ...english, value: 'Here is your reward: XXX.' } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const textarea = canvas.getByRole<HTMLTextAreaElement>('textbox', { name: 'Message' });
    await userEvent.click(textarea);
    const start = 'Voici votre récompense : '.length;
    textarea.setSelectionRange(start, start + 3);
    await userEvent.click(canvas.getByRole('button', { name: 'récompense' }));
    await expect(textarea).toHaveValue('Voici votre récompense : {{reward}}.');
    await expect(canvas.getByRole('group', { name: 'Aperçu du message' })).toHaveTextContent(
      'Voici votre récompense : -15 % sur votre prochaine commande.',
    );
  },
};

/** Empty: the textarea's placeholder and the preview's empty text; typing fills the preview as it goes. */
export const Empty: Story = {
  args: { value: '' },
  parameters: { localizedArgs: { en: { ...english, value: '' } } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const textarea = canvas.getByRole('textbox', { name: 'Message' });
    await expect(textarea).toHaveAttribute('placeholder', 'Écrivez votre message…');
    const preview = canvas.getByRole('group', { name: 'Aperçu du message' });
    await expect(preview).toHaveTextContent('Le message apparaîtra ici.');

    await userEvent.type(textarea, 'Merci beaucoup ');
    await expect(preview).toHaveTextContent('Merci beaucoup');
    await expect(preview).not.toHaveTextContent('Le message apparaîtra ici.');
    // `{{` is how user-event types a literal `{`.
    await userEvent.type(textarea, '{{{{username}} !');
    await expect(textarea).toHaveValue('Merci beaucoup {{username}} !');
    await expect(preview).toHaveTextContent('Merci beaucoup lea.martin !');
    await expect(args.onChange).toHaveBeenLastCalledWith({ value: 'Merci beaucoup {{username}} !' });
  },
};

/** From the keyboard: Enter on an insert button inserts the token and brings the focus back to the textarea. */
export const KeyboardInsertion: Story = {
  args: { value: 'Bonjour ' },
  parameters: { localizedArgs: { en: { ...english, value: 'Hello ' } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const textarea = canvas.getByRole<HTMLTextAreaElement>('textbox', { name: 'Message' });
    await userEvent.click(textarea);
    textarea.setSelectionRange(8, 8);
    const button = canvas.getByRole('button', { name: 'type de contenu' });
    button.focus();
    await userEvent.keyboard('{Enter}');
    await expect(textarea).toHaveValue('Bonjour {{content_type}}');
    await expect(textarea).toHaveFocus();
    await expect(textarea.selectionStart).toBe('Bonjour {{content_type}}'.length);
  },
};

/** An error: the textarea is `aria-invalid` and described by the message. */
export const WithError: Story = {
  args: { value: '', error: 'Un message est requis.' },
  parameters: { localizedArgs: { en: { ...english, value: '', error: 'A message is required.' } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const textarea = canvas.getByRole('textbox', { name: 'Message' });
    await expect(textarea).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText('Un message est requis.')).toBeVisible();
    await expect(textarea).toHaveAccessibleDescription(
      'Envoyé en message privé à l’ambassadeur qui vous a mentionné. Un message est requis.',
    );
  },
};

/** Disabled: neither the textarea nor the insert buttons can be used. */
export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Message' })).toBeDisabled();
    for (const button of within(canvas.getByRole('group', { name: 'Insérer :' })).getAllByRole('button')) {
      await expect(button).toBeDisabled();
    }
  },
};

const submitSpy = fn();

interface AutomationMessageFormProps extends MessageTemplateInputProps {
  /** The rule's message when the template is empty. */
  requiredMessage: string;
  /** Text of the submit button. */
  submitLabel: string;
}

/** Inside react-hook-form's `Controller`: `name`, `onBlur` and `ref` reach the textarea. */
function AutomationMessageForm({ requiredMessage, submitLabel, ...props }: AutomationMessageFormProps) {
  const { control, handleSubmit } = useForm({ defaultValues: { message: '' } });
  return (
    <form onSubmit={handleSubmit((values) => submitSpy(values))} noValidate>
      <Stack gap={4}>
        <Controller
          name="message"
          control={control}
          rules={{ required: requiredMessage }}
          render={({ field, fieldState }) => (
            <MessageTemplateInput
              {...props}
              name={field.name}
              ref={field.ref}
              value={field.value}
              onBlur={field.onBlur}
              onChange={({ value }) => field.onChange(value)}
              error={fieldState.error?.message}
              maxLength={AUTOMATION_MESSAGE_MAX_LENGTH}
            />
          )}
        />
        <div>
          <Button type="submit">{submitLabel}</Button>
        </div>
      </Stack>
    </form>
  );
}

/**
 * With react-hook-form: an empty submit focuses the textarea (through `ref`) and shows the rule's
 * error; an insertion clears it and the submit sends the template.
 */
export const WithReactHookForm: Story = {
  args: { value: undefined },
  parameters: { localizedArgs: { en: { ...english, value: undefined } } },
  render: ({ value: _value, ...args }, { globals }) => (
    <AutomationMessageForm
      {...args}
      requiredMessage={globals.locale === 'en' ? 'A message is required.' : 'Un message est requis.'}
      submitLabel={globals.locale === 'en' ? 'Save' : 'Enregistrer'}
    />
  ),
  play: async ({ canvasElement }) => {
    submitSpy.mockClear();
    const canvas = within(canvasElement);
    const textarea = canvas.getByRole('textbox', { name: 'Message' });
    await expect(textarea).toHaveAttribute('name', 'message');

    await userEvent.click(canvas.getByRole('button', { name: 'Enregistrer' }));
    await expect(await canvas.findByText('Un message est requis.')).toBeVisible();
    await expect(textarea).toHaveAttribute('aria-invalid', 'true');
    await expect(textarea).toHaveFocus();
    await expect(submitSpy).not.toHaveBeenCalled();

    await userEvent.type(textarea, 'Merci ');
    await userEvent.click(canvas.getByRole('button', { name: 'pseudo de l’ambassadeur' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Enregistrer' }));
    await expect(submitSpy).toHaveBeenCalledWith({ message: 'Merci {{username}}' });
    await expect(textarea).not.toHaveAttribute('aria-invalid');
  },
};

export const InEnglish: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: 'Message preview' })).toHaveTextContent(
      'Hi @lea.martin, thanks for your story! Here is your reward: 15% off your next order. See you soon at Atelier Lumière.',
    );
    await expect(canvas.getByRole('button', { name: 'ambassador’s username' })).toBeVisible();
  },
};

/** On a phone (375 px): the chips wrap, each a 44 px tap target, above the textarea and the preview. */
export const OnPhone: Story = {
  globals: { viewport: { value: 'xs' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const chip of within(canvas.getByRole('group', { name: 'Insérer :' })).getAllByRole('button')) {
      await expect(chip.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    }
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};

/** On a desk (1440 px), in English. */
export const OnDeskInEnglish: Story = {
  globals: { viewport: { value: 'desktop' }, locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'shop’s Instagram account' })).toHaveTextContent(
      'shop’s Instagram account{{shop}}',
    );
    await expect(
      within(canvas.getByRole('group', { name: 'Message preview' })).getByText('Atelier Lumière'),
    ).toHaveAttribute('data-placeholder', 'shop');
  },
};
