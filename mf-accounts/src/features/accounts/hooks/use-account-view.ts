import { useQueryClient } from '@tanstack/react-query';
import { createElement, type ReactNode } from 'react';
import { type Account, errorMessage, queryKeys } from 'shared-sdk';
import { useToasts, useWorkspaceAccess } from 'shared-sdk/react';
import { useAutoRelogin } from '../api/auto-relogin';
import { useDeleteAccount } from '../api/delete-account';
import { useAccountHealth } from '../api/get-account-health';
import { useAccountProxies } from '../api/get-account-proxies';
import { useBotStatus } from '../api/get-bot-status';
import { useResumeSending } from '../api/resume-sending';
import { useSetSendingWindow } from '../api/set-sending-window';
import { useStartBot } from '../api/start-bot';
import { useStopBot } from '../api/stop-bot';
import { useCookieValidation } from '../api/validate-cookie';
import type { AccountViewProps, BotState } from '../components/account-parts';
import { AccountHealthPanel } from '../components/account-health-panel';
import { ACCOUNT_TEXTS as T, HEALTH_TEXTS } from '../texts';
import { cookieStateOf } from '../utils/account-rules';
import { useReloadAccount } from './use-reload-account';

export interface AccountViewOptions {
  account: Account;
  /** Opens the QR modal; `force` skips the already-active check (Force QR, re-login needing a scan). */
  onOpenQr: (account: Account, options?: { force?: boolean }) => void;
  onOpenAi: (account: Account) => void;
  onEdit: (account: Account) => void;
  /** True while the page checks whether this account may get a QR. */
  qrChecking?: boolean;
}

/**
 * An account wired to its bot status, cookie check, proxy, health and actions: the props of its card and of its row
 * in the compact list, plus its health panel (the card's).
 */
export function useAccountView({ account, onOpenQr, onOpenAi, onEdit, qrChecking }: AccountViewOptions): AccountViewProps & { health: ReactNode } {
  const queryClient = useQueryClient();
  const active = account.status === 'ACTIVE';
  const botStatus = useBotStatus(account.id, active);
  const cookie = useCookieValidation(account.id);
  const startBot = useStartBot();
  const stopBot = useStopBot();
  const relogin = useAutoRelogin();
  const remove = useDeleteAccount();
  const reload = useReloadAccount();
  // One request for every card: react-query shares it by its key.
  const health = useAccountHealth().data?.find((entry) => entry.accountId === account.id);
  // An AGENT neither sees proxies nor deletes accounts (the server refuses both).
  const manager = useWorkspaceAccess().role !== 'AGENT';
  const proxy = useAccountProxies(manager).data?.get(account.proxyId ?? '');
  const saveWindow = useSetSendingWindow();
  const resume = useResumeSending();
  const { success, error: failure, info } = useToasts();

  let bot: BotState = 'stopped';
  if (active) {
    if (botStatus.data) bot = botStatus.data.isRunning ? 'running' : 'stopped';
    else if (botStatus.isPending) bot = 'loading';
    else bot = 'unknown';
  }

  return {
    account,
    bot,
    cookie: cookieStateOf(cookie.data, cookie.isFetching, account.cookieCheck),
    proxy: proxy && { name: proxy.name, isActive: proxy.isActive },
    friends: health?.friends.count ?? null,
    canDelete: manager,
    health:
      health &&
      createElement(AccountHealthPanel, {
        health,
        busy: { window: saveWindow.isPending, resume: resume.isPending },
        onSaveWindow: (input) =>
          saveWindow.mutate(
            { accountId: account.id, input },
            { onSuccess: () => success(HEALTH_TEXTS.windowSaved), onError: (error) => failure(errorMessage(error, HEALTH_TEXTS.windowSaveFailed)) },
          ),
        onResume: () =>
          resume.mutate(account.id, {
            onSuccess: () => success(HEALTH_TEXTS.resumed),
            onError: (error) => failure(errorMessage(error, HEALTH_TEXTS.resumeFailed)),
          }),
      }),
    busy: {
      qrLogin: qrChecking,
      relogin: relogin.isPending,
      bot: startBot.isPending || stopBot.isPending,
      delete: remove.isPending,
    },
    onCheckCookie: () =>
      // The server keeps the result on the account and marks an ACTIVE account whose cookie is refused as
      // COOKIE_EXPIRED: show both.
      void cookie.refetch().then(() => queryClient.invalidateQueries({ queryKey: queryKeys.accounts.list() })),
    onQrLogin: () => onOpenQr(account),
    onForceQr: () => onOpenQr(account, { force: true }),
    onAiAutoReply: () => onOpenAi(account),
    onEdit: () => onEdit(account),
    onStartBot: () =>
      startBot.mutate(account.id, {
        onSuccess: () => success(T.botStarted),
        onError: (error) => failure(errorMessage(error, T.botStartFailed)),
      }),
    onStopBot: () =>
      stopBot.mutate(account.id, {
        onSuccess: () => success(T.botHalted),
        onError: (error) => failure(errorMessage(error, T.botStopFailed)),
      }),
    onRelogin: () =>
      relogin.mutate(account.id, {
        onSuccess: (result) => {
          if (result.reloginSuccess && !result.needsQRScan) {
            success(T.reloginSuccess);
            reload(account.id);
            return;
          }
          info(T.reloginNeedsQr);
          onOpenQr(account, { force: true });
        },
        // A failed re-login falls back to the QR.
        onError: () => onOpenQr(account, { force: true }),
      }),
    onDelete: () =>
      remove.mutate(account.id, {
        onSuccess: () => success(T.deleted),
        onError: (error) => failure(errorMessage(error, T.deleteFailed)),
      }),
  };
}
