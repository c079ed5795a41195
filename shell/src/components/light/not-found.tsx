import { Link, useLocation, useNavigate } from 'react-router-dom';
import './light.css';

export const NOT_FOUND_TEXTS = {
  title: 'Không tìm thấy trang',
  description: (path: string) => `Địa chỉ ${path} không có trong Zalo Manager: có thể liên kết đã cũ hoặc gõ nhầm.`,
  home: 'Về trang Dashboard',
  back: 'Quay lại trang trước',
  signIn: 'Đăng nhập',
  register: 'Tạo tài khoản',
} as const;

/**
 * An address that is no page of the app. Signed in it stands inside the layout, with the way back; signed out it is
 * a plain page with the way to sign in. Drawn without antd, so a signed-out visit downloads nothing more.
 */
export function NotFoundView({ signedIn }: { signedIn: boolean }) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  // A page opened from elsewhere (a bookmark, a link) has nothing of ours to go back to.
  const canGoBack = typeof window !== 'undefined' && window.history.length > 1;
  return (
    <div className={signedIn ? 'lt-not-found lt-not-found-inline' : 'lt-not-found'}>
      <div className="lt-card lt-not-found-card" role="alert">
        <p className="lt-not-found-code" aria-hidden>
          404
        </p>
        <h1>{NOT_FOUND_TEXTS.title}</h1>
        <p className="lt-subtitle">{NOT_FOUND_TEXTS.description(pathname)}</p>
        <div className="lt-not-found-actions">
          {signedIn ? (
            <>
              <Link className="lt-button" to="/dashboard">
                {NOT_FOUND_TEXTS.home}
              </Link>
              {canGoBack && (
                <button type="button" className="lt-button lt-button-secondary" onClick={() => navigate(-1)}>
                  {NOT_FOUND_TEXTS.back}
                </button>
              )}
            </>
          ) : (
            <>
              <Link className="lt-button" to="/login">
                {NOT_FOUND_TEXTS.signIn}
              </Link>
              <Link className="lt-button lt-button-secondary" to="/register">
                {NOT_FOUND_TEXTS.register}
              </Link>
            </>
          )}
        </div>
      </div>
    </div>
  );
}
