import { fileURLToPath } from 'node:url';
import type { StorybookConfig } from '@storybook/react-vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { mergeConfig } from 'vite';

const config: StorybookConfig = {
  // The catalogue of @backline/ui: its components, widgets and documentation pages.
  stories: ['../packages/ui/src/**/*.mdx', '../packages/ui/src/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true },
  typescript: {
    // Autodocs read prop types and their JSDoc (descriptions and @default) from the source.
    reactDocgen: 'react-docgen-typescript',
  },
  async viteFinal(viteConfig) {
    return mergeConfig(viteConfig, {
      plugins: [vanillaExtractPlugin()],
      // No @vitejs/plugin-react here: esbuild compiles JSX with React's automatic runtime.
      esbuild: { jsx: 'automatic', jsxImportSource: 'react' },
      resolve: {
        // Storybook reads the domain's source: no stale build, and its edits reload the stories.
        alias: {
          '@backline/domain': fileURLToPath(
            new URL('../packages/domain/src/index.ts', import.meta.url),
          ),
        },
      },
    });
  },
};

export default config;
