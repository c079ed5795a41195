import { Layout, Menu, Typography } from 'antd';
import { Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Link, Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { AppProviders } from './app-providers';
import { LoadingBlock } from './load-states';
import type { RemoteRoutes } from '../pages';

function DevFrame({ title, routes }: { title: string; routes: RemoteRoutes }) {
  const location = useLocation();
  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Sider width={220} theme="light">
        <Typography.Title level={5} style={{ padding: 16, margin: 0 }}>
          {title} (standalone)
        </Typography.Title>
        <Menu
          selectedKeys={[location.pathname.slice(1)]}
          items={routes.map((route) => ({ key: route.path, label: <Link to={`/${route.path}`}>/{route.path}</Link> }))}
        />
      </Layout.Sider>
      <Layout.Content style={{ padding: 24 }}>
        {/* A page a remote loads on its first visit (its own chunk) suspends here, as in the shell. */}
        <Suspense fallback={<LoadingBlock />}>
          <Routes>
            {routes.map(({ path, Component }) => (
              <Route key={path} path={`/${path}/*`} element={<Component />} />
            ))}
            <Route path="*" element={<Navigate to={`/${routes[0]?.path ?? ''}`} replace />} />
          </Routes>
        </Suspense>
      </Layout.Content>
    </Layout>
  );
}

/**
 * The standalone page of a remote (`npm run dev -w mf-jobs`): the same providers as the shell around the
 * remote's own routes, so a feature team can work without the shell. API calls go to the dev proxy.
 */
export function renderDevFrame(title: string, routes: RemoteRoutes) {
  createRoot(document.getElementById('root')!).render(
    <AppProviders>
      <BrowserRouter>
        <DevFrame title={title} routes={routes} />
      </BrowserRouter>
    </AppProviders>,
  );
}
