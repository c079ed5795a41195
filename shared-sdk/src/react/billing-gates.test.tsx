/** @jest-environment jsdom */
import '@testing-library/jest-dom';
import { screen } from '@testing-library/react';
import { renderWithApp } from '../testing';
import { BillingFeatureGate, BillingProGate } from './billing-gates';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(() => Promise.reject(new Error('mf_billing is down'))) }));
jest.spyOn(console, 'error').mockImplementation(() => {});

test.each([
  ['the feature gate', BillingFeatureGate],
  ['the Pro gate', BillingProGate],
])('%s stays closed with the spec\'s check-failure text when the billing remote cannot load', async (_name, Gate) => {
  renderWithApp(<Gate feature="schedule_messages">{<p>Hẹn giờ gửi tin nhắn</p>}</Gate>);
  expect(await screen.findByText('Không thể kiểm tra trạng thái subscription. Vui lòng tải lại trang.')).toBeInTheDocument();
  expect(screen.queryByText('Hẹn giờ gửi tin nhắn')).not.toBeInTheDocument();
});
