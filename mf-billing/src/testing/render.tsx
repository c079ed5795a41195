import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createStore } from 'jotai';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { type CurrentSubscription, notificationsAtom, type Plan } from 'shared-sdk';
import { AppProviders } from 'shared-sdk/react';

/** Shows where the router went, for redirect assertions. */
function Where() {
  const location = useLocation();
  return <p data-testid="location">{`${location.pathname}${location.search}`}</p>;
}

export interface RenderOptions {
  path?: string;
  url?: string;
  queryClient?: QueryClient;
}

/** Renders `ui` at `url` with the app's providers, a fresh query cache (no retries) and a fresh jotai store. */
export function renderWithApp(ui: ReactElement, { path = '/', url = path, queryClient }: RenderOptions = {}) {
  const client = queryClient ?? new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 5 * 60_000 } } });
  const store = createStore();
  const result = render(
    <AppProviders queryClient={client} store={store}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path={path} element={ui} />
          <Route path="*" element={null} />
        </Routes>
        <Where />
      </MemoryRouter>
    </AppProviders>,
  );
  return { ...result, queryClient: client, store, notifications: () => store.get(notificationsAtom) };
}

export const basePlan: Plan = {
  id: 'plan-basic',
  name: 'basic',
  displayName: 'Basic',
  description: 'Cho cá nhân',
  price: 99_000,
  duration: 30,
  accountLimit: 3,
  jobLimits: { daily: 10, concurrent: 1 },
  features: [],
  featureLabels: ['3 tài khoản Zalo', '10 công việc mỗi ngày'],
  popular: false,
  sortOrder: 1,
};

export const plans: Plan[] = [
  basePlan,
  {
    ...basePlan,
    id: 'plan-plus',
    name: 'plus',
    displayName: 'Plus',
    description: 'Cho nhóm nhỏ',
    price: 199_000,
    accountLimit: 10,
    jobLimits: { daily: 50, concurrent: 3 },
    features: ['schedule_messages'],
    featureLabels: ['10 tài khoản Zalo', 'Hẹn giờ gửi tin'],
    popular: true,
    sortOrder: 2,
  },
  {
    ...basePlan,
    id: 'plan-pro',
    name: 'pro',
    displayName: 'Pro',
    description: 'Cho doanh nghiệp',
    price: 499_000,
    accountLimit: -1,
    jobLimits: { daily: -1, concurrent: 10 },
    features: ['schedule_messages', 'bulk_group_messaging'],
    featureLabels: ['Tài khoản Zalo không giới hạn', 'Gửi tin nhóm hàng loạt'],
    popular: false,
    sortOrder: 3,
  },
];

export function subscriptionOf(plan: Plan, overrides: Partial<CurrentSubscription> = {}): CurrentSubscription {
  return {
    plan,
    status: 'ACTIVE',
    isTrial: false,
    startDate: '2026-01-01T00:00:00.000Z',
    endDate: new Date(Date.now() + 10 * 86_400_000).toISOString(),
    daysLeft: 10,
    accountsUsed: 1,
    accountLimit: plan.accountLimit,
    ...overrides,
  };
}
