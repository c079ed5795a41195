import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Flex, Result, Spin, Typography } from 'antd';
import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { errorMessage, teamApi, TEAM_MESSAGES, tokenStore, WORKSPACE_ROLE_LABELS } from 'shared-sdk';
import { WORKSPACE_TEXTS as T } from './texts';

export interface JoinInvitationPageProps {
  /** What happens once the new session is stored (a full load of the dashboard; tests observe it). */
  onJoined?: () => void;
}

const reloadAtDashboard = () => window.location.assign('/dashboard');

/**
 * /invite/<token>: a signed-in person opening an invitation link sees what it offers and joins with 'Tham gia' (a new
 * session in the joined workspace). A link that does not work says so.
 */
export function JoinInvitationPage({ onJoined = reloadAtDashboard }: JoinInvitationPageProps) {
  const { token = '' } = useParams();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const preview = useQuery({ queryKey: ['team', 'invitation-preview', token], queryFn: () => teamApi.previewInvitation(token), retry: false });

  if (preview.isPending) return <Spin style={{ display: 'block', padding: 48 }} />;
  if (preview.isError) {
    return (
      <Result
        status="warning"
        title={TEAM_MESSAGES.invitationInvalid}
        subTitle={T.inviteInvalidHint}
        extra={
          <Link to="/dashboard">
            <Button type="primary">{T.backToDashboard}</Button>
          </Link>
        }
      />
    );
  }

  const { invitation } = preview.data;
  const join = async () => {
    setBusy(true);
    setError(null);
    try {
      const result = await teamApi.acceptInvitation(token);
      if (result.tokens?.accessToken) tokenStore.set(result.tokens.accessToken);
      queryClient.clear();
      onJoined();
    } catch (failure) {
      setError(errorMessage(failure, T.joinFailed));
      setBusy(false);
    }
  };

  return (
    <Flex justify="center" style={{ paddingTop: 24 }}>
      <Card style={{ maxWidth: 480, width: '100%' }}>
        <Flex vertical gap={12}>
          <Typography.Title level={4} style={{ margin: 0 }}>
            {T.inviteOffer(invitation.workspaceName, WORKSPACE_ROLE_LABELS[invitation.role])}
          </Typography.Title>
          {invitation.invitedBy && <Typography.Text type="secondary">{T.invitedBy(invitation.invitedBy)}</Typography.Text>}
          <Typography.Text type="secondary">{T.inviteFor(invitation.email)}</Typography.Text>
          {error && <Alert type="error" showIcon title={error} />}
          <Button type="primary" loading={busy} onClick={() => void join()}>
            {T.join}
          </Button>
        </Flex>
      </Card>
    </Flex>
  );
}
