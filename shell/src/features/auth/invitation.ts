import { useEffect, useState } from 'react';
import { teamApi, TEAM_MESSAGES, WORKSPACE_ROLE_LABELS, type InvitationPreview } from 'shared-sdk/sign-in';

/** The invitation link's parameter on /register (`/register?invite=<token>`). */
export const INVITE_PARAM = 'invite';

export const inviteTokenOf = (search: string) => new URLSearchParams(search).get(INVITE_PARAM)?.trim() || null;

export const INVITATION_TEXTS = {
  checking: 'Đang kiểm tra lời mời...',
  offer: (preview: InvitationPreview) => `Bạn được mời tham gia ${preview.workspaceName} với vai trò ${WORKSPACE_ROLE_LABELS[preview.role]}`,
  invitedBy: (email: string) => `Người mời: ${email}`,
  invalid: `${TEAM_MESSAGES.invitationInvalid}. Bạn vẫn có thể tạo tài khoản của riêng mình bên dưới, hoặc xin người mời gửi liên kết mới.`,
  subtitle: 'Tạo tài khoản để tham gia không gian làm việc đã mời bạn.',
} as const;

export type InvitationState = { status: 'none' } | { status: 'checking' } | { status: 'valid'; preview: InvitationPreview } | { status: 'invalid' };

/** What an invitation link offers (the public preview); a link that does not work is 'invalid', whatever the reason. */
export function useInvitationPreview(token: string | null): InvitationState {
  const [state, setState] = useState<InvitationState>(token ? { status: 'checking' } : { status: 'none' });
  useEffect(() => {
    if (!token) {
      setState({ status: 'none' });
      return;
    }
    let live = true;
    setState({ status: 'checking' });
    teamApi
      .previewInvitation(token)
      .then(({ invitation }) => live && setState({ status: 'valid', preview: invitation }))
      .catch(() => live && setState({ status: 'invalid' }));
    return () => {
      live = false;
    };
  }, [token]);
  return state;
}
