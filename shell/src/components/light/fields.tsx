import { type ChangeEvent, type ReactNode, useState } from 'react';
import './light.css';

interface FieldProps {
  id: string;
  label: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  error?: string;
  type?: 'text' | 'email';
  autoComplete?: string;
  placeholder?: string;
  /** Shown, not editable (an invitation's e-mail). */
  readOnly?: boolean;
}

function FieldFrame({ id, label, error, children }: { id: string; label: string; error?: string; children: ReactNode }) {
  return (
    <div className="lt-field">
      <label className="lt-label" htmlFor={id}>
        {label}
      </label>
      {children}
      {error && (
        <div className="lt-error-text" id={`${id}-error`} role="alert">
          {error}
        </div>
      )}
    </div>
  );
}

export function TextField({ id, label, error, type = 'text', ...input }: FieldProps) {
  return (
    <FieldFrame id={id} label={label} error={error}>
      <input
        className="lt-input"
        id={id}
        type={type}
        aria-invalid={Boolean(error)}
        aria-describedby={error ? `${id}-error` : undefined}
        {...input}
      />
    </FieldFrame>
  );
}

/** A password input with a show/hide toggle. */
export function PasswordField({ id, label, error, ...input }: Omit<FieldProps, 'type'>) {
  const [visible, setVisible] = useState(false);
  return (
    <FieldFrame id={id} label={label} error={error}>
      <div className="lt-input-wrap">
        <input
          className="lt-input"
          id={id}
          type={visible ? 'text' : 'password'}
          aria-invalid={Boolean(error)}
          aria-describedby={error ? `${id}-error` : undefined}
          {...input}
        />
        <button
          type="button"
          className="lt-toggle"
          aria-label={visible ? 'Ẩn mật khẩu' : 'Hiện mật khẩu'}
          aria-controls={id}
          onClick={() => setVisible((v) => !v)}
        >
          {visible ? 'Ẩn' : 'Hiện'}
        </button>
      </div>
    </FieldFrame>
  );
}

export function SubmitButton({ busy, children }: { busy: boolean; children: ReactNode }) {
  return (
    <button type="submit" className="lt-button" disabled={busy} aria-busy={busy}>
      {busy && <span className="lt-spinner" aria-hidden />}
      {children}
    </button>
  );
}

/** A neutral notice above a form (an invitation being accepted). */
export function InfoNote({ children }: { children: ReactNode }) {
  return (
    <div className="lt-note" role="status">
      {children}
    </div>
  );
}

export function ErrorAlert({ children }: { children: ReactNode }) {
  return (
    <div className="lt-alert" role="alert">
      {children}
    </div>
  );
}

export function Spinner({ large = false }: { large?: boolean }) {
  return <span className={large ? 'lt-spinner lt-spinner-large' : 'lt-spinner'} aria-hidden />;
}
