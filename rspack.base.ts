/**
 * The one rspack + Module Federation 2 config factory used by the shell and the five remotes.
 * Each app's rspack.config.ts calls `createAppConfig` with its name, port and exposed modules.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { type Configuration, rspack } from '@rspack/core';
import { ReactRefreshRspackPlugin } from '@rspack/plugin-react-refresh';

export interface AppOptions {
  /** Folder of the app (its package.json, src/ and dist/). */
  dir: string;
  /** Federation name, e.g. `mf_accounts`; also the bundle's `uniqueName`. */
  name: string;
  /** Port of the standalone dev server. */
  port: number;
  /** Exposed modules of a remote, e.g. `{ './routes': './src/routes.tsx' }`. */
  exposes?: Record<string, string>;
  /** Page title of the HTML page (the shell, or a remote's standalone dev frame). */
  title: string;
  /** Runtime plugins of the federation runtime (the shell's fallback plugin). */
  runtimePlugins?: string[];
  /** Dev-server proxy target for /api and /remotes.json (the API server). */
  apiTarget?: string;
}

/** Packages every app shares as singletons, plus the deep-import prefixes of the design. */
const SINGLETONS = [
  'react',
  'react-dom',
  'react-router',
  'react-router-dom',
  '@tanstack/react-query',
  'antd',
  '@ant-design/icons',
  'jotai',
  'dayjs',
  'shared-sdk',
];
const PREFIXES = ['react/', 'react-dom/', 'antd/', 'dayjs/', 'jotai/', 'shared-sdk/'];

function sharedConfig(dir: string) {
  const pkg = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as {
    dependencies: Record<string, string>;
  };
  const versionOf = (name: string) => pkg.dependencies[name] ?? pkg.dependencies[name.replace(/\/$/, '')];
  const shared: Record<string, { singleton: true; requiredVersion: string }> = {};
  for (const name of [...SINGLETONS, ...PREFIXES]) {
    const version = versionOf(name);
    if (!version) throw new Error(`${dir}/package.json must depend on ${name.replace(/\/$/, '')}`);
    shared[name] = { singleton: true, requiredVersion: version };
  }
  return shared;
}

export function createAppConfig(options: AppOptions): Configuration {
  const isDev = process.env.NODE_ENV !== 'production';
  const hashed = isDev ? '[name].js' : '[name].[contenthash:8].js';

  return {
    context: options.dir,
    mode: isDev ? 'development' : 'production',
    devtool: isDev ? 'cheap-module-source-map' : false,
    entry: { main: './src/index.ts' },
    output: {
      path: path.join(options.dir, 'dist'),
      publicPath: 'auto',
      uniqueName: options.name,
      filename: hashed,
      chunkFilename: hashed,
      cssFilename: isDev ? '[name].css' : '[name].[contenthash:8].css',
      assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
      clean: true,
    },
    resolve: { extensions: ['.tsx', '.ts', '.jsx', '.js', '.json'] },
    module: {
      rules: [
        {
          test: /\.[jt]sx?$/,
          exclude: /node_modules/,
          loader: 'builtin:swc-loader',
          options: {
            // Icons are stateless: each app bundles just the icons it uses instead of the whole
            // shared icon library (180 KB gzip), while antd itself stays one shared singleton.
            transformImport: [
              { libraryName: '@ant-design/icons', customName: '@ant-design/icons/es/icons/{{ member }}', style: false },
            ],
            jsc: {
              // Every browser the product supports runs ES2020: no down-levelled async/spread helpers in the bundles.
              target: 'es2020',
              parser: { syntax: 'typescript', tsx: true },
              transform: { react: { runtime: 'automatic', development: isDev, refresh: isDev } },
            },
          },
        },
        { test: /\.css$/, type: 'css/auto' },
        { test: /\.(png|jpe?g|gif|svg|webp|woff2?)$/, type: 'asset' },
      ],
    },
    plugins: [
      // Absolute script URLs in the page, so a deep link such as /payment/success finds them.
      new rspack.HtmlRspackPlugin({ template: path.join(__dirname, 'shell/public/index.html'), title: options.title, publicPath: '/' }),
      new rspack.DefinePlugin({
        'process.env.BUILD_TIME': JSON.stringify(new Date().toISOString()),
      }),
      new ModuleFederationPlugin({
        name: options.name,
        filename: 'remoteEntry.js',
        exposes: options.exposes,
        shared: sharedConfig(options.dir),
        shareStrategy: 'loaded-first',
        runtimePlugins: options.runtimePlugins,
        manifest: true,
        dts: false,
        // Browser-only apps: `target: 'web'` drops the federation runtime's Node script loading from every bundle.
        experiments: { asyncStartup: true, optimization: { target: 'web' } },
      }),
      isDev && new ReactRefreshRspackPlugin(),
    ],
    optimization: { minimize: !isDev },
    performance: { hints: false },
    devServer: {
      port: options.port,
      hot: true,
      historyApiFallback: true,
      headers: { 'Access-Control-Allow-Origin': '*' },
      proxy: [{ context: ['/api', '/remotes.json', '/v2'], target: options.apiTarget ?? 'http://localhost:8080' }],
    },
  };
}
