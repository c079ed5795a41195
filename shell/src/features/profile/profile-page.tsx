import { Card, Col, Descriptions, Flex, Row } from 'antd';
import { PageHeader, roleLabel } from '../../components';
import { useSession } from '../session';
import { ChangePasswordCard } from './components/change-password-card';
import { SessionsCard } from './components/sessions-card';
import { PROFILE_TEXTS as T } from './texts';

/** /profile: who is signed in, the password change, and signing out of every device. */
export function ProfilePage() {
  const { user, logout } = useSession();
  return (
    <>
      <PageHeader title={T.title} subtitle={T.subtitle} />
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={14}>
          <Flex vertical gap={16}>
            <Card title={T.account}>
              <Descriptions
                column={1}
                size="small"
                items={[
                  { key: 'email', label: T.email, children: user?.email ?? '—' },
                  { key: 'role', label: T.role, children: roleLabel(user?.role) },
                ]}
              />
            </Card>
            <ChangePasswordCard />
          </Flex>
        </Col>
        <Col xs={24} lg={10}>
          <SessionsCard onLogoutEverywhere={() => void logout({ everywhere: true })} />
        </Col>
      </Row>
    </>
  );
}
