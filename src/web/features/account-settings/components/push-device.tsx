import { BellOff, BellRing } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { ApiError, api, apiRequest, readApiError } from '../../../lib/api.ts';

/** The service worker the app serves (public/sw.js): it shows a push as a notification and opens the app on click. */
const WORKER_URL = '/sw.js';

type State = 'checking' | 'unsupported' | 'off' | 'on' | 'working';

function supported() {
  return (
    typeof window !== 'undefined' &&
    'serviceWorker' in navigator &&
    'PushManager' in window &&
    'Notification' in window
  );
}

/** The VAPID public key (base64url) as the bytes PushManager.subscribe() takes. */
function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = (base64url + '='.repeat((4 - (base64url.length % 4)) % 4))
    .replace(/-/g, '+')
    .replace(/_/g, '/');
  const raw = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i += 1) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

async function currentSubscription() {
  const registration = await navigator.serviceWorker.getRegistration('/');
  return (await registration?.pushManager.getSubscription()) ?? null;
}

/**
 * This browser's Web Push subscription (ADR 064): asks the browser's permission, subscribes with the server's VAPID
 * key through the app's service worker and hands the subscription to the server; or unsubscribes. The push
 * switches below choose what is pushed; this chooses whether this browser receives it.
 */
export function PushDevice() {
  const [state, setState] = useState<State>('checking');
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    if (!supported()) {
      setState('unsupported');
      return;
    }
    currentSubscription()
      .then((subscription) => setState(subscription ? 'on' : 'off'))
      .catch(() => setState('off'));
  }, []);

  async function enable() {
    setProblem(null);
    setState('working');
    try {
      const permission = await Notification.requestPermission();
      if (permission !== 'granted') {
        setProblem('Notifications are blocked for this site: allow them in your browser’s site settings.');
        setState('off');
        return;
      }
      await navigator.serviceWorker.register(WORKER_URL, { scope: '/' });
      const registration = await navigator.serviceWorker.ready;
      const { publicKey } = await api.get<{ publicKey: string }>('/api/account/push-key');
      const subscription = await registration.pushManager.subscribe({
        userVisibleOnly: true,
        applicationServerKey: keyBytes(publicKey),
      });
      await api.post('/api/account/push-subscriptions', subscription.toJSON());
      setState('on');
    } catch (error) {
      setProblem(
        !(error instanceof ApiError)
          ? 'This browser could not subscribe to push notifications (its push service did not answer).'
          : readApiError(error, 'Push could not be turned on').message,
      );
      setState('off');
    }
  }

  async function disable() {
    setProblem(null);
    setState('working');
    try {
      const subscription = await currentSubscription();
      if (subscription) {
        await subscription.unsubscribe();
        await apiRequest('DELETE', '/api/account/push-subscriptions', {
          endpoint: subscription.endpoint,
        }).catch((error: unknown) => {
          // Already gone on the server (the push service said it expired): nothing left to remove.
          if (readApiError(error).status !== 404) throw error;
        });
      }
      setState('off');
    } catch (error) {
      setProblem(readApiError(error, 'Push could not be turned off').message);
      setState('on');
    }
  }

  if (state === 'checking') return null;
  if (state === 'unsupported') {
    return <p className="text-muted-foreground text-sm">This browser cannot receive push notifications.</p>;
  }
  return (
    <div className="my-2 space-y-2">
      <div className="flex flex-wrap items-center gap-3">
        {state === 'on' ? (
          <>
            <p className="text-sm" role="status">
              Push is on for this browser
            </p>
            <Button type="button" variant="outline" size="sm" onClick={disable}>
              <BellOff aria-hidden="true" />
              Disable push on this browser
            </Button>
          </>
        ) : (
          <Button type="button" variant="outline" size="sm" onClick={enable} disabled={state === 'working'}>
            <BellRing aria-hidden="true" />
            {state === 'working' ? 'Working…' : 'Enable push on this browser'}
          </Button>
        )}
      </div>
      {problem && (
        <p className="text-error-ink text-sm" role="alert">
          {problem}
        </p>
      )}
    </div>
  );
}
