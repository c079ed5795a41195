import type { StorybookConfig } from 'storybook-react-rsbuild';

/** One Storybook for the shell, every remote and shared-sdk's UI: each adds `*.stories.tsx` beside its components. */
const config: StorybookConfig = {
  framework: 'storybook-react-rsbuild',
  stories: ['../shell/src/**/*.stories.tsx', '../mf-*/src/**/*.stories.tsx', '../shared-sdk/src/react/**/*.stories.tsx'],
  typescript: { reactDocgen: 'react-docgen' },
  core: { disableTelemetry: true },
  // The apps compile JSX with the automatic runtime (no `import React`); Storybook must too.
  rsbuildFinal: (rsbuild) => {
    const rspack = rsbuild.tools?.rspack;
    rsbuild.tools = {
      ...rsbuild.tools,
      swc: { jsc: { transform: { react: { runtime: 'automatic' } } } },
      rspack: [...(Array.isArray(rspack) ? rspack : rspack ? [rspack] : []), docgenOnComponentsOnly],
    };
    return rsbuild;
  },
};

/**
 * The props tables read components only: react-docgen parses every file it is given with Babel, and the preset gives
 * it every script outside node_modules (hooks, API calls, schemas), which was 90 of the build's 100 seconds.
 */
function docgenOnComponentsOnly(config: { module?: { rules?: unknown[] } }) {
  for (const rule of config.module?.rules ?? []) {
    const candidate = rule as { loader?: string; test?: RegExp };
    if (candidate.loader?.includes('react-docgen-loader')) candidate.test = /\.tsx$/;
  }
}

export default config;
