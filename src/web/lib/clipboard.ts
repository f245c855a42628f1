import { toast } from './toast.ts';

/**
 * Copies text and says so in a toast. A browser may refuse (no permission, an insecure origin); then the toast
 * asks the person to select `what` and copy it by hand, since the text is on screen. Returns whether it copied.
 */
export async function copyWithToast(
  text: string,
  { title, description, what }: { title: string; description: string; what: string },
): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    toast({ title, description });
    return true;
  } catch {
    toast({
      title: 'Copy Failed',
      description: `Select ${what} and copy it yourself.`,
      variant: 'destructive',
    });
    return false;
  }
}
