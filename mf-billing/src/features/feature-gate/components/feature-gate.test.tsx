import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BroadcastChannel as NodeBroadcastChannel } from 'node:worker_threads';
import { announcePlanChange, ApiError, FEATURES, queryKeys, subscriptionApi, usePlanSync } from 'shared-sdk';
import { renderWithApp, testQueryClient } from 'shared-sdk/testing';
import { FeatureGate, ProGate } from './feature-gate';

afterEach(() => jest.restoreAllMocks());

const secret = <p>Hẹn giờ gửi tin nhắn</p>;

test('renders the children when the plan has the feature', async () => {
  const feature = jest.spyOn(subscriptionApi, 'feature').mockResolvedValue({ hasAccess: true });
  renderWithApp(<FeatureGate feature={FEATURES.scheduleMessages}>{secret}</FeatureGate>);
  expect(await screen.findByText('Hẹn giờ gửi tin nhắn')).toBeInTheDocument();
  expect(feature).toHaveBeenCalledWith('schedule_messages');
  expect(screen.queryByText('Tính năng bị giới hạn')).not.toBeInTheDocument();
});

test('locked: reason, an upgrade link naming the plan, and a recheck that can unlock', async () => {
  const feature = jest
    .spyOn(subscriptionApi, 'feature')
    .mockResolvedValueOnce({ hasAccess: false, reason: 'Gói Basic không hỗ trợ hẹn giờ', planRequired: 'pro' })
    .mockResolvedValue({ hasAccess: true });
  renderWithApp(<FeatureGate feature="schedule_messages">{secret}</FeatureGate>);
  expect(await screen.findByText('Tính năng bị giới hạn')).toBeInTheDocument();
  expect(screen.getByText('Gói Basic không hỗ trợ hẹn giờ')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: /Nâng cấp lên gói Pro/ })).toHaveAttribute('href', '/subscription');
  expect(screen.queryByText('Hẹn giờ gửi tin nhắn')).not.toBeInTheDocument();

  await userEvent.click(screen.getByRole('button', { name: /Kiểm tra lại/ }));
  expect(await screen.findByText('Hẹn giờ gửi tin nhắn')).toBeInTheDocument();
  expect(feature).toHaveBeenCalledTimes(2);
});

test('the upgrade link names Plus when the server does not say', async () => {
  jest.spyOn(subscriptionApi, 'feature').mockResolvedValue({ hasAccess: false });
  renderWithApp(<FeatureGate feature="schedule_messages">{secret}</FeatureGate>);
  expect(await screen.findByRole('link', { name: /Nâng cấp lên gói Plus/ })).toBeInTheDocument();
  expect(screen.getByText('Gói dịch vụ hiện tại của bạn không hỗ trợ tính năng này.')).toBeInTheDocument();
});

test('a custom fallback replaces the locked box; a failed check stays locked', async () => {
  jest.spyOn(subscriptionApi, 'feature').mockResolvedValue({ hasAccess: false });
  const { unmount } = renderWithApp(
    <FeatureGate feature="schedule_messages" fallback={<p>Nâng cấp để hẹn giờ</p>}>
      {secret}
    </FeatureGate>,
  );
  expect(await screen.findByText('Nâng cấp để hẹn giờ')).toBeInTheDocument();
  unmount();

  // The product's text for a check that could not be made, whatever the failure said.
  jest.spyOn(subscriptionApi, 'feature').mockRejectedValue(new ApiError('Lỗi máy chủ', 500));
  renderWithApp(<FeatureGate feature="schedule_messages">{secret}</FeatureGate>);
  expect(await screen.findByText('Tính năng bị giới hạn')).toBeInTheDocument();
  expect(screen.getByText('Không thể kiểm tra trạng thái subscription')).toBeInTheDocument();
  expect(screen.queryByText('Hẹn giờ gửi tin nhắn')).not.toBeInTheDocument();
});

