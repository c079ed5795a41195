import { Alert, Button, Flex, Input, Progress, Switch, Tag, Typography } from 'antd';
import { useState } from 'react';
import { type AccountHealth, type DailyUse, formatDate, formatTime, type SendingWindowInput } from 'shared-sdk';
import { ACCOUNT_TEXTS, HEALTH_TEXTS as T } from '../texts';
import { platformFailure } from '../utils/account-rules';

export interface AccountHealthPanelProps {
  health: AccountHealth;
  /** The current time (ms), for what is past; now by default. */
  now?: number;
  busy?: { window?: boolean; resume?: boolean };
  onSaveWindow?: (input: SendingWindowInput) => void;
  onResume?: () => void;
}

/** 'HH:mm DD/MM' in Vietnam. */
const when = (iso: string) => `${formatTime(iso)} ${formatDate(iso).slice(0, 5)}`;

function Meter({ label, use, left = false }: { label: string; use: DailyUse; left?: boolean }) {
  const remaining = Math.max(0, use.cap - use.used);
  const percent = use.cap > 0 ? Math.min(100, Math.round((use.used / use.cap) * 100)) : 0;
  return (
    <div>
      <Flex justify="space-between" gap={8}>
        <Typography.Text type="secondary">{label}</Typography.Text>
        <Typography.Text strong>{left ? T.left(remaining, use.cap) : T.used(use.used, use.cap)}</Typography.Text>
      </Flex>
      <Progress percent={percent} showInfo={false} size="small" status={percent >= 100 ? 'exception' : 'normal'} aria-label={label} />
    </div>
  );
}

function WindowForm({ health, busy, onSave, onCancel }: { health: AccountHealth; busy?: boolean; onSave?: (input: SendingWindowInput) => void; onCancel: () => void }) {
  const [enabled, setEnabled] = useState(health.window.enabled);
  const [start, setStart] = useState(health.window.start);
  const [end, setEnd] = useState(health.window.end);
  return (
    <Flex vertical gap={8} data-testid="window-form">
      <Flex gap={8} align="center">
        <Switch checked={enabled} onChange={setEnabled} aria-label={T.windowEnabled} />
        <Typography.Text>{T.windowEnabled}</Typography.Text>
      </Flex>
      <Flex gap={8} align="center" wrap>
        <Input type="time" aria-label={T.windowStart} prefix={T.windowStart} value={start} onChange={(e) => setStart(e.target.value)} disabled={!enabled} style={{ width: 150 }} />
        <Input type="time" aria-label={T.windowEnd} prefix={T.windowEnd} value={end} onChange={(e) => setEnd(e.target.value)} disabled={!enabled} style={{ width: 150 }} />
      </Flex>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {T.windowHint}
      </Typography.Text>
      <Flex gap={8}>
        <Button type="primary" size="small" loading={busy} onClick={() => onSave?.({ enabled, start, end })}>
          {T.save}
        </Button>
        <Button size="small" onClick={onCancel}>
          {T.cancel}
        </Button>
      </Flex>
    </Flex>
  );
}

