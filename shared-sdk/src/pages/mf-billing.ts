import type { RemoteDeclaration } from './types';

export const MF_BILLING = {
  name: 'mf_billing',
  label: 'Gói dịch vụ & Thanh toán',
  pages: [
    { path: 'subscription', nav: { label: 'Gói dịch vụ', description: 'Gói dịch vụ và thanh toán', icon: 'crown' }, roles: ['OWNER'] },
    { path: 'payment/success', public: true },
    { path: 'payment/cancel', public: true },
  ],
} as const satisfies RemoteDeclaration;
