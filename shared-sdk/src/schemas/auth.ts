import * as v from 'valibot';

/** The sign-in and sign-up forms' messages: the product's contract, used word for word. */
export const AUTH_MESSAGES = {
  invalidEmail: 'Email không hợp lệ',
  emptyPassword: 'Mật khẩu không được để trống',
  shortPassword: 'Mật khẩu phải có ít nhất 8 ký tự',
  confirmMismatch: 'Mật khẩu xác nhận không khớp',
  samePassword: 'Mật khẩu mới phải khác mật khẩu hiện tại',
} as const;

export const PASSWORD_MIN_LENGTH = 8;
/** argon2 hashes anything, but an unbounded password is a cheap denial of service. */
export const PASSWORD_MAX_LENGTH = 128;

const email = v.pipe(
  v.string(AUTH_MESSAGES.invalidEmail),
  v.trim(),
  v.toLowerCase(),
  v.maxLength(254, AUTH_MESSAGES.invalidEmail),
  v.email(AUTH_MESSAGES.invalidEmail),
);

const newPassword = v.pipe(
  v.string(AUTH_MESSAGES.shortPassword),
  v.minLength(PASSWORD_MIN_LENGTH, AUTH_MESSAGES.shortPassword),
  v.maxLength(PASSWORD_MAX_LENGTH, `Mật khẩu tối đa ${PASSWORD_MAX_LENGTH} ký tự`),
);

export const LoginSchema = v.object({
  email,
  password: v.pipe(
    v.string(AUTH_MESSAGES.emptyPassword),
    v.nonEmpty(AUTH_MESSAGES.emptyPassword),
    v.maxLength(PASSWORD_MAX_LENGTH, AUTH_MESSAGES.emptyPassword),
  ),
});
export type LoginInput = v.InferOutput<typeof LoginSchema>;

/** What the server accepts at POST /auth/register; `inviteToken` joins the inviting workspace instead of making one. */
export const RegisterSchema = v.object({ email, password: newPassword, inviteToken: v.optional(v.pipe(v.string(), v.maxLength(200))) });
export type RegisterInput = v.InferOutput<typeof RegisterSchema>;

/** The register form adds the confirmation, checked only in the browser. */
export const RegisterFormSchema = v.pipe(
  v.object({ email, password: newPassword, confirmPassword: v.string() }),
  v.forward(
    v.check((input) => input.password === input.confirmPassword, AUTH_MESSAGES.confirmMismatch),
    ['confirmPassword'],
  ),
);
export type RegisterFormInput = v.InferOutput<typeof RegisterFormSchema>;

export const ChangePasswordSchema = v.object({
  currentPassword: v.pipe(v.string(AUTH_MESSAGES.emptyPassword), v.nonEmpty(AUTH_MESSAGES.emptyPassword)),
  newPassword,
});
export type ChangePasswordInput = v.InferOutput<typeof ChangePasswordSchema>;

/** The profile page's form: the server's fields, a confirmation, and a new password unlike the current one. */
export const ChangePasswordFormSchema = v.pipe(
  v.object({ ...ChangePasswordSchema.entries, confirmPassword: v.string() }),
  v.forward(
    v.check((input) => input.newPassword === input.confirmPassword, AUTH_MESSAGES.confirmMismatch),
    ['confirmPassword'],
  ),
  v.forward(
    v.check((input) => input.newPassword !== input.currentPassword, AUTH_MESSAGES.samePassword),
    ['newPassword'],
  ),
);
export type ChangePasswordFormInput = v.InferOutput<typeof ChangePasswordFormSchema>;

/** PATCH /auth/profile: the body is not shown by the spec; the e-mail is the only editable field. */
export const ProfileSchema = v.object({ email });
export type ProfileInput = v.InferOutput<typeof ProfileSchema>;

export const UserSchema = v.object({
  id: v.string(),
  email: v.string(),
  role: v.optional(v.string()),
});
export type User = v.InferOutput<typeof UserSchema>;

export const AuthResultSchema = v.object({
  user: UserSchema,
  tokens: v.optional(v.object({ accessToken: v.string() })),
});
export type AuthResult = v.InferOutput<typeof AuthResultSchema>;
