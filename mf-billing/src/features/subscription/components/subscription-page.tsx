import { ReloadOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Col, Flex, Row, Skeleton, Typography } from 'antd';
import { useState } from 'react';
import { errorMessage, type Plan, useCurrentSubscription } from 'shared-sdk';
import { usePaymentMode } from '../api/get-payment-mode';
import { usePlans } from '../api/get-plans';
import { useCheckout } from '../hooks/use-checkout';
import { chooseButtonState } from '../utils/plan-rules';
import { CurrentPlanCard } from './current-plan-card';
import { PaymentHistoryCard } from './payment-history-card';
import { PendingPaymentCard } from './pending-payment-card';
import { PlanCard } from './plan-card';
import { PlanChangeConfirm } from './plan-change-confirm';
import { PlanComparisonTable } from './plan-comparison-table';

export const SUBSCRIPTION_LOAD_ERROR = 'Không thể tải thông tin gói dịch vụ';
export const TEST_MODE_NOTICE = 'Thanh toán đang ở chế độ thử nghiệm: cổng payOS mô phỏng, không có tiền thật nào được chuyển.';

/** /subscription: current plan, pending payment, the three plans, a comparison and the payment history. */
export function SubscriptionPage() {
  const plans = usePlans();
  const current = useCurrentSubscription();
  const checkout = useCheckout();
  const paymentMode = usePaymentMode();
  const loadError = plans.error ?? current.error;
  // "Chọn gói" asks first; the order is created only from the confirmation.
  const [confirming, setConfirming] = useState<Plan | null>(null);

  return (
    <section aria-labelledby="page-title">
      <Typography.Title id="page-title" level={2} style={{ marginTop: 0, marginBottom: 4 }}>
        Gói dịch vụ
      </Typography.Title>
      <Typography.Paragraph type="secondary">Gói hiện tại, nâng cấp và thanh toán</Typography.Paragraph>

      <Flex vertical gap={16}>
        {paymentMode.data?.simulated && <Alert type="warning" showIcon title={TEST_MODE_NOTICE} />}
        {loadError && (
          <Alert
            type="error"
            showIcon
            title={errorMessage(loadError, SUBSCRIPTION_LOAD_ERROR)}
            action={
              <Button
                size="small"
                icon={<ReloadOutlined />}
                onClick={() => {
                  void plans.refetch();
                  void current.refetch();
                }}
              >
                Thử lại
              </Button>
            }
          />
        )}

        <Row gutter={[16, 16]}>
          <Col xs={24} lg={checkout.pending ? 12 : 24}>
            {current.data ? (
              <CurrentPlanCard subscription={current.data} />
            ) : (
              current.isPending && (
                <Card title="Gói hiện tại">
                  <Skeleton active paragraph={{ rows: 3 }} />
                </Card>
              )
            )}
          </Col>
          {checkout.pending && (
            <Col xs={24} lg={12}>
              <PendingPaymentCard
                payment={checkout.pending}
                pollingState={checkout.pollingState}
                cancelling={checkout.cancelling}
                onCancel={() => void checkout.cancel()}
                onRecheck={checkout.recheck}
              />
            </Col>
          )}
        </Row>

        <div>
          <Typography.Title level={4}>Chọn gói dịch vụ</Typography.Title>
          {plans.isPending ? (
            <Skeleton active />
          ) : (
            <Row gutter={[16, 16]} align="stretch">
              {(plans.data ?? []).map((plan) => (
                <Col key={plan.id} xs={24} md={8}>
                  <PlanCard
                    plan={plan}
                    button={chooseButtonState(plan, current.data, {
                      processing: checkout.processing,
                      pending: checkout.pending !== null,
                    })}
                    onChoose={setConfirming}
                  />
                </Col>
              ))}
            </Row>
          )}
        </div>

        <PlanChangeConfirm
          plan={confirming}
          current={current.data}
          onCancel={() => setConfirming(null)}
          onConfirm={(plan) => {
            setConfirming(null);
            void checkout.choosePlan(plan);
          }}
        />

        {plans.data && plans.data.length > 0 && <PlanComparisonTable plans={plans.data} />}
        <PaymentHistoryCard />
      </Flex>
    </section>
  );
}
