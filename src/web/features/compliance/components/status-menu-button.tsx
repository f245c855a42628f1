import { ChevronDown } from 'lucide-react';
import type { ComponentProps } from 'react';
import { statusActionLabel } from '../../../../domain/compliance/display.ts';
import { Button } from '../../../components/ui/button.tsx';

export interface StatusButtonProps {
  /** The status (not open: an open issue gets Start Review). */
  status: string;
  /** The id of the card's title, so the button's accessible description names its alert. */
  titleId: string;
  disabled: boolean;
}

/** Update Status's button; issue-actions.tsx shows it alone while its menu's code (issue-status-menu.tsx) loads. */
export function StatusMenuButton({
  status,
  titleId,
  ...props
}: StatusButtonProps & ComponentProps<'button'>) {
  return (
    <Button size="sm" variant="outline" aria-describedby={titleId} {...props}>
      {statusActionLabel(status)}
      <ChevronDown aria-hidden="true" />
    </Button>
  );
}
