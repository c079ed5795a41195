export { ErrorAlert, InfoNote, PasswordField, Spinner, SubmitButton, TextField } from './fields';
export { NOT_FOUND_TEXTS, NotFoundView } from './not-found';
