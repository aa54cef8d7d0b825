import type { Preview } from '@storybook/react-vite';
import { ThemeProvider } from '@merci/ui-kit';

const preview: Preview = {
  decorators: [
    (Story) => (
      <ThemeProvider>
        <Story />
      </ThemeProvider>
    ),
  ],
  parameters: {
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    // An accessibility violation fails the story's test, not just a panel warning.
    a11y: { test: 'error' },
  },
  tags: ['autodocs'],
};

export default preview;
