import { useEffect, useRef } from 'react';
import type { IssueStatus } from '../../../../domain/compliance/constants.ts';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '../../../components/ui/dropdown-menu.tsx';
import { type StatusButtonProps, StatusMenuButton } from './status-menu-button.tsx';

/** The Update Status menu: every other status, with "Reopen" for going back to open. */
const MENU: { status: IssueStatus; label: string }[] = [
  { status: 'in_progress', label: 'In Progress' },
  { status: 'resolved', label: 'Resolved' },
  { status: 'open', label: 'Reopen' },
];

/** The button with its menu (the dropdown primitives): opened at once when it was clicked while loading. */
export function IssueStatusMenu({
  onMove,
  defaultOpen,
  focus,
  ...button
}: StatusButtonProps & { onMove: (status: IssueStatus) => void; defaultOpen: boolean; focus: boolean }) {
  const trigger = useRef<HTMLButtonElement>(null);
  // The stand-in button had the keyboard's focus: the real one takes it over.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only when the menu first appears.
  useEffect(() => {
    if (focus && !defaultOpen) trigger.current?.focus();
  }, []);
  return (
    <DropdownMenu defaultOpen={defaultOpen}>
      <DropdownMenuTrigger asChild>
        <StatusMenuButton {...button} ref={trigger} />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="start">
        {MENU.filter((item) => item.status !== button.status).map((item) => (
          <DropdownMenuItem key={item.status} onSelect={() => onMove(item.status)}>
            {item.label}
          </DropdownMenuItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
