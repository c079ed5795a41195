export { ErrorAlert, PasswordField, Spinner, SubmitButton, TextField } from './fields';
