import { Card, Spin, Tabs, Typography } from 'antd';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { GROUP_TEXTS } from '../texts';
import { NO_GROUPS, type SelectedGroups } from '../utils/selection';
import { GroupListTab } from './group-list-tab';

const TagManagementTab = lazy(() => import('./group-tag-management-tab').then((m) => ({ default: m.GroupTagManagementTab })));
const PendingFriendsPanel = lazy(() => import('./pending-friends-panel').then((m) => ({ default: m.PendingFriendsPanel })));

const Lazy = ({ children }: { children: ReactNode }) => <Suspense fallback={<Spin aria-label="Đang tải" />}>{children}</Suspense>;

/** /groups: group list, tag management and pending friends; the selection is shared by the three tabs. */
export function GroupsPage() {
  const [selection, setSelection] = useState<SelectedGroups>(NO_GROUPS);
  return (
    <section aria-labelledby="page-title">
      <Typography.Title id="page-title" level={2} style={{ marginTop: 0 }}>
        {GROUP_TEXTS.title}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{GROUP_TEXTS.subtitle}</Typography.Paragraph>
      <Card>
        <Tabs
            defaultActiveKey="groups"
            items={[
              { key: 'groups', label: GROUP_TEXTS.tabList, children: <GroupListTab selection={selection} onSelectionChange={setSelection} /> },
              { key: 'tag-management', label: GROUP_TEXTS.tabTags, children: <Lazy><TagManagementTab selection={selection} /></Lazy>, destroyOnHidden: true },
              { key: 'pending-friends', label: GROUP_TEXTS.tabPending, children: <Lazy><PendingFriendsPanel selection={selection} /></Lazy>, destroyOnHidden: true },
            ]}
        />
      </Card>
    </section>
  );
}
