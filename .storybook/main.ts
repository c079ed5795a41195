import type { StorybookConfig } from 'storybook-react-rsbuild';

/** One Storybook for the shell and every remote: each app adds `*.stories.tsx` beside its components. */
const config: StorybookConfig = {
  framework: 'storybook-react-rsbuild',
  stories: ['../shell/src/**/*.stories.tsx', '../mf-*/src/**/*.stories.tsx'],
  typescript: { reactDocgen: 'react-docgen' },
  core: { disableTelemetry: true },
};

export default config;