describe('ProGate', () => {
  const limits = (planName: 'basic' | 'plus' | 'pro') =>
    jest.spyOn(subscriptionApi, 'planLimits').mockResolvedValue({
      planName,
      accountLimit: 3,
      jobLimits: { daily: 10, concurrent: 1 },
      features: [],
    });

  test('without Pro: "Yêu cầu gói Pro" and "Nâng cấp gói Pro" opening /subscription in a new tab', async () => {
    limits('plus');
    renderWithApp(<ProGate>{secret}</ProGate>);
    expect(await screen.findByText('Yêu cầu gói Pro')).toBeInTheDocument();
    const button = screen.getByRole('link', { name: /Nâng cấp gói Pro/ });
    expect(button).toHaveAttribute('href', '/subscription');
    expect(button).toHaveAttribute('target', '_blank');
    expect(screen.queryByText('Hẹn giờ gửi tin nhắn')).not.toBeInTheDocument();
  });

  test('a check that fails: the spec\'s text, still closed', async () => {
    jest.spyOn(subscriptionApi, 'feature').mockRejectedValue(new ApiError('Máy chủ đang bận', 503));
    renderWithApp(<ProGate feature={FEATURES.bulkGroupMessaging}>{secret}</ProGate>);
    expect(await screen.findByText('Không thể kiểm tra trạng thái subscription')).toBeInTheDocument();
    expect(screen.queryByText('Hẹn giờ gửi tin nhắn')).not.toBeInTheDocument();
  });

  test('an expired plan: the server\'s "Cần có subscription" reason', async () => {
    jest.spyOn(subscriptionApi, 'feature').mockResolvedValue({ hasAccess: false, reason: 'Cần có subscription để sử dụng tính năng này', planRequired: 'pro' });
    renderWithApp(<ProGate feature={FEATURES.bulkGroupMessaging}>{secret}</ProGate>);
    expect(await screen.findByText('Cần có subscription để sử dụng tính năng này')).toBeInTheDocument();
  });

  test('opens by itself when another tab pays for Pro (the shell keeps every tab in sync)', async () => {
    const realBroadcastChannel = globalThis.BroadcastChannel;
    globalThis.BroadcastChannel = NodeBroadcastChannel as unknown as typeof BroadcastChannel;
    jest.spyOn(subscriptionApi, 'feature').mockResolvedValueOnce({ hasAccess: false, reason: 'Tính năng này yêu cầu gói Pro' }).mockResolvedValue({ hasAccess: true });
    function Tab() {
      usePlanSync();
      return <ProGate feature={FEATURES.bulkGroupMessaging}>{secret}</ProGate>;
    }
    const { unmount } = renderWithApp(<Tab />);
    expect(await screen.findByText('Yêu cầu gói Pro')).toBeInTheDocument();
    announcePlanChange(); // the tab where the payment went through
    expect(await screen.findByText('Hẹn giờ gửi tin nhắn')).toBeInTheDocument();
    expect(screen.queryByText('Yêu cầu gói Pro')).not.toBeInTheDocument();
    unmount();
    globalThis.BroadcastChannel = realBroadcastChannel;
  });

  test('with Pro: the children', async () => {
    limits('pro');
    renderWithApp(<ProGate>{secret}</ProGate>);
    expect(await screen.findByText('Hẹn giờ gửi tin nhắn')).toBeInTheDocument();
  });

  test('with a feature, the server decides', async () => {
    const planLimits = limits('basic');
    const feature = jest.spyOn(subscriptionApi, 'feature').mockResolvedValue({ hasAccess: true });
    const { queryClient } = renderWithApp(<ProGate feature={FEATURES.bulkGroupMessaging}>{secret}</ProGate>);
    expect(await screen.findByText('Hẹn giờ gửi tin nhắn')).toBeInTheDocument();
    expect(feature).toHaveBeenCalledWith('bulk_group_messaging');
    // Once nothing is fetching any more, the plan was never asked for (a negative inside waitFor would pass at once).
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    expect(planLimits).not.toHaveBeenCalled();
  });
});

test('locked for a member who is not the owner: no upgrade button, they are told to ask the owner (billing is the owner’s)', async () => {
  jest.spyOn(subscriptionApi, 'feature').mockResolvedValue({ hasAccess: false, planRequired: 'pro' });
  const queryClient = testQueryClient();
  queryClient.setQueryData(queryKeys.auth.me(), { user: { id: 'u2', email: 'nv@example.com' }, workspace: { id: 'w1', name: 'Shop', role: 'AGENT', accountIds: ['a1'] } });
  renderWithApp(<FeatureGate feature="schedule_messages">{secret}</FeatureGate>, { queryClient });
  expect(await screen.findByText('Chỉ chủ sở hữu nâng cấp được gói dịch vụ. Hãy nhờ chủ sở hữu nâng cấp.')).toBeInTheDocument();
  expect(screen.queryByRole('link', { name: /Nâng cấp/ })).not.toBeInTheDocument();
});
