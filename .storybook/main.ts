import type { StorybookConfig } from 'storybook-react-rsbuild';

/** One Storybook for the shell, every remote and shared-sdk's UI: each adds `*.stories.tsx` beside its components. */
const config: StorybookConfig = {
  framework: 'storybook-react-rsbuild',
  stories: ['../shell/src/**/*.stories.tsx', '../mf-*/src/**/*.stories.tsx', '../shared-sdk/src/react/**/*.stories.tsx'],
  typescript: { reactDocgen: 'react-docgen' },
  core: { disableTelemetry: true },
  // The apps compile JSX with the automatic runtime (no `import React`); Storybook must too.
  rsbuildFinal: (rsbuild) => {
    rsbuild.tools = {
      ...rsbuild.tools,
      swc: { jsc: { transform: { react: { runtime: 'automatic' } } } },
    };
    return rsbuild;
  },
};

export default config;
