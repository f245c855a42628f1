// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Pencil } from 'lucide-react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { IconButton } from './button.tsx';

afterEach(cleanup);

describe('IconButton', () => {
  it('is a ghost icon button named by its aria-label, the icon hidden, the tooltip its title', () => {
    const onClick = vi.fn();
    render(
      <IconButton
        icon={Pencil}
        aria-label="Edit Glycerin"
        title="Edit"
        className="size-8"
        onClick={onClick}
      />,
    );
    const button = screen.getByRole('button', { name: 'Edit Glycerin' });
    expect(button.getAttribute('type')).toBe('button');
    expect(button.getAttribute('title')).toBe('Edit');
    expect(button.className).toContain('hover:bg-muted');
    // The caller's size wins over the icon size's size-9 (tailwind-merge).
    expect(button.className).toContain('size-8');
    expect(button.className).not.toContain('size-9');
    const icon = button.querySelector('svg');
    expect(icon?.getAttribute('aria-hidden')).toBe('true');
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('passes disabled and aria attributes through', () => {
    render(<IconButton icon={Pencil} aria-label="Edit" disabled aria-describedby="why" />);
    const button = screen.getByRole('button', { name: 'Edit' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(button.getAttribute('aria-describedby')).toBe('why');
  });
});
