// What other features use: the account settings screen's switch (its dialog loads when first opened).
export { TwoFactorSetting } from './components/two-factor-setting.tsx';
