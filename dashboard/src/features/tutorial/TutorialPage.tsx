import { useIntl } from 'react-intl';
import { EmptyState, Heading, Icon, Stack } from '@merci/ui-kit';

/** /tutorial: a placeholder until the tutorial exists (SPEC §2: "coming soon"). */
export function TutorialPage() {
  const intl = useIntl();
  return (
    <Stack gap={6}>
      <Heading level={1} size="xxl">
        {intl.formatMessage({ id: 'tutorial.title' })}
      </Heading>
      <EmptyState
        icon={<Icon name="book" size={32} />}
        message={intl.formatMessage({ id: 'tutorial.coming_soon' })}
      />
    </Stack>
  );
}
