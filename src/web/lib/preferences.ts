import { setDisplayTimeZone } from './format.ts';

/**
 * The account preferences that change how the app behaves on this device (docs/product-rules.md, "The web app"):
 * compact view, time zone for dates and sound. Kept in localStorage too, so the next page load starts with them
 * before the server answers. The colour mode has its own provider (lib/theme/color-mode.ts).
 */
export interface DevicePreferences {
  compactView: boolean;
  timezone: string;
  soundEnabled: boolean;
}

const STORAGE_KEY = 'formulary-preferences';
let soundEnabled = false;

export function applyPreferences(preferences: DevicePreferences, root = document.documentElement): void {
  root.dataset.density = preferences.compactView ? 'compact' : 'comfortable';
  setDisplayTimeZone(preferences.timezone);
  soundEnabled = preferences.soundEnabled;
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(preferences));
  } catch {
    // Without storage they apply to this page only.
  }
}

export function applyStoredPreferences(): void {
  try {
    const stored = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? 'null') as DevicePreferences | null;
    if (stored && typeof stored === 'object') applyPreferences(stored);
  } catch {
    // Nothing stored yet: the defaults apply.
  }
}

let audio: AudioContext | undefined;

/** A short, quiet chime for notifications, when the user turned sound on. */
export function playChime(): void {
  if (!soundEnabled || typeof AudioContext === 'undefined') return;
  try {
    audio ??= new AudioContext();
    const oscillator = audio.createOscillator();
    const gain = audio.createGain();
    oscillator.frequency.value = 880;
    gain.gain.setValueAtTime(0.08, audio.currentTime);
    gain.gain.exponentialRampToValueAtTime(0.0001, audio.currentTime + 0.25);
    oscillator.connect(gain).connect(audio.destination);
    oscillator.start();
    oscillator.stop(audio.currentTime + 0.25);
  } catch {
    // Audio can be blocked until the user interacts with the page; a missed chime is harmless.
  }
}

export const isSoundEnabled = () => soundEnabled;
