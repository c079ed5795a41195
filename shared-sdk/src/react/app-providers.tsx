import { App as AntApp, ConfigProvider } from 'antd';
import viVN from 'antd/locale/vi_VN';
import type { ReactNode } from 'react';
import { DataProviders, type DataProvidersProps } from './data-providers';

export const appTheme = {
  token: {
    colorPrimary: '#1677ff',
    borderRadius: 8,
    fontFamily: "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, Arial, sans-serif",
  },
};

/** antd with the Vietnamese locale and the product theme; `App` gives `App.useApp()` to every page. */
export function AntdProviders({ children }: { children: ReactNode }) {
  return (
    <ConfigProvider locale={viVN} theme={appTheme}>
      <AntApp>{children}</AntApp>
    </ConfigProvider>
  );
}

/** Both, for a remote's standalone dev frame, Storybook and component tests. */
export function AppProviders(props: DataProvidersProps) {
  return (
    <DataProviders queryClient={props.queryClient} store={props.store}>
      <AntdProviders>{props.children}</AntdProviders>
    </DataProviders>
  );
}
