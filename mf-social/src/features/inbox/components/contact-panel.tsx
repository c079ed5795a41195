import { StopOutlined } from '@ant-design/icons';
import { Button, Flex, Popconfirm, Spin, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { type ContactJob, type Conversation, formatDateTime, type FriendTagRef, type StoredFriend } from 'shared-sdk';
import { INBOX_TEXTS } from '../texts';
import { ContactTags } from './contact-tags';
import { ConversationAvatar } from './conversation-avatar';

export interface ContactPanelProps {
  conversation: Conversation;
  /** The account's stored friend who is this person; null for a stranger; undefined while it loads. */
  friend: StoredFriend | null | undefined;
  /** Every friend tag of the user. */
  allTags: FriendTagRef[];
  onToggleTag: (tag: FriendTagRef, add: boolean) => void;
  jobs: ContactJob[];
  onDoNotContact: () => void;
  addingDoNotContact: boolean;
  /** The friend is on the user's do-not-contact list already: said instead of offering it. */
  onDoNotContactList?: boolean;
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Flex vertical gap={6}>
      <Typography.Text type="secondary" strong style={{ fontSize: 12, textTransform: 'uppercase' }}>
        {title}
      </Typography.Text>
      {children}
    </Flex>
  );
}

/** Who this is (friend, stranger or group), through which account, their tags, the jobs that reached them, do-not-contact. */
export function ContactPanel({ conversation, friend, allTags, onToggleTag, jobs, onDoNotContact, addingDoNotContact, onDoNotContactList = false }: ContactPanelProps) {
  const isGroup = conversation.type === 'group';
  return (
    <Flex vertical gap={20} style={{ padding: 16 }} aria-label={INBOX_TEXTS.contactLabel} role="region">
      <Flex vertical align="center" gap={8}>
        <ConversationAvatar conversation={conversation} size={64} />
        <Typography.Title level={5} style={{ margin: 0, textAlign: 'center' }}>
          {conversation.name}
        </Typography.Title>
        {isGroup ? (
          <Tag color="green">{INBOX_TEXTS.groupChat}</Tag>
        ) : friend === undefined ? (
          <Spin size="small" aria-label="Đang tải" />
        ) : (
          <Tag color={friend ? 'blue' : 'default'}>{friend ? INBOX_TEXTS.friend : INBOX_TEXTS.stranger}</Tag>
        )}
        {friend?.zaloName && friend.zaloName !== conversation.name && <Typography.Text type="secondary">{friend.zaloName}</Typography.Text>}
        {friend?.phone && <Typography.Text type="secondary">{friend.phone}</Typography.Text>}
      </Flex>

      <Section title={INBOX_TEXTS.account}>
        <Typography.Text>{conversation.accountName}</Typography.Text>
      </Section>

      {!isGroup && (
        <Section title={INBOX_TEXTS.tags}>
          {friend ? (
            <ContactTags tags={friend.tags} allTags={allTags} onToggle={onToggleTag} />
          ) : (
            <Typography.Text type="secondary">{INBOX_TEXTS.tagsForFriendsOnly}</Typography.Text>
          )}
        </Section>
      )}

      <Section title={INBOX_TEXTS.jobs}>
        {jobs.length === 0 ? (
          <Typography.Text type="secondary">{INBOX_TEXTS.noJobs}</Typography.Text>
        ) : (
          <ul aria-label={INBOX_TEXTS.jobs} style={{ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: 8 }}>
            {jobs.map((job) => (
              <li key={job.jobId}>
                <Typography.Text type="secondary" style={{ fontSize: 12, display: 'block' }}>
                  {formatDateTime(job.at)} · <Link to="/jobs">{INBOX_TEXTS.viewJob}</Link>
                </Typography.Text>
                <Typography.Paragraph ellipsis={{ rows: 2 }} style={{ margin: 0 }}>
                  {job.text}
                </Typography.Paragraph>
              </li>
            ))}
          </ul>
        )}
      </Section>

      {!isGroup && (
        <Section title={INBOX_TEXTS.doNotContactSection}>
          {onDoNotContactList ? (
            <Typography.Text type="secondary">{INBOX_TEXTS.doNotContactAlready}</Typography.Text>
          ) : (
            <Popconfirm
              title={INBOX_TEXTS.doNotContactConfirm}
              description={INBOX_TEXTS.doNotContactHint}
              okText={INBOX_TEXTS.add}
              cancelText={INBOX_TEXTS.cancel}
              onConfirm={onDoNotContact}
            >
              <Button danger icon={<StopOutlined />} loading={addingDoNotContact} block>
                {INBOX_TEXTS.doNotContact}
              </Button>
            </Popconfirm>
          )}
        </Section>
      )}
    </Flex>
  );
}
