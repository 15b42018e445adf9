/**
 * The account feature: password, e-mail and profile forms, registration, account links and the
 * single-sign-on hand-over. The personal space composes the dialogs and the profile page:
 * - `<ProfileDialog open onClose />` (general site, 'Données personnelles');
 * - `<AccountProfilePage />` (floor and carbon /modification; loads the profile itself);
 * - `<PasswordChangeDialog open onClose variant? />` ('general' or 'account', by default the site's);
 * - `<EmailChangeDialog open onClose />`.
 */
export { ProfileDialog, type ProfileDialogProps } from './components/ProfileDialog';
export { AccountProfilePage } from './components/AccountProfilePage';
export {
  PasswordChangeDialog,
  type PasswordChangeDialogProps,
} from './components/PasswordChangeDialog';
export { EmailChangeDialog, type EmailChangeDialogProps } from './components/EmailChangeDialog';
export { PasswordCriteriaChecklist } from './components/PasswordCriteriaChecklist';