/** An account's sending health: window, breaker, today's use of its caps and logins, friends, last rate limit. */
export function AccountHealthPanel({ health, now = Date.now(), busy = {}, onSaveWindow, onResume }: AccountHealthPanelProps) {
  const [editing, setEditing] = useState(false);
  // Folded by default: a one-line summary keeps the card short; the breaker always shows.
  const [open, setOpen] = useState(false);
  // Zalo's code of the failures, when the reason names one, goes to the detail line.
  const breakerReason = platformFailure(health.breaker.reason);
  const { window, today, breaker, rateLimit, logins } = health;
  const windowState = !window.enabled
    ? T.windowAllDay
    : window.open
      ? window.closesAt && T.windowOpenUntil(formatTime(window.closesAt))
      : window.opensAt && T.windowClosedUntil(when(window.opensAt));

  return (
    <Flex vertical gap={8} data-testid="account-health" aria-label={T.title} role="region">
      <Flex justify="space-between" align="center" gap={8} wrap>
        <Typography.Text strong>{T.title}</Typography.Text>
        <Button size="small" type="link" aria-expanded={open} onClick={() => setOpen((value) => !value)}>
          {open ? T.hide : T.show}
        </Button>
      </Flex>

      {breaker.open && (
        <Alert
          type="error"
          showIcon
          title={breakerReason?.text ?? breaker.reason}
          description={
            <>
              {breaker.until && <div>{T.breakerUntil(when(breaker.until))}</div>}
              {breakerReason?.code != null && <Typography.Text type="secondary">{ACCOUNT_TEXTS.platformCode(breakerReason.code)}</Typography.Text>}
            </>
          }
          action={
            <Button size="small" danger loading={busy.resume} onClick={onResume}>
              {T.resume}
            </Button>
          }
        />
      )}
      {logins.capped && (
        <Alert type="warning" showIcon title={T.loginsCapped} description={logins.reason} data-testid="logins-capped" />
      )}
      {health.warmUp && (
        <Tag color="gold" style={{ whiteSpace: 'normal' }}>
          {T.warmUp(health.warmUp.day, health.warmUp.days)}
        </Tag>
      )}

      {!open && (
        <Typography.Text type="secondary" data-testid="health-summary">
          {T.summary(T.used(today.messages.used, today.messages.cap), T.left(Math.max(0, today.strangers.cap - today.strangers.used), today.strangers.cap))}
        </Typography.Text>
      )}
      {open && (
        <>
          <Flex justify="space-between" align="center" gap={8} wrap>
            <Typography.Text type="secondary">
              {T.window}: {window.enabled ? T.windowRange(window.start, window.end) : T.windowAllDay}
              {!window.custom && ` (${T.windowDefault})`}
            </Typography.Text>
            {!editing && (
              <Button size="small" type="link" onClick={() => setEditing(true)}>
                {T.editWindow}
              </Button>
            )}
          </Flex>
          {window.enabled && windowState && (
            <Typography.Text type={window.open ? 'success' : 'warning'} data-testid="window-state">
              {windowState}
            </Typography.Text>
          )}
          {editing && (
            <WindowForm
              health={health}
              busy={busy.window}
              onCancel={() => setEditing(false)}
              onSave={(input) => {
                onSaveWindow?.(input);
                setEditing(false);
              }}
            />
          )}

          <Meter label={T.messages} use={today.messages} />
          <Meter label={T.friendRequests} use={today.friendRequests} />
          <Meter label={T.invites} use={today.invites} />
          <Meter label={T.strangersLeft} use={today.strangers} left />
          <Meter label={T.phoneLookupsLeft} use={today.phoneLookups} left />
          <Meter label={T.friends} use={{ used: health.friends.count, cap: health.friends.limit }} />

          <Flex justify="space-between" gap={8} wrap>
            <Typography.Text type="secondary">{T.loginsToday}</Typography.Text>
            <Typography.Text strong type={logins.capped ? 'warning' : undefined} data-testid="logins-today">
              {T.used(logins.today, logins.max)}
            </Typography.Text>
          </Flex>
          <Flex justify="space-between" gap={8} wrap>
            <Typography.Text type="secondary">{T.rateLimit}</Typography.Text>
            <Flex vertical align="flex-end">
              <Typography.Text data-testid="rate-limit">
                {!rateLimit
                  ? T.rateLimitNone
                  : Date.parse(rateLimit.until) > now
                    ? T.rateLimitActive(when(rateLimit.at), when(rateLimit.until))
                    : T.rateLimitPast(when(rateLimit.at))}
              </Typography.Text>
              {rateLimit && (
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {T.rateLimitCode}
                </Typography.Text>
              )}
            </Flex>
          </Flex>
          {!breaker.open && breaker.recentAttempts > 0 && (
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {T.breakerWatch(breaker.recentFailures, breaker.recentAttempts)}
            </Typography.Text>
          )}
        </>
      )}
    </Flex>
  );
}
