import { Alert, Drawer, Empty, Flex, Grid, Typography, theme } from 'antd';
import { type CSSProperties, useState } from 'react';
import { Link } from 'react-router-dom';
import { useAccounts, useUnreadCount } from 'shared-sdk';
import { useNarrowScreen } from 'shared-sdk/react';
import { useRunningAccounts } from '../api/get-bot-statuses';
import { conversationsOf, useConversations } from '../api/get-conversations';
import { useDebouncedValue } from '../hooks/use-debounced-value';
import { useMarkRead } from '../hooks/use-mark-read';

import { useOpenConversation } from '../hooks/use-open-conversation';
import { INBOX_TEXTS } from '../texts';
import { ContactPanelContainer } from './contact-panel-container';
import { ConversationColumn } from './conversation-column';
import type { AssigneeFilter, ReadFilter } from './conversation-filters';
import { ThreadPanel } from './thread-panel';

/** The panel fills the window below the page title (desktop) or below the shell's top bar (phone). */
const DESKTOP_HEIGHT = 'max(480px, calc(100dvh - 190px))';
const PHONE_THREAD_HEIGHT = 'max(420px, calc(100dvh - 96px))';
const PHONE_LIST_HEIGHT = 'max(420px, calc(100dvh - 150px))';
/** Room the warning about stopped accounts takes above the panel. */
const BANNER_HEIGHT = 52;

/**
 * /inbox, 'Hội thoại': every conversation of every account, the open thread with its composer and AI switch, and the
 * contact panel. On a phone the list and the thread take the screen one at a time.
 */
export function InboxPage({ now }: { now?: number }) {
  const { token } = theme.useToken();
  const narrow = useNarrowScreen();
  const screens = Grid.useBreakpoint();
  // The contact panel sits beside the thread from 1200 px, and starts open where the thread keeps its room (1600 px).
  const wide = Boolean(screens.xl);
  const roomy = Boolean(screens.xxl);
  const [accountId, setAccountId] = useState<string>();
  const [read, setRead] = useState<ReadFilter>('all');
  const [assignee, setAssignee] = useState<AssigneeFilter>('all');
  const [search, setSearch] = useState('');
  const query = useDebouncedValue(search.trim());
  const [contactOpen, setContactOpen] = useState<boolean | null>(null);
  const accounts = useAccounts();
  const running = useRunningAccounts(accounts.data);
  const unread = useUnreadCount();
  const conversations = useConversations({
    accountId,
    unread: read === 'unread' ? 'true' : undefined,
    assignee: assignee === 'all' ? undefined : assignee,
    q: query || undefined,
  });
  const items = conversationsOf(conversations.data?.pages);
  const { current, open, close } = useOpenConversation(items);
  useMarkRead(current);

  // The contact panel starts open where there is room for it beside the thread.
  const showContact = contactOpen ?? roomy;
  const stopped = (accounts.data ?? []).filter((account) => account.status === 'ACTIVE' && running && !running.has(account.id));
  // When nothing runs and nothing is listed, the empty list already says so.
  const warnStopped = stopped.length > 0 && !(running?.size === 0 && items.length === 0);
  const panel: CSSProperties = { background: token.colorBgContainer, border: `1px solid ${token.colorBorderSecondary}`, borderRadius: token.borderRadiusLG };

  const column = (
    <ConversationColumn
      accounts={accounts.data}
      running={running}
      unread={unread.data}
      accountId={accountId}
      onAccountChange={setAccountId}
      read={read}
      onReadChange={setRead}
      assignee={assignee}
      onAssigneeChange={setAssignee}
      search={search}
      onSearchChange={setSearch}
      query={query}
      conversations={conversations}
      items={items}
      selectedId={current?.id ?? null}
      onOpen={open}
      now={now}
    />
  );
  const thread = current && (
    <ThreadPanel
      key={current.id}
      conversation={current}
      account={accounts.data?.find((account) => account.id === current.accountId)}
      running={running ? running.has(current.accountId) : undefined}
      onBack={narrow ? close : undefined}
      contactOpen={showContact}
      onToggleContact={() => setContactOpen(!showContact)}
      now={now}
    />
  );
  const contactDrawer = current && (narrow || !wide) && (
    <Drawer open={showContact} onClose={() => setContactOpen(false)} title={INBOX_TEXTS.contactLabel} size={narrow ? '100%' : 340} styles={{ body: { padding: 0 } }}>
      <ContactPanelContainer conversation={current} />
    </Drawer>
  );
  const stoppedBanner = warnStopped && (
    <Alert type="warning" showIcon title={INBOX_TEXTS.botsStopped(stopped.length)} action={<Link to="/accounts">{INBOX_TEXTS.goToAccounts}</Link>} />
  );

  if (narrow) {
    return (
      <section aria-label={INBOX_TEXTS.title}>
        {current ? (
          <div style={{ ...panel, height: PHONE_THREAD_HEIGHT, overflow: 'hidden' }}>{thread}</div>
        ) : (
          <Flex vertical gap={12}>
            <Typography.Title level={3} style={{ margin: 0 }}>
              {INBOX_TEXTS.title}
            </Typography.Title>
            {stoppedBanner}
            <Flex vertical style={{ ...panel, height: PHONE_LIST_HEIGHT, overflow: 'hidden' }}>
              {column}
            </Flex>
          </Flex>
        )}
        {contactDrawer}
      </section>
    );
  }

  return (
    <section aria-labelledby="inbox-title">
      <Flex vertical gap={4} style={{ marginBottom: 16 }}>
        <Typography.Title id="inbox-title" level={2} style={{ margin: 0 }}>
          {INBOX_TEXTS.title}
        </Typography.Title>
        <Typography.Text type="secondary">{INBOX_TEXTS.subtitle}</Typography.Text>
      </Flex>
      {stoppedBanner && <div style={{ marginBottom: 12 }}>{stoppedBanner}</div>}
      <Flex style={{ ...panel, height: stoppedBanner ? `calc(${DESKTOP_HEIGHT} - ${BANNER_HEIGHT}px)` : DESKTOP_HEIGHT, minHeight: 420, overflow: 'hidden' }}>
        <Flex vertical style={{ width: 320, flex: 'none', borderRight: `1px solid ${token.colorBorderSecondary}`, minHeight: 0 }}>
          {column}
        </Flex>
        <div style={{ flex: 1, minWidth: 0, minHeight: 0 }}>
          {thread ?? (
            <Flex align="center" justify="center" style={{ height: '100%' }}>
              <Empty description={INBOX_TEXTS.pickConversation} />
            </Flex>
          )}
        </div>
        {current && showContact && wide && (
          <div style={{ width: 280, flex: 'none', borderLeft: `1px solid ${token.colorBorderSecondary}`, overflowY: 'auto' }}>
            <ContactPanelContainer conversation={current} />
          </div>
        )}
      </Flex>
      {contactDrawer}
    </section>
  );
}
