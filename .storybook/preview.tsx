import type { Preview } from '@storybook/react-vite'
import '../ui/src/styles/tokens.css'
import '../ui/src/styles/reset.css'

const preview: Preview = {
  parameters: {
    layout: 'centered',
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    // Accessibility violations fail the story's test.
    a11y: { test: 'error' },
  },
}

export default preview
