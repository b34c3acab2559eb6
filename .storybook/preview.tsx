import type { Preview } from '@storybook/react-vite'
import { configure } from 'storybook/test'
import '../ui/src/styles/tokens.css'
import '../ui/src/styles/reset.css'

// Parts that load on demand (the delete dialog, the legal modal, the dashboard's later cards) are
// transformed by the dev server on first use, which can take seconds: findBy* waits for them.
configure({ asyncUtilTimeout: 10_000 })

const preview: Preview = {
  parameters: {
    layout: 'centered',
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    // Accessibility violations fail the story's test.
    a11y: { test: 'error' },
  },
}

export default preview
