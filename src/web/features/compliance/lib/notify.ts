import { toast } from '../../../lib/toast.ts';

export function notifySuccess(title: string, description?: string): void {
  toast({ title, description, variant: 'success' });
}
