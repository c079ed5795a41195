export { AuthHero, AuthShell, type AuthShellProps } from './auth-shell';
export { LoginForm, type LoginFormProps } from './login-form';
export { LoginPage } from './login-page';
export { RegisterForm, type RegisterFormProps } from './register-form';
export { RegisterPage } from './register-page';
