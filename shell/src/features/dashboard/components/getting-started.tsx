import { CheckCircleFilled, RightOutlined } from '@ant-design/icons';
import { Button, Card, Flex, Typography, theme } from 'antd';
import { Link } from 'react-router-dom';
import { DASHBOARD_TEXTS as T } from '../texts';
import type { GettingStartedKey, GettingStartedStep } from '../utils/getting-started';
import { ADD_ACCOUNT_PATH, CREATE_JOB_PATH } from './quick-actions';

const STEP_LINKS: Record<GettingStartedKey, string> = {
  account: ADD_ACCOUNT_PATH,
  login: '/accounts',
  friends: '/friends',
  job: CREATE_JOB_PATH,
};

export interface GettingStartedProps {
  steps: GettingStartedStep[];
}

/** "Bắt đầu sử dụng": the four first steps in order, each ticked from real data, the next one offered as a button. */
export function GettingStarted({ steps }: GettingStartedProps) {
  const { token } = theme.useToken();
  const done = steps.filter((step) => step.done).length;
  const next = steps.find((step) => !step.done)?.key;
  return (
    <Card title={T.gettingStarted} extra={<Typography.Text type="secondary">{T.gettingStartedProgress(done, steps.length)}</Typography.Text>} data-testid="getting-started">
      <ol style={{ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: 12 }}>
        {steps.map((step, index) => {
          const text = T.steps[step.key];
          return (
            <li key={step.key} data-step={step.key} data-done={step.done} aria-label={`${text.title}: ${step.done ? T.stepDone : T.stepTodo}`}>
              <Flex gap={12} align="flex-start">
                {step.done ? (
                  <CheckCircleFilled style={{ fontSize: 22, color: token.colorSuccess }} aria-hidden />
                ) : (
                  <span
                    aria-hidden
                    style={{
                      width: 22,
                      height: 22,
                      flex: 'none',
                      borderRadius: '50%',
                      border: `2px solid ${step.key === next ? token.colorPrimary : token.colorBorder}`,
                      color: step.key === next ? token.colorPrimary : token.colorTextSecondary,
                      fontSize: 12,
                      fontWeight: 600,
                      display: 'inline-flex',
                      alignItems: 'center',
                      justifyContent: 'center',
                      boxSizing: 'border-box',
                    }}
                  >
                    {index + 1}
                  </span>
                )}
                <div style={{ flex: 1, minWidth: 0 }}>
                  <Typography.Text strong delete={step.done} type={step.done ? 'secondary' : undefined}>
                    {text.title}
                  </Typography.Text>
                  {!step.done && (
                    <div>
                      <Typography.Text type="secondary">{text.hint}</Typography.Text>
                    </div>
                  )}
                  {step.key === next && (
                    <Link to={STEP_LINKS[step.key]} style={{ display: 'inline-block', marginTop: 8 }}>
                      <Button type="primary" size="small">
                        {text.action} <RightOutlined />
                      </Button>
                    </Link>
                  )}
                </div>
              </Flex>
            </li>
          );
        })}
      </ol>
    </Card>
  );
}
