export { DisableTwoFactorForm } from './components/disable-two-factor-form.tsx';
export { TwoFactorEnrolment } from './components/two-factor-enrolment.tsx';
export { TwoFactorSetting } from './components/two-factor-setting.tsx';
